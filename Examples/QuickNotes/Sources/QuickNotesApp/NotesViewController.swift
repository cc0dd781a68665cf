import UIKit

/// The notes list: tap a note to open it; press it to peek, press harder to pop; swipe the peek up
/// for its actions.
public class NotesViewController: UIViewController, UITableViewDataSource, UITableViewDelegate,
    UIViewControllerPreviewingDelegate
{
    public let tableView = UITableView()
    let store: NoteStore
    public private(set) var previewingContext: UIViewControllerPreviewing?

    init(store: NoteStore) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
        title = "Notes"
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func loadView() {
        tableView.dataSource = self
        tableView.delegate = self
        view = tableView
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        if traitCollection.forceTouchCapability == .available {
            previewingContext = registerForPreviewing(with: self, sourceView: tableView)
        }
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if isViewLoaded, previewingContext == nil, traitCollection.forceTouchCapability == .available {
            previewingContext = registerForPreviewing(with: self, sourceView: tableView)
        }
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.notes.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "Note")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "Note")
        let note = store.notes[indexPath.row]
        cell.textLabel?.text = note.title
        cell.detailTextLabel?.text = note.body
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(
            NoteViewController(note: store.notes[indexPath.row], store: store), animated: true)
    }

    public func previewingContext(
        _ previewingContext: UIViewControllerPreviewing, viewControllerForLocation location: CGPoint
    ) -> UIViewController? {
        guard let indexPath = tableView.indexPathForRow(at: location) else { return nil }
        previewingContext.sourceRect = tableView.rectForRow(at: indexPath)
        let preview = NoteViewController(note: store.notes[indexPath.row], store: store)
        preview.onDelete = { [weak self] in self?.tableView.reloadData() }
        return preview
    }

    public func previewingContext(
        _ previewingContext: UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController
    ) {
        navigationController?.pushViewController(viewControllerToCommit, animated: true)
    }
}
