import Foundation
import TouchKit

/// One page of the Settings app: grouped sections of rows that open another page, switch something
/// on or off, pick one of several choices (a checkmark list or a slider with stops), or hold the 3D
/// Touch sensitivity test picture, which the page registers for previewing (it peeks and pops at the
/// device's sensitivity, as any app's previewing source). The rows are rebuilt from `makeSections` whenever the
/// page appears or the device's settings change, so the page always shows the settings as they are.
@MainActor
final class SettingsPageViewController: ViewController, TableViewDataSource, TableViewDelegate,
    PreviewingDelegate
{
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
            /// One of several stops on a slider, named under it (the 3D Touch sensitivity).
            case slider(choices: [String], selected: Int, select: @MainActor (Int) -> Void)
            /// The 3D Touch sensitivity test picture: press it to peek and pop.
            case sensitivityTest
        }

        var title: String
        var detail: String?
        var kind: Kind
    }

    private let makeSections: @MainActor () -> [Section]
    private var sections: [Section] = []
    private let table = TableView(frame: .zero, style: .grouped)
    private var observation: ApplicationNotificationCenter.Observation?
    /// The slider of a `.slider` row, kept across reloads so that a drag goes on when the settings
    /// change under it; `sliderSelect` is its row's current action.
    private var slider: SettingsSlider?
    private var sliderSelect: (@MainActor (Int) -> Void)?
    /// The picture of a `.sensitivityTest` row, and its previewing registration.
    private(set) lazy var testImage = SensitivityTestImageView()
    private var testRegistration: PreviewingContext?

    init(title: String, sections: @escaping @MainActor () -> [Section]) {
        makeSections = sections
        super.init()
        self.title = title
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this system screen is built in code by its
    /// owner only.
    @available(*, unavailable, message: "built in code by its owner only")
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        // The page starts below the bar, as its tests and screenshots have it (its table is inset
        // by nothing then; a table under the bar would start at -64 with the same rows showing).
        edgesForExtendedLayout = []
        super.viewDidLoad()
        table.frame = view.bounds
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
        reload()
        registerTestImageIfNeeded()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        registerTestImageIfNeeded()
    }

    /// Registers the test picture for previewing once, when the page has one and 3D Touch is
    /// available (as iOS apps register).
    private func registerTestImageIfNeeded() {
        guard isViewLoaded, testRegistration == nil, traitCollection.forceTouchCapability == .available,
            sections.contains(where: {
                $0.rows.contains { if case .sensitivityTest = $0.kind { true } else { false } }
            })
        else { return }
        testRegistration = registerForPreviewing(with: self, sourceView: testImage)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if table.frame != view.bounds { table.frame = view.bounds }
        updateScrolling()
    }

    /// A page that fits does not scroll, so a drag along the sensitivity slider moves the slider
    /// instead of starting the table's pan (TouchKit's scroll views cancel a control's touch past the
    /// slop, where UIKit's leave it to the control). The 3D Touch page fits on every 3D Touch model.
    private func updateScrolling() {
        table.layoutIfNeeded()
        let scrolls = table.maximumContentOffset.y > table.minimumContentOffset.y
        if table.isScrollEnabled != scrolls { table.isScrollEnabled = scrolls }
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
        registerTestImageIfNeeded()
        if isViewLoaded { updateScrolling() }
    }

    /// Row heights: the slider's and the picture's rows are taller than the table's.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        switch sections[indexPath.section].rows[indexPath.row].kind {
        case .slider: SettingsSlider.height
        case .sensitivityTest: SensitivityTestImageView.height + 2 * Self.testImageInset
        default: tableView.rowHeight
        }
    }

    /// The space around the test picture in its row (ours).
    static let testImageInset: CGFloat = 12

    func numberOfSections(in tableView: TableView) -> Int { sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].header
    }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        sections[section].footer
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
        case .slider(let choices, let selected, let select):
            cell.selectionStyle = .none
            cell.textLabel?.text = nil
            let slider = self.slider ?? makeSlider(name: row.title, choices: choices)
            self.slider = slider
            sliderSelect = select
            slider.selectedIndex = selected
            slider.frame = CGRect(
                x: 15, y: 0, width: tableView.bounds.width - 30, height: SettingsSlider.height)
            cell.addSubview(slider)
        case .sensitivityTest:
            cell.selectionStyle = .none
            cell.textLabel?.text = nil
            let inset = Self.testImageInset
            testImage.frame = CGRect(
                x: inset, y: inset, width: tableView.bounds.width - 2 * inset,
                height: SensitivityTestImageView.height)
            cell.addSubview(testImage)
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
        case .toggle, .info, .slider, .sensitivityTest:
            break
        }
    }

    private func makeSlider(name: String, choices: [String]) -> SettingsSlider {
        let slider = SettingsSlider(name: name, choices: choices, selectedIndex: 0)
        slider.addAction(
            Action { [weak self, weak slider] _ in
                if let slider { self?.sliderSelect?(slider.selectedIndex) }
            }, for: .valueChanged)
        return slider
    }

    // MARK: The sensitivity test's peek and pop

    /// A press on the test picture peeks at it, at the device's sensitivity.
    func previewingContext(
        _ previewingContext: PreviewingContext, viewControllerForLocation location: CGPoint
    )
        -> ViewController?
    {
        guard testImage.window != nil, testImage.bounds.contains(location) else { return nil }
        previewingContext.sourceRect = testImage.bounds
        return SensitivityTestViewController()
    }

    /// Pressing on pops it: the picture opens full screen.
    func previewingContext(
        _ previewingContext: PreviewingContext, commit viewControllerToCommit: ViewController
    ) {
        show(viewControllerToCommit, sender: self)
    }
}
