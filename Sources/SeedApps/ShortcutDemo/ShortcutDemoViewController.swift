import Foundation
public import TouchKit

/// The storyboard's initial view controller: an empty white screen, as Xcode's template makes it.
@MainActor
public final class ShortcutDemoViewController: CodeBuiltViewController {
    /// A white background.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}
