import Foundation
import PropertyLists
import QuickActions
import TouchKit

/// The screen of an app installed from a plain Info.plist: its name, and the last quick action it
/// received with everything the item carried (type, title, subtitle, userInfo), so a developer sees
/// exactly what their declaration delivers.
@MainActor
final class PlaceholderViewController: ViewController {
    private let appName: String
    private let heading = Label()
    private let status = Label()
    private var fields: [(name: Label, value: Label)] = []
    private(set) var received = 0

    init(appName: String) {
        self.appName = appName
        super.init()
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this system screen is built in code by its
    /// owner only.
    @available(*, unavailable, message: "built in code by its owner only")
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        heading.text = appName
        heading.font = .boldSystemFont(ofSize: 28)
        heading.isAccessibilityElement = true
        heading.accessibilityTraits = .header
        view.addSubview(heading)
        status.text = "No quick action received yet. Press the icon on the home screen and choose one."
        status.numberOfLines = 0
        status.font = .systemFont(ofSize: 15)
        status.textColor = .secondaryLabel
        view.addSubview(status)
        for title in ["Type", "Title", "Subtitle", "userInfo"] {
            let name = Label()
            name.text = title
            name.font = .systemFont(ofSize: 13, weight: .semibold)
            name.textColor = .secondaryLabel
            let value = Label()
            value.numberOfLines = 0
            value.font = .systemFont(ofSize: 17)
            value.isAccessibilityElement = true
            value.accessibilityLabel = title
            name.isHidden = true
            value.isHidden = true
            view.addSubview(name)
            view.addSubview(value)
            fields.append((name, value))
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width - 40
        var y = (view.window?.screen.statusBarHeight ?? 20) + 24
        heading.frame = CGRect(x: 20, y: y, width: width, height: 34)
        y += 42
        status.frame = CGRect(x: 20, y: y, width: width, height: 40)
        y += 52
        for (name, value) in fields {
            name.frame = CGRect(x: 20, y: y, width: width, height: 18)
            let lines = max(
                1, (value.text ?? "").split(separator: "\n", omittingEmptySubsequences: false).count)
            value.frame = CGRect(x: 20, y: y + 20, width: width, height: CGFloat(lines) * 22)
            y += 20 + CGFloat(lines) * 22 + 14
        }
    }

    /// Shows `item`, the `count`-th item this launch received.
    func show(_ item: ShortcutItem, count: Int) {
        loadViewIfNeeded()
        received = count
        status.text = count == 1 ? "Received 1 quick action:" : "Received \(count) quick actions; the last:"
        let values = [
            item.type, item.localizedTitle, item.localizedSubtitle ?? "(none)",
            item.userInfo.map(Self.describe) ?? "(none)",
        ]
        for (field, value) in zip(fields, values) {
            field.name.isHidden = false
            field.value.isHidden = false
            field.value.text = value
        }
        view.setNeedsLayout()
    }

    /// `key = value` lines, keys sorted; nested values in property-list text style.
    static func describe(_ userInfo: ShortcutUserInfo) -> String {
        userInfo.keys.sorted().map { "\($0) = \(describe(userInfo[$0]!))" }.joined(separator: "\n")
    }

    private static func describe(_ value: PropertyListValue) -> String {
        switch value {
        case .string(let text): "\"\(text)\""
        case .integer(let number): "\(number)"
        case .real(let number): "\(number)"
        case .boolean(let flag): flag ? "true" : "false"
        // The plist's own date form (PropertyLists owns ISO 8601); a year beyond CF's `Int32` as seconds.
        case .date(let date): ISO8601Date.format(date) ?? "\(date.timeIntervalSince1970) s since 1970"
        case .data(let data): "<\(data.count) bytes>"
        case .array(let values): "(" + values.map(describe).joined(separator: ", ") + ")"
        case .dictionary(let entries):
            "{" + entries.keys.sorted().map { "\($0) = \(describe(entries[$0]!))" }.joined(separator: "; ")
                + "}"
        }
    }
}
