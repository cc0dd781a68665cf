import UIKit

/// Corpus: the previewed screen, with preview actions (a plain action, a destructive one, and a group).
class ContactDetailViewController: UIViewController {
    let contact: Contact
    var onDelete: ((Contact) -> Void)?
    private(set) var chosenActions: [String] = []
    private let nameLabel = UILabel()
    private let phoneLabel = UILabel()

    init(contact: Contact) {
        self.contact = contact
        super.init()
    }
    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = contact.name
        view.backgroundColor = .white
        nameLabel.text = contact.name
        nameLabel.font = UIFont.boldSystemFont(ofSize: 24)
        nameLabel.frame = CGRect(x: 16, y: 100, width: 340, height: 30)
        phoneLabel.text = contact.phone
        phoneLabel.font = UIFont.preferredFont(forTextStyle: .body)
        phoneLabel.textColor = .gray
        phoneLabel.frame = CGRect(x: 16, y: 140, width: 340, height: 24)
        view.addSubview(nameLabel)
        view.addSubview(phoneLabel)
    }

    override var previewActionItems: [UIPreviewActionItem] {
        let call = UIPreviewAction(title: "Call", style: .default) { [weak self] _, _ in
            self?.chosenActions.append("Call")
        }
        let delete = UIPreviewAction(title: "Delete", style: .destructive) {
            [weak self] _, previewViewController in
            guard let self, let detail = previewViewController as? ContactDetailViewController else { return }
            self.chosenActions.append("Delete")
            self.onDelete?(detail.contact)
        }
        let share = UIPreviewActionGroup(
            title: "Share…", style: .default,
            actions: [
                UIPreviewAction(title: "Message", style: .default) { _, _ in },
                UIPreviewAction(title: "Mail", style: .default) { _, _ in },
            ])
        return [call, share, delete]
    }
}
