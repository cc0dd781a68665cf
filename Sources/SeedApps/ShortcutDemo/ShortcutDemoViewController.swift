import Foundation
public import TouchKit

/// The storyboard's initial view controller: an empty white screen, as Xcode's template makes it.
@MainActor
public final class ShortcutDemoViewController: ViewController {
    /// Creates the controller.
    public override init() {
        super.init()
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this screen is built in code only.
    @available(*, unavailable, message: "built in code only")
    required init?(coder: NSCoder) { nil }

    /// A white background.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}
