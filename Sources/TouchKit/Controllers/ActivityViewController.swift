public import Foundation

/// The share sheet, as UIKit's `UIActivityViewController`: what can be done with some items (text,
/// URLs, images), presented modally.
///
/// Present it with `present(_:animated:completion:)`. Matches UIKit: the system's activities the
/// items allow, less `excludedActivityTypes`, then the app's `applicationActivities` whose
/// `canPerform(withActivityItems:)` is true; choosing one runs it and closes the sheet, Cancel
/// closes it; either way `completionWithItemsHandler` hears the activity type (nil for Cancel) and
/// whether it completed, after the sheet is gone. Differs: of the system's activities only Copy is
/// offered (the device has no Messages, Mail or AirDrop); Copy puts the first string or URL on the
/// pasteboard, which holds one item here. Ours: the sheet keeps iOS 12's shape on every version
/// (the activities in a card at the bottom, Cancel in its own card below; iOS 13 shows a page
/// sheet), with the action sheet's 57-point rows.
@MainActor
open class ActivityViewController: ViewController {
    /// What the completion handler hears (`UIActivityViewController.CompletionWithItemsHandler`):
    /// the activity chosen (nil when cancelled), whether it completed, items it returned, an error.
    public typealias CompletionWithItemsHandler = (Activity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items shared (`activityItems`).
    public let activityItems: [Any]
    /// The app's own activities offered with the system's (`applicationActivities`).
    public let applicationActivities: [Activity]
    /// System activities not to offer (`excludedActivityTypes`).
    public var excludedActivityTypes: [Activity.ActivityType]? {
        didSet { rebuildRows() }
    }
    /// Called once the sheet is gone (`completionWithItemsHandler`).
    public var completionWithItemsHandler: CompletionWithItemsHandler?

    let card = View()
    let headerLabel = Label()
    let cancelCard = Button(type: .system)
    var rows: [Button] = []
    /// The activities listed, in order: the system's by type, the app's by object.
    private(set) var offered: [Offer] = []

    /// One listed activity.
    @MainActor
    enum Offer {
        case copy
        case application(Activity)

        var title: String {
            switch self {
            case .copy: "Copy"
            case .application(let activity): activity.activityTitle ?? "Untitled"
            }
        }
    }

    /// A sheet for `activityItems` (`init(activityItems:applicationActivities:)`).
    public init(activityItems: [Any], applicationActivities: [Activity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init()
        modalPresentationStyle = .overFullScreen
    }

    /// Not made from an archive: UIKit's share sheets are made in code; this exists because the
    /// initializer is `required`, and gives nil.
    public required init?(coder: NSCoder) { nil }

    /// The titles of the activities offered, in order (what the sheet lists above Cancel).
    public var offeredActivityTitles: [String] { offered.map(\.title) }

    /// The dimmed screen with the cards on it.
    open override func loadView() {
        let root = ContainerLayoutView(kind: .alert) { [weak self] in self?.layoutSheet(in: $0) }
        root.backgroundColor = Color(white: 0, alpha: 0.2)
        for box in [card, cancelCard as View] {
            box.backgroundColor = Color(white: 0.97, alpha: 1)
            box.cornerRadius = 13
            box.clipsToBounds = true
            root.addSubview(box)
        }
        headerLabel.font = .systemFont(ofSize: 13)
        headerLabel.textColor = .secondaryLabel
        headerLabel.textAlignment = .center
        headerLabel.numberOfLines = 2
        headerLabel.text = Self.summary(of: activityItems)
        card.addSubview(headerLabel)
        cancelCard.setTitle("Cancel", for: .normal)
        cancelCard.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        cancelCard.addAction(
            Action { [weak self] _ in self?.finish(nil, completed: false) }, for: .touchUpInside)
        view = root
        rebuildRows()
    }

    /// The first string or URL of `items`, as the sheet's header shows what is shared.
    static func summary(of items: [Any]) -> String? {
        for item in items {
            if let string = item as? String { return string }
            if let url = item as? URL { return url.absoluteString }
        }
        return nil
    }

    private func rebuildRows() {
        let excluded = Set(excludedActivityTypes ?? [])
        var offers: [Offer] = []
        if !excluded.contains(.copyToPasteboard), Self.summary(of: activityItems) != nil {
            offers.append(.copy)
        }
        for activity in applicationActivities where activity.canPerform(withActivityItems: activityItems) {
            if let type = activity.activityType, excluded.contains(type) { continue }
            offers.append(.application(activity))
        }
        offered = offers
        guard isViewLoaded else { return }
        for row in rows { row.removeFromSuperview() }
        rows = offers.map { offer in
            let row = Button(type: .system)
            row.setTitle(offer.title, for: .normal)
            row.titleLabel?.font = .systemFont(ofSize: 17)
            row.borderWidth = 0.5
            row.borderColor = .separator
            row.addAction(Action { [weak self] _ in self?.choose(offer) }, for: .touchUpInside)
            card.addSubview(row)
            return row
        }
        viewStorage?.setNeedsLayout()
    }

    private func choose(_ offer: Offer) {
        switch offer {
        case .copy:
            let pasteboard = Application.current?.services?.pasteboard
            for item in activityItems {
                if let url = item as? URL {
                    pasteboard?.url = url
                    break
                }
                if let string = item as? String {
                    pasteboard?.string = string
                    break
                }
            }
            finish(.copyToPasteboard, completed: true)
        case .application(let activity):
            activity.sheet = self
            activity.prepare(withActivityItems: activityItems)
            activity.perform()
        }
    }

    /// Closes the sheet, then tells the completion handler (an activity's `activityDidFinish(_:)`,
    /// Copy, or Cancel with a nil type).
    func finish(_ type: Activity.ActivityType?, completed: Bool) {
        let handler = completionWithItemsHandler
        dismiss(animated: true) { handler?(type, completed, nil, nil) }
    }

    /// Lays the cards out at the bottom of `bounds`, 8 points in: the header and the activities,
    /// then Cancel.
    func layoutSheet(in bounds: CGRect) {
        let width = bounds.width - 16
        let rowHeight: CGFloat = 57
        let headerHeight: CGFloat = headerLabel.text == nil ? 0 : 44
        headerLabel.frame = CGRect(x: 16, y: 0, width: width - 32, height: headerHeight)
        var y = headerHeight
        for row in rows {
            row.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
            y += rowHeight
        }
        let bottom = bounds.height - max(8, view.safeAreaInsets.bottom)
        cancelCard.frame = CGRect(x: 8, y: bottom - rowHeight, width: width, height: rowHeight)
        card.frame = CGRect(x: 8, y: cancelCard.frame.minY - 8 - y, width: width, height: y)
    }
}
