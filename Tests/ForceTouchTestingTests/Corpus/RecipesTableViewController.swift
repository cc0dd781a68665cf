import UIKit

/// Corpus: a `UITableViewController` subclass as Xcode's template writes it — every table method
/// marked `override` — with peek and pop registered on its view when 3D Touch is available.
class RecipesTableViewController: UITableViewController, UIViewControllerPreviewingDelegate {
    var recipes = ["Pancakes", "Ratatouille", "Shakshuka", "Tiramisu", "Gazpacho", "Risotto"]
    private(set) var committed: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipes"
        clearsSelectionOnViewWillAppear = true
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        if traitCollection.forceTouchCapability == .available {
            registerForPreviewing(with: self, sourceView: view)
        }
    }

    // MARK: - Table view data source

    override func numberOfSections(in tableView: UITableView) -> Int {
        return 1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return recipes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel!.text = recipes[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = RecipeDetailViewController(recipe: recipes[indexPath.row])
        navigationController?.pushViewController(detail, animated: true)
    }

    // MARK: - UIViewControllerPreviewingDelegate

    func previewingContext(
        _ previewingContext: UIViewControllerPreviewing, viewControllerForLocation location: CGPoint
    ) -> UIViewController? {
        guard let indexPath = tableView.indexPathForRow(at: location) else { return nil }
        previewingContext.sourceRect = tableView.rectForRow(at: indexPath)
        return RecipeDetailViewController(recipe: recipes[indexPath.row])
    }

    func previewingContext(
        _ previewingContext: UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController
    ) {
        if let detail = viewControllerToCommit as? RecipeDetailViewController {
            committed.append(detail.recipe)
        }
        show(viewControllerToCommit, sender: self)
    }
}
