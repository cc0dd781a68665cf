public import Foundation
public import QuickActions
public import TouchKit

/// The community app's home page (inside the storyboard's navigation controller): the four services
/// in a list. It opens a service's page for the quick action the app was launched with (in
/// `viewDidAppear`, once) or is told about by notification (warm), or for a tapped row.
@MainActor
public final class CommunityHomeViewController: CodeBuiltViewController, TableViewDataSource,
    TableViewDelegate
{
    private var observation: ApplicationNotificationCenter.Observation?
    private let table = TableView(frame: .zero, style: .grouped)

    /// Titles the page and lists the services.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "社区"
        table.frame = view.bounds
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
    }

    /// The table fills the page under the navigation bar.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if table.frame != view.bounds { table.frame = view.bounds }
    }

    /// Listens for warm quick actions, and opens the page of the item the app was launched with.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let application = view.window?.application else { return }
        if observation == nil {
            observation = application.notificationCenter.addObserver(
                forName: CommunityAppDelegate.shortcutSelected
            ) { [weak self] note in
                if let item = note.userInfo?["item"] as? ShortcutItem { self?.open(item) }
            }
        }
        let delegate = application.delegate as? CommunityAppDelegate
        if let item = delegate?.options?.shortcutItem {
            delegate?.options = nil
            open(item)
        }
    }

    /// Shows the page of `item`'s service, replacing any page shown.
    public func open(_ item: ShortcutItem) {
        navigationController?.popToRootViewController(animated: false)
        navigationController?.pushViewController(CommunityServiceViewController(item: item), animated: true)
    }

    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }

    /// The four services.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        SeedApps.communityItems.count
    }

    /// A service's row: its icon and title.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let item = SeedApps.communityItems[indexPath.row]
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = item.localizedTitle
        if case .templateImage(let name)? = item.icon {
            cell.imageView?.image = Image(resourceNamed: "com.example.community/" + name).withRenderingMode(
                .alwaysTemplate)
        }
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    /// Opens the tapped service.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        open(SeedApps.communityItems[indexPath.row])
    }
}
