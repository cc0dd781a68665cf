/// The images an app's bundle holds, by the name UIKit's `UIImage(named:)` finds them: asset
/// catalog image and symbol sets, loose image files.
///
/// TouchKit reads no files: the installer (module `AppInstall`) indexes an app's folder and answers
/// through this value; the system asks it when the `UIKit` module's `UIImage(named:)` runs, or when
/// the simulator serves an app's image. An app without a bundle (a manifest built in code) has none
/// (`AppManifest.bundleImages` is nil), and every name is then taken as found.
public struct BundleImages: Sendable {
    private let lookUp: @Sendable (String) -> [String]?

    /// Images answered by `lookUp`: the files of the image of a name (best first; empty when it is
    /// there but its files cannot be listed, as in a compiled `Assets.car`), or nil when there is none.
    public init(lookUp: @escaping @Sendable (String) -> [String]?) {
        self.lookUp = lookUp
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
