/// Core Animation's `CATransaction`, as apps call it around layer changes.
///
/// Here layer changes have no implicit animations (they show at the next frame), so a transaction
/// only groups: `begin()`/`commit()` nest, `setDisableActions(_:)` and `setAnimationDuration(_:)`
/// are kept and read back, and `setCompletionBlock(_:)`'s block runs when the outermost transaction
/// commits (at once, since nothing animates).
@MainActor
public enum CATransaction {
    private static var depth = 0
    private static var disablesActions = false
    private static var duration: Double = 0.25
    private static var completions: [@MainActor () -> Void] = []

    /// Opens a transaction (`begin()`).
    public static func begin() { depth += 1 }

    /// Closes one; the outermost runs the completion blocks (`commit()`).
    public static func commit() {
        depth = max(0, depth - 1)
        guard depth == 0 else { return }
        let blocks = completions
        completions.removeAll()
        for block in blocks { block() }
    }

    /// Whether implicit actions are off (`disableActions()`).
    public static func disableActions() -> Bool { disablesActions }
    /// Turns implicit actions off or on (`setDisableActions(_:)`); there are none to turn off here.
    public static func setDisableActions(_ flag: Bool) { disablesActions = flag }
    /// The duration implicit animations would take (`animationDuration()`; default 0.25 s).
    public static func animationDuration() -> Double { duration }
    /// Sets it (`setAnimationDuration(_:)`).
    public static func setAnimationDuration(_ seconds: Double) { duration = seconds }
    /// Runs `block` when the outermost open transaction commits, or at once outside one
    /// (`setCompletionBlock(_:)`).
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        guard let block else { return }
        if depth == 0 { block() } else { completions.append(block) }
    }
}
