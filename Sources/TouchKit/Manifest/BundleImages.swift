public import CoreGraphics

/// The images an app's bundle holds, by the name UIKit's `UIImage(named:)` finds them: asset
/// catalog image and symbol sets, loose image files.
///
/// TouchKit reads no files: the installer (module `AppInstall`) indexes an app's folder and answers
/// through this value; the system asks it when the `UIKit` module's `UIImage(named:)` runs, or when
/// the simulator serves an app's image. An app without a bundle (a manifest built in code) has none
/// (`AppManifest.bundleImages` is nil), and every name is then taken as found.
public struct BundleImages: Sendable {
    /// What the bundle says of an image beyond its files: its size when the bundle knows it (a
    /// vector PDF's page), and the rendering mode its asset catalog asks for (Xcode's "Render As").
    public struct Details: Sendable, Hashable {
        /// The size in points; nil when only the renderer knows it (a PNG, whose pixels TouchKit does
        /// not decode).
        public var size: CGSize?
        /// `.alwaysTemplate` for "Template Image", `.alwaysOriginal` for "Original Image",
        /// `.automatic` for "Default" (how iOS reports an asset catalog image's `renderingMode`).
        public var renderingMode: Image.RenderingMode

        /// Details of an image.
        public init(size: CGSize? = nil, renderingMode: Image.RenderingMode = .automatic) {
            self.size = size
            self.renderingMode = renderingMode
        }
    }

    private let lookUp: @Sendable (String) -> [String]?
    private let detailsOf: @Sendable (String) -> Details?

    /// Images answered by `lookUp`: the files of the image of a name (best first; empty when it is
    /// there but its files cannot be listed, as in a compiled `Assets.car`), or nil when there is none;
    /// and by `details`: what is known of a found image beyond its files (nil: nothing).
    public init(
        lookUp: @escaping @Sendable (String) -> [String]?,
        details: @escaping @Sendable (String) -> Details? = { _ in nil }
    ) {
        self.lookUp = lookUp
        self.detailsOf = details
    }

    /// What the bundle knows of the image `name` beyond its files (size, rendering mode); nil when it
    /// knows nothing more, or has no such image.
    public func details(named name: String) -> Details? {
        detailsOf(name)
    }

    /// The files of the image `name`, best first; empty when it is there but its files are not
    /// known; nil when the bundle has no image of that name.
    public func files(named name: String) -> [String]? {
        lookUp(name)
    }

    /// Whether the bundle has an image of that name (`UIImage(named:)` is not nil).
    public func contains(named name: String) -> Bool {
        lookUp(name) != nil
    }
}
