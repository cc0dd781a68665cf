public import Foundation
public import Storyboards

/// The `NSCoder` a storyboard passes to `init?(coder:)`: what the app's generated registry hands
/// its classes' initializers (`ForceTouchRegistry.Class.make`).
///
/// Matches UIKit in use: an `init?(coder:)` that calls `super.init(coder:)` works, and one that
/// checks `containsValue(forKey:)` finds nothing archived. Differs: the archived values are not
/// decoded through it (the storyboard applies the object's attributes after the initializer
/// returns, docs/Storyboards.md); `decodeObject(forKey:)` gives nil. `object` is the storyboard's
/// description of what is being made.
public final class StoryboardCoder: NSCoder {
    /// The object being made, as the storyboard describes it (nil for a plain fallback).
    public let object: StoryboardObject?

    /// A coder for `object`.
    public init(object: StoryboardObject?) {
        self.object = object
        super.init()
    }

    /// Keyed, as a nib's coder is (`allowsKeyedCoding`).
    public override var allowsKeyedCoding: Bool { true }

    /// Nothing is decoded through the coder (`containsValue(forKey:)` is false).
    public override func containsValue(forKey key: String) -> Bool { false }

    /// Nothing is decoded through the coder (`decodeObject(forKey:)` is nil).
    public override func decodeObject(forKey key: String) -> Any? { nil }
}
