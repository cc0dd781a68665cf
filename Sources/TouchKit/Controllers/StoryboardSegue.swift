public import Foundation

/// A transition from one view controller to another that a storyboard describes, as UIKit's
/// `UIStoryboardSegue`: what `prepare(for:sender:)` receives.
///
/// Matches UIKit: `identifier`, `source` and `destination` are set when it is made, and `perform()`
/// runs the transition (a push, a presentation, an unwind); a subclass overrides `perform()`.
/// Differs: the storyboard's own kinds (show, present, unwind…) are this class with a perform
/// handler rather than UIKit's private subclasses, and a storyboard's custom segue class is not
/// made (docs/Storyboards.md).
@MainActor
open class StoryboardSegue {
    /// The segue's identifier in the storyboard (`identifier`); nil when it has none.
    public let identifier: String?
    /// The controller the segue starts from (`source`): the scene's controller.
    public let source: ViewController
    /// The controller it leads to (`destination`); for an unwind segue, the controller unwound to.
    public let destination: ViewController
    private let performHandler: (@MainActor () -> Void)?

    /// A segue (`init(identifier:source:destination:)`); `perform()` does nothing until a subclass
    /// overrides it.
    public init(identifier: String?, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = nil
    }

    /// A segue whose `perform()` runs `performHandler`
    /// (`init(identifier:source:destination:performHandler:)`, iOS 10).
    public init(
        identifier: String?, source: ViewController, destination: ViewController,
        performHandler: @escaping @MainActor () -> Void
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
    }

    /// Runs the transition (`perform()`): the perform handler, if any.
    open func perform() {
        performHandler?()
    }
}
