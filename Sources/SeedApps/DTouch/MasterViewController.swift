public import Foundation
public import TouchKit

/// Seed 003's `MasterViewController`: the table of items, registered for peek and pop.
///
/// Seed 003 registers in two places because `traitCollectionDidChange` "may be called before or after
/// `ViewDidLoad()`": both are here, as written, with the registration kept so that the second place
/// does not register the same view again (registering one source view twice is the classic mistake
/// TouchKit reports). Seed 000 asks apps to offer touch and hold when 3D Touch is unavailable; TouchKit's
/// previewing gives the peek on a long press then, so the port registers in that case too (the seed
/// only shows the `available` branch).
///
/// On iOS 13 and later it takes the path apps written since 2019 take (`if #available(iOS 13, *)`):
/// no previewing registration, and each row's context menu instead
/// (`tableView(_:contextMenuConfigurationForRowAt:point:)`): the detail as the preview, the peek's
/// actions as the menu, a tap on the preview opening the detail as a pop did.
@MainActor
public final class MasterViewController: ViewController, TableViewDelegate {
    /// The template's data source: the items, as the seed's `dataSource.Objects`.
    @MainActor
    public final class DataSource: TableViewDataSource {
        /// The items, newest first.
        public var objects: [String]

        /// Creates a data source with `objects`.
        public init(objects: [String]) {
            self.objects = objects
        }

        /// One section of `objects.count` rows.
        public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            objects.count
        }

        /// A cell showing the item, with a disclosure indicator.
        public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "Cell")
                ?? TableViewCell(style: .default, reuseIdentifier: "Cell")
            cell.textLabel?.text = objects[indexPath.row]
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    /// The table (`TableView`, the controller's view).
    public let tableView = TableView()
    /// The items (the seed's `dataSource`).
    public let dataSource = DataSource(objects: (1...20).map { "Item \($0)" })
    /// The registration for previewing, once made.
    public private(set) var previewingContext: PreviewingContext?
    private var nextItem = 21

    /// Whether the iOS 13 path is there (false: the app as published, peek and pop only).
    public let adoptsContextMenus: Bool

    /// Creates the master list, titled "Master" as in the template; `adoptsContextMenus` false leaves
    /// out the iOS 13 path (the rows then have no context menus on any iOS).
    public init(adoptsContextMenus: Bool = true) {
        self.adoptsContextMenus = adoptsContextMenus
        super.init()
        title = "Master"
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this screen is built in code only.
    @available(*, unavailable, message: "built in code only")
    required init?(coder: NSCoder) { nil }

    /// The table is the view.
    public override func loadView() {
        tableView.dataSource = dataSource
        tableView.delegate = self
        view = tableView
    }

    /// `ViewDidLoad`: the template's Add button, then seed 003's check for 3D Touch.
    public override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = BarButtonItem(
            title: "Add", primaryAction: Action { [weak self] _ in self?.insertNewObject() })

        // iOS 13: the rows' context menus replace peek and pop (the tableView methods below).
        if usesContextMenus { return }

        // Check to see if 3D Touch is available
        if traitCollection.forceTouchCapability == .available {
            // Register for Peek and Pop
            registerForPreviewingOnce()
        }
    }

    /// `TraitCollectionDidChange`: seed 003's registration when 3D Touch is available (and, seed 000's
    /// alternative, when it is not: a long press then gives the peek).
    public override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        //Important: call the base function
        super.traitCollectionDidChange(previousTraitCollection)
        if usesContextMenus { return }

        //See if the new TraitCollection value includes force touch
        if traitCollection.forceTouchCapability == .available {
            //Do something with 3D touch, for instance...
            registerForPreviewingOnce()
        } else if traitCollection.forceTouchCapability == .unavailable {
            // No 3D Touch: touch and hold is the alternative (seed 000).
            registerForPreviewingOnce()
        }
    }

    /// The template's Add button: a new item at the top.
    public func insertNewObject() {
        dataSource.objects.insert("Item \(nextItem)", at: 0)
        nextItem += 1
        tableView.reloadData()
    }

    /// A tap shows the item's detail (the storyboard's segue).
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let detail = DetailViewController()
        detail.setDetailItem(dataSource.objects[indexPath.row])
        show(detail, sender: self)
        tableView.deselectRow(at: indexPath, animated: true)
    }

    /// Whether the device runs iOS 13 or later, the port's `#available(iOS 13, *)`: the version the
    /// app's device runs (`UIDevice.current.systemVersion`), iOS 12.4 before the app is running.
    public var usesContextMenus: Bool {
        guard adoptsContextMenus else { return false }
        let application = Application.current ?? (isViewLoaded ? view.window?.application : nil)
        return (application?.services?.systemVersion.majorVersion ?? 12) >= 13
    }

    /// iOS 13: the row's menu, the detail as its preview and the peek's actions as its items (nil
    /// outside every row: no menu).
    public func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? {
        guard adoptsContextMenus, dataSource.objects.indices.contains(indexPath.row) else { return nil }
        let item = dataSource.objects[indexPath.row]
        return ContextMenuConfiguration(
            identifier: item as NSString,
            previewProvider: {
                let detail = DetailViewController()
                detail.setDetailItem(item)
                return detail
            },
            actionProvider: { [weak tableView] _ in
                DetailViewController.menu(forItem: item, in: tableView?.window?.application)
            })
    }

    /// iOS 13: a tap on the preview opens the detail, as a pop did.
    public func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {
        animator.addCompletion { [weak self] in
            guard let self, let detail = animator.previewViewController else { return }
            self.show(detail, sender: self)
        }
    }

    /// `RegisterForPreviewingWithDelegate(new PreviewingDelegate(this), View)`, once.
    private func registerForPreviewingOnce() {
        // Load the view first: loading it runs viewDidLoad, which registers too (traits usually arrive
        // before the view loads), and reading `view` inside the call below would register twice.
        loadViewIfNeeded()
        guard previewingContext == nil else { return }
        previewingContext = registerForPreviewing(
            with: DTouchPreviewingDelegate(masterController: self), sourceView: view)
    }
}
