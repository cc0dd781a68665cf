public import CoreGraphics
public import Foundation

/// Where a targeted preview sits when it is not its view's own place, as UIKit's `UIPreviewTarget`
/// (iOS 13): a container view and a centre in its coordinates.
@MainActor
public final class PreviewTarget {
    /// The view the preview is placed in (`container`); it must be in a window when the menu opens.
    public let container: View
    /// The preview's centre, in the container's coordinates (`center`).
    public let center: CGPoint
    /// A transform applied to the preview (`transform`).
    public let transform: CGAffineTransform

    /// Creates a target (`UIPreviewTarget(container:center:)`).
    public init(container: View, center: CGPoint) {
        self.container = container
        self.center = center
        transform = .identity
    }

    /// Creates a target with a transform (`UIPreviewTarget(container:center:transform:)`).
    public init(container: View, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
    }
}
