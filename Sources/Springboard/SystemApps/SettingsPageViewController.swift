import Foundation
import TouchKit

/// One page of the Settings app: grouped sections of rows that open another page, switch something
/// on or off, or pick one of several choices. The rows are rebuilt from `makeSections` whenever the
/// page appears or the device's settings change, so the page always shows the settings as they are.
@MainActor
final class SettingsPageViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// A group of rows with an optional header and footer.
    struct Section {
        var header: String?
        var footer: String?
        var rows: [Row]
    }

    /// One row.
    struct Row {
        enum Kind {
            /// Opens the page `make` builds.
            case page(@MainActor () -> ViewController)
            /// An on/off switch.
            case toggle(isOn: Bool, isEnabled: Bool, set: @MainActor (Bool) -> Void)
            /// One of several choices; a checkmark when selected.
            case choice(isSelected: Bool, select: @MainActor () -> Void)
            /// Text only.
            case info
        }

        var title: String
        var detail: String?
        var kind: Kind
    }

    private let makeSections: @MainActor () -> [Section]
    private var sections: [Section] = []
    private let table = TableView(frame: .zero, style: .grouped)
    private var observation: ApplicationNotificationCenter.Observation?

    init(title: String, sections: @escaping @MainActor () -> [Section]) {
        makeSections = sections
        super.init()
        self.title = title
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        table.frame = view.bounds
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
        reload()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if table.frame != view.bounds { table.frame = view.bounds }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reload()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard observation == nil, let application = view.window?.application else { return }
        observation = application.notificationCenter.addObserver(
            forName: Device.settingsDidChangeNotification
        ) {
            [weak self] _ in self?.reload()
        }
    }

    /// Rebuilds the rows from the device's settings.
    func reload() {
        sections = makeSections()
        table.reloadData()
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].header
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let row = sections[indexPath.section].rows[indexPath.row]
        let cell = TableViewCell(style: row.detail == nil ? .default : .value1, reuseIdentifier: nil)
        cell.textLabel?.text = row.title
        cell.detailTextLabel?.text = row.detail
        switch row.kind {
        case .page:
            cell.accessoryType = .disclosureIndicator
        case .toggle(let isOn, let isEnabled, let set):
            cell.selectionStyle = .none
            let toggle = SettingsSwitch(name: row.title)
            toggle.isOn = isOn
            toggle.isEnabled = isEnabled
            toggle.frame.origin = CGPoint(
                x: tableView.bounds.width - SettingsSwitch.size.width - 16,
                y: (tableView.rowHeight - SettingsSwitch.size.height) / 2)
            toggle.addAction(
                Action { [weak toggle] _ in if let toggle { set(toggle.isOn) } }, for: .valueChanged)
            cell.addSubview(toggle)
        case .choice(let isSelected, _):
            cell.accessoryType = isSelected ? .checkmark : .none
        case .info:
            cell.selectionStyle = .none
        }
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        switch sections[indexPath.section].rows[indexPath.row].kind {
        case .page(let make):
            navigationController?.pushViewController(make(), animated: true)
        case .choice(_, let select):
            select()
            reload()
        case .toggle, .info:
            break
        }
    }
}
