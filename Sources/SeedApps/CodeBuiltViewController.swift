import Foundation
public import TouchKit

/// A seed app's screen that is built in code, never unarchived: `init()` makes it and
/// `init?(coder:)` is unavailable. The screens with nothing else to set up at creation subclass it
/// and inherit both, so the policy is written once.
@MainActor
public class CodeBuiltViewController: ViewController {
    /// Creates the screen.
    public override init() {
        super.init()
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this screen is built in code only.
    @available(*, unavailable, message: "built in code only")
    required init?(coder: NSCoder) { nil }
}
