import UIKit

/// Corpus: peek and pop on a table view, the iOS 9 way — register the table for previewing when the
/// traits say 3D Touch is available, preview the row under the finger, pop by showing the preview.
class ContactsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate,
    UIViewControllerPreviewingDelegate
{
    let tableView = UITableView(frame: .zero, style: .plain)
    var contacts = Contact.samples
    var previewingContext: UIViewControllerPreviewing?
    private(set) var committed: [String] = []

    override func loadView() {
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ContactCell")
        view = tableView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        registerForPreviewingIfAvailable()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        registerForPreviewingIfAvailable()
    }

    private func registerForPreviewingIfAvailable() {
        guard isViewLoaded, previewingContext == nil, traitCollection.forceTouchCapability == .available
        else {
            return
        }
        previewingContext = registerForPreviewing(with: self, sourceView: tableView)
    }

    // MARK: - UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return contacts.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ContactCell", for: indexPath)
        cell.textLabel?.text = contacts[indexPath.row].name
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = ContactDetailViewController(contact: contacts[indexPath.row])
        navigationController?.pushViewController(detail, animated: true)
    }

    // MARK: - UIViewControllerPreviewingDelegate

    func previewingContext(
        _ previewingContext: UIViewControllerPreviewing, viewControllerForLocation location: CGPoint
    )
        -> UIViewController?
    {
        guard let indexPath = tableView.indexPathForRow(at: location),
            let cell = tableView.cellForRow(at: indexPath)
        else { return nil }
        let detail = ContactDetailViewController(contact: contacts[indexPath.row])
        detail.preferredContentSize = CGSize(width: 0, height: 300)
        previewingContext.sourceRect = cell.frame
        detail.onDelete = { [weak self] contact in
            self?.contacts.removeAll { $0 == contact }
            self?.tableView.reloadData()
        }
        return detail
    }

    func previewingContext(
        _ previewingContext: UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController
    ) {
        if let detail = viewControllerToCommit as? ContactDetailViewController {
            committed.append(detail.contact.name)
        }
        show(viewControllerToCommit, sender: self)
    }
}
