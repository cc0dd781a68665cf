public import QuickActionTools
public import TouchKit

// The installer's side of `UIImage(named:)`: an app folder's images indexed, answered by name.

extension BundleImages {
    /// The images `index` finds (see `NamedImageIndex` for the rules): a found image's files with
    /// the one a 3× iPhone shows first; a custom symbol (its SVG is a template sheet, not a picture)
    /// and a name that may be in a compiled `Assets.car` are found with no files; an empty image
    /// set, or no image, is nil.
    public init(index: NamedImageIndex) {
        self.init { name in
            switch index.lookUp(name) {
            case .found(let match):
                if case .symbolSet = match.location { return [] }
                guard let preferred = match.preferredFile else { return match.files }
                return [preferred] + match.files.filter { $0 != preferred }
            case .possiblyInCompiledCatalog:
                return []
            case .emptyImageSet, .notFound:
                return nil
            }
        }
    }

    /// The images of the bundle folder at `path` (an `.app` as Xcode lays it out, or an app's
    /// source folder): its asset catalogs and loose image files, read now.
    /// - Complexity: O(*n*) in the number of entries walked (bounded, see `AppFolder.scan`).
    public init(folder path: String) {
        self.init(index: NamedImageIndex(folder: AppFolder.scan(path)))
    }
}
