import ForceTouch
import Foundation
import TouchKit

/// The controller a peek shows: one item, with the preview actions the test gives it.
@MainActor
final class PreviewDetail: ViewController {
    let item: String
    var actions: [any PreviewActionItem] = []
    var calls: [String] = []

    init(item: String) {
        self.item = item
        super.init()
        title = item
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this screen is built in code only.
    @available(*, unavailable, message: "built in code only")
    required init?(coder: NSCoder) { nil }

    override var previewActionItems: [any PreviewActionItem] { actions }

    override func viewDidLoad() {
        let label = Label(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        label.text = item
        view.addSubview(label)
    }
    override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { calls.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { calls.append("viewDidDisappear") }
}

/// A table of rows that registers its table view for previewing and is its own previewing delegate:
/// seed 003's master list, instrumented.
@MainActor
final class PreviewList: ViewController, TableViewDataSource, TableViewDelegate, PreviewingDelegate {
    let rows: [String]
    let tableView = TableView()
    /// What the delegate heard, in order.
    var calls: [String] = []
    /// Rows selected by taps.
    var selected: [Int] = []
    /// Rows for which the delegate returns nil.
    var nilRows: Set<Int> = []
    /// The preview's preferred size.
    var preferredSize = CGSize.zero
    /// The actions each preview gets.
    var makeActions: (PreviewDetail) -> [any PreviewActionItem] = { _ in [] }
    /// The last preview handed out.
    var lastPreview: PreviewDetail?
    /// How many previews were handed out (the other delegate calls returned nil).
    var previewsMade = 0
    /// `sourceRect` as the delegate found it, at each call.
    var sourceRectsSeen: [CGRect] = []
    /// Whether `commit` shows the controller (else it only records the call).
    var showsOnCommit = true
    private(set) var context: PreviewingContext?

    init(rows: [String]) {
        self.rows = rows
        super.init()
        title = "Items"
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this screen is built in code only.
    @available(*, unavailable, message: "built in code only")
    required init?(coder: NSCoder) { nil }

    override func loadView() {
        tableView.dataSource = self
        tableView.delegate = self
        view = tableView
    }

    override func viewDidLoad() {
        context = registerForPreviewing(with: self, sourceView: view)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "item")
            ?? TableViewCell(style: .default, reuseIdentifier: "item")
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath.row)
    }

    func previewingContext(
        _ previewingContext: PreviewingContext, viewControllerForLocation location: CGPoint
    )
        -> ViewController?
    {
        sourceRectsSeen.append(previewingContext.sourceRect)
        calls.append("preview at (\(Int(location.x)), \(Int(location.y)))")
        guard let indexPath = tableView.indexPathForRow(at: location), !nilRows.contains(indexPath.row),
            let cell = tableView.cellForRow(at: indexPath)
        else { return nil }
        let detail = PreviewDetail(item: rows[indexPath.row])
        detail.preferredContentSize = preferredSize
        detail.actions = makeActions(detail)
        previewingContext.sourceRect = cell.frame
        lastPreview = detail
        previewsMade += 1
        return detail
    }

    func previewingContext(
        _ previewingContext: PreviewingContext, commit viewControllerToCommit: ViewController
    ) {
        calls.append("commit \(viewControllerToCommit.title ?? "?")")
        if showsOnCommit { show(viewControllerToCommit, sender: self) }
    }
}

/// A shown window (no application: transitions end at once) with a navigation controller over a
/// 30-row previewing list; rows are 44 points tall from y = 64.
@MainActor
func makePreviewScreen(capability: ForceTouchCapability = .available, rows: Int = 30)
    -> (Window, NavigationController, PreviewList)
{
    let list = PreviewList(rows: (1...rows).map { "Item \($0)" })
    let navigation = NavigationController(rootViewController: list)
    let window = makeWindow(root: navigation, capability: capability)
    window.layoutIfNeeded()
    return (window, navigation, list)
}

/// The centre of row `row` on a preview screen (not scrolled).
func rowCentre(_ row: Int) -> (CGFloat, CGFloat) {
    (180, 64 + 44 * CGFloat(row) + 22)
}
