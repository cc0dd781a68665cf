import UIKit

/// One note; as a peek it offers Share and Delete.
public class NoteViewController: UIViewController {
    public let note: Note
    let store: NoteStore
    var onDelete: (() -> Void)?
    private let bodyLabel = UILabel()

    init(note: Note, store: NoteStore) {
        self.note = note
        self.store = store
        super.init(nibName: nil, bundle: nil)
        title = note.title
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        bodyLabel.text = note.body.isEmpty ? "(empty)" : note.body
        bodyLabel.numberOfLines = 0
        bodyLabel.frame = CGRect(x: 16, y: 80, width: 343, height: 60)
        view.addSubview(bodyLabel)
    }

    public override var previewActionItems: [UIPreviewActionItem] {
        let share = UIPreviewAction(title: "Share", style: .default) { _, _ in }
        let delete = UIPreviewAction(title: "Delete", style: .destructive) { [weak self] _, _ in
            guard let self else { return }
            self.store.delete(id: self.note.id)
            self.onDelete?()
        }
        return [share, delete]
    }
}
