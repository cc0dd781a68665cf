public import TouchKit

/// The storyboard's initial view controller: an empty white screen, as Xcode's template makes it.
@MainActor
public final class ShortcutDemoViewController: ViewController {
    /// Creates the controller.
    public override init() {
        super.init()
    }

    /// A white background.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}
