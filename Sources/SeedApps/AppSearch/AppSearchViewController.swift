import Foundation
public import TouchKit

/// AppSearch's main screen (the Xamarin template's single view): a title and a search field stand-in.
/// The seed's code lives in the app delegate; this screen only gives the app something to show.
@MainActor
public final class AppSearchViewController: CodeBuiltViewController {
    /// A white page with the app's name.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let title = Label(frame: CGRect(x: 20, y: 64, width: view.bounds.width - 40, height: 40))
        title.text = "AppSearch"
        title.font = .boldSystemFont(ofSize: 34)
        title.isAccessibilityElement = true
        title.accessibilityTraits = .header
        view.addSubview(title)
        let field = Label(frame: CGRect(x: 20, y: 116, width: view.bounds.width - 40, height: 36))
        field.text = "  Search"
        field.textColor = .secondaryLabel
        field.backgroundColor = .systemGroupedBackground
        field.cornerRadius = 10
        field.clipsToBounds = true
        field.isAccessibilityElement = true
        field.accessibilityTraits = .searchField
        view.addSubview(field)
    }
}
