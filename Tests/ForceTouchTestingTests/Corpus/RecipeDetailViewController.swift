import UIKit

/// Corpus: a detail controller with its own initializer, calling UIKit's designated
/// `init(nibName:bundle:)` and declaring the `init?(coder:)` every such subclass must.
class RecipeDetailViewController: UIViewController {
    let recipe: String
    private let nameLabel = UILabel()

    init(recipe: String) {
        self.recipe = recipe
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = recipe
        view.backgroundColor = .white
        nameLabel.text = "How to make \(recipe)"
        nameLabel.frame = CGRect(x: 20, y: 120, width: 335, height: 30)
        view.addSubview(nameLabel)
    }

    override var previewActionItems: [UIPreviewActionItem] {
        let favourite = UIPreviewAction(title: "Favourite", style: .default) { _, _ in }
        return [favourite]
    }
}
