import Foundation
public import QuickActions
public import TouchKit

/// One service's page: its title, and what the quick action carried.
@MainActor
public final class CommunityServiceViewController: ViewController {
    /// The item that opened the page.
    public let item: ShortcutItem

    /// A page for `item`.
    public init(item: ShortcutItem) {
        self.item = item
        super.init()
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this screen is built in code only.
    @available(*, unavailable, message: "built in code only")
    required init?(coder: NSCoder) { nil }

    /// Titles the page after the item and shows its type and userInfo.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = item.localizedTitle
        view.backgroundColor = .systemBackground
        let label = Label(frame: CGRect(x: 20, y: 120, width: view.bounds.width - 40, height: 60))
        label.numberOfLines = 2
        label.textAlignment = .center
        label.textColor = .secondaryLabel
        let info = (item.userInfo ?? [:]).keys.sorted().map { key -> String in
            if case .string(let value)? = item.userInfo?[key] { return "\(key) = \(value)" }
            return key
        }
        label.text = ([item.type] + info).joined(separator: "\n")
        view.addSubview(label)
    }
}
