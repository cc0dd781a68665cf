import UIKit

/// Corpus: the full-size photo, shown as the context menu's preview and pushed on commit.
class PhotoViewController: UIViewController {
    let name: String
    private let caption = UILabel()

    init(name: String) {
        self.name = name
        super.init()
        preferredContentSize = CGSize(width: 300, height: 220)
    }
    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = name
        view.backgroundColor = .white
        caption.text = "Photo: \(name)"
        caption.frame = CGRect(x: 16, y: 16, width: 268, height: 24)
        view.addSubview(caption)
    }
}
