import Foundation
public import TouchKit

/// Seed 003's `DetailViewController`: the item's page, with the preview actions of Apple's
/// ViewControllerPreviews sample (a default action, a destructive one, and a group of two).
///
/// Each action writes "<title> triggered from DetailViewController for item: <item>" to the app's
/// console (the device's event log), as the sample prints it.
@MainActor
public final class DetailViewController: ViewController {
    /// The item shown (the template's `DetailItem`).
    public private(set) var detailItem: String?
    /// The label describing the item (the template's `detailDescriptionLabel`).
    public let detailDescriptionLabel = Label()

    /// Creates the page, titled "Detail" as in the template.
    public override init() {
        super.init()
        title = "Detail"
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this screen is built in code only.
    @available(*, unavailable, message: "built in code only")
    required init?(coder: NSCoder) { nil }

    /// `SetDetailItem`: shows `newDetailItem`.
    public func setDetailItem(_ newDetailItem: String) {
        guard detailItem != newDetailItem else { return }
        detailItem = newDetailItem
        configureView()
    }

    /// The label, centred.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        detailDescriptionLabel.textAlignment = .center
        detailDescriptionLabel.font = .systemFont(ofSize: 24)
        detailDescriptionLabel.isAccessibilityElement = true
        view.addSubview(detailDescriptionLabel)
        configureView()
    }

    /// Keeps the label centred in the view.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        detailDescriptionLabel.frame = CGRect(
            x: 20, y: (view.bounds.height - 40) / 2, width: max(0, view.bounds.width - 40), height: 40)
    }

    private func configureView() {
        // Update the user interface for the detail item.
        guard isViewLoaded, let detailItem else { return }
        detailDescriptionLabel.text = detailItem
        view.setNeedsLayout()
    }

    /// iOS 13's form of the peek's actions for `item`, as the context menu of its row: the same
    /// titles, the destructive one red, the group a submenu; each logs to `application`'s console.
    public static func menu(forItem item: String, in application: Application?) -> Menu {
        func actionForTitle(_ title: String, attributes: MenuElement.Attributes = []) -> Action {
            Action(title: title, attributes: attributes) { [weak application] action in
                application?.log("\(action.title) triggered from the context menu for item: \(item)")
            }
        }
        return Menu(children: [
            actionForTitle("Default Action"),
            actionForTitle("Destructive Action", attributes: .destructive),
            Menu(
                title: "Sub Actions…",
                children: [actionForTitle("Sub Action 1"), actionForTitle("Sub Action 2")]),
        ])
    }

    /// Apple's ViewControllerPreviews sample: "Default Action", "Destructive Action" and the group
    /// "Sub Actions…" of "Sub Action 1" and "Sub Action 2".
    public override var previewActionItems: [any PreviewActionItem] {
        func previewActionForTitle(_ title: String, style: PreviewAction.Style = .default) -> PreviewAction {
            PreviewAction(title: title, style: style) { previewAction, viewController in
                guard let detailViewController = viewController as? DetailViewController,
                    let item = detailViewController.detailItem
                else { return }
                detailViewController.view.window?.application?.log(
                    "\(previewAction.title) triggered from DetailViewController for item: \(item)")
            }
        }

        let action1 = previewActionForTitle("Default Action")
        let action2 = previewActionForTitle("Destructive Action", style: .destructive)

        let subAction1 = previewActionForTitle("Sub Action 1")
        let subAction2 = previewActionForTitle("Sub Action 2")
        let groupedActions = PreviewActionGroup(
            title: "Sub Actions…", style: .default, actions: [subAction1, subAction2])

        return [action1, action2, groupedActions]
    }
}
