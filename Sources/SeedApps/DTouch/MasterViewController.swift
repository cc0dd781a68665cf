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

    /// Creates the master list, titled "Master" as in the template.
    public override init() {
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
