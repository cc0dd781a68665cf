public import Foundation
public import Storyboards
import TouchKit

/// The `NSCoder` a storyboard passes to `init?(coder:)`: what the app's generated registry hands
/// its classes' initializers (`ForceTouchRegistry.Class.make`).
///
/// Matches UIKit in use: an `init?(coder:)` that calls `super.init(coder:)` works. Differs: the
/// archived values are not decoded through it (the storyboard applies the object's attributes after
/// the initializer returns, docs/Storyboards.md); `decodeObject(forKey:)` gives nil, and
/// `containsValue(forKey:)` is false for every key but one: a table view cell's style
/// (`UITableViewCell.styleCodingKey`), which its `init?(coder:)` needs before the attributes are
/// applied, as the labels a style has are made there. `object` is the storyboard's description of
/// what is being made.
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

    /// Whether `key` is archived (`containsValue(forKey:)`): only a table view cell's style key, for a
    /// `tableViewCell` element.
    public override func containsValue(forKey key: String) -> Bool {
        key == TableViewCell.styleCodingKey && object?.element == .tableViewCell
    }

    /// The archived integer for `key` (`decodeInteger(forKey:)`): a table view cell's style as a
    /// `CellStyle` raw value (`style="IBUITableViewCellStyleSubtitle"` is 3; no `style`, or one
    /// Interface Builder does not write, is the default style, 0, as Xcode reads it); 0 for any other
    /// key, as a keyed coder gives for a key it lacks.
    public override func decodeInteger(forKey key: String) -> Int {
        guard containsValue(forKey: key), let object else { return 0 }
        return Self.cellStyle(object.style).rawValue
    }

    /// The cell style an Interface Builder `style` attribute names (`IBUITableViewCellStyle…`).
    static func cellStyle(_ style: String?) -> TableViewCell.CellStyle {
        switch style {
        case "IBUITableViewCellStyleValue1": .value1
        case "IBUITableViewCellStyleValue2": .value2
        case "IBUITableViewCellStyleSubtitle": .subtitle
        default: .default
        }
    }

    /// Nothing is decoded through the coder (`decodeObject(forKey:)` is nil).
    public override func decodeObject(forKey key: String) -> Any? { nil }
}
