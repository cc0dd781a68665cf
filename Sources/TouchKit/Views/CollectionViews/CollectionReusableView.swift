public import Foundation

/// A view a collection view reuses (its cells, headers and footers), as UIKit's
/// `UICollectionReusableView`.
///
/// Differs: `init(frame:)` is `required`. UIKit makes a registered class's views through the
/// Objective-C runtime, which Linux Swift lacks; here the collection view calls `init(frame:)` on
/// the registered class, which Swift allows only for a required initializer. A subclass that
/// overrides it writes `required init(frame:)` (the compiler's fix-it says so); one that declares no
/// initializer of its own inherits it, as in UIKit.
@MainActor
open class CollectionReusableView: View {
    /// The identifier the collection view reuses the view by (`reuseIdentifier`).
    public package(set) var reuseIdentifier: String?

    /// Creates a view with `frame` (`init(frame:)`); collection views create registered classes
    /// this way.
    public required override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Creates a view from an archive (`init?(coder:)`, a storyboard's prototype).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The view is about to be handed out again (`prepareForReuse()`); the default does nothing.
    open func prepareForReuse() {}

    /// The layout placed the view (`apply(_:)`); the default does nothing (the collection view has
    /// already set the frame).
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}
}
