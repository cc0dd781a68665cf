public import CoreGraphics

/// The stack of drawing contexts UIKit keeps for `UIGraphicsGetCurrentContext()`,
/// `UIGraphicsPushContext(_:)` and `UIGraphicsPopContext()` (a TouchKit type; UIKit's names are
/// functions in the UIKit module over it).
///
/// Matches UIKit: the display pass pushes a context for the view being drawn before `draw(_:)` and
/// pops it after; image contexts push theirs; `current` is the top, nil when the stack is empty
/// (outside `draw(_:)`, with no image context open). Main actor only, as UIKit's drawing is on
/// the main thread. Differs: the display pass's context is made only when something asks for it
/// (`current`), so a view that draws nothing costs no context; a context pushed with `push(_:)` is
/// used as it is.
@MainActor
public enum GraphicsContextStack {
    /// One entry: a context, or what makes the display pass's context on first use.
    struct Entry {
        var context: CGContext?
        var make: (() -> CGContext)?
    }

    static var entries: [Entry] = []

    /// The context on top of the stack (`UIGraphicsGetCurrentContext()`), nil when there is none.
    public static var current: CGContext? {
        guard let last = entries.indices.last else { return nil }
        if let context = entries[last].context { return context }
        let context = entries[last].make?()
        entries[last].context = context
        return context
    }

    /// Makes `context` the current one (`UIGraphicsPushContext(_:)`).
    public static func push(_ context: CGContext) {
        entries.append(Entry(context: context, make: nil))
    }

    /// Makes the context below the top the current one (`UIGraphicsPopContext()`); nothing happens
    /// when the stack is empty (UIKit logs and ignores it).
    public static func pop() {
        if !entries.isEmpty { entries.removeLast() }
    }

    /// How many contexts are on the stack.
    public static var depth: Int { entries.count }

    /// Pushes an entry that makes its context with `make` on first use; `popLazy()` returns the
    /// context when it was made.
    static func pushLazy(_ make: @escaping () -> CGContext) {
        entries.append(Entry(context: nil, make: make))
    }

    /// Pops the top entry, returning its context if it was made.
    static func popLazy() -> CGContext? {
        entries.popLast()?.context
    }
}
