package import CoreGraphics
public import QuickActionTools
public import TouchKit

// The installer's side of `UIImage(named:)`: an app folder's images indexed, answered by name.

extension BundleImages {
    /// The images `index` finds (see `NamedImageIndex` for the rules): a found image's files with
    /// the one a 3× iPhone shows first; a custom symbol (its SVG is a template sheet, not a picture)
    /// and a name that may be in a compiled `Assets.car` are found with no files; an empty image
    /// set, or no image, is nil. An image set's details are its "Render As" (`template-rendering-intent`)
    /// and, for a vector PDF, its page's size in points; the asset catalogs' PDFs are read now.
    public init(index: NamedImageIndex) {
        self.init(index: index, vectorImages: VectorImageSizes(index: index))
    }

    /// The images `index` finds, sized by the PDFs already read into `vectorImages`.
    package init(index: NamedImageIndex, vectorImages: VectorImageSizes) {
        let sizes = vectorImages.sizes
        self.init(
            lookUp: { name in
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
            },
            details: { name in
                guard case .found(let match) = index.lookUp(name), case .assetCatalog = match.location else {
                    return nil
                }
                let mode: Image.RenderingMode =
                    switch match.renderingIntent {
                    case "template": .alwaysTemplate
                    case "original": .alwaysOriginal
                    default: .automatic
                    }
                let size = match.preferredFile.flatMap { sizes[$0] }
                guard size != nil || mode != .automatic else { return nil }
                return Details(size: size, renderingMode: mode)
            })
    }

    /// The images of the bundle folder at `path` (an `.app` as Xcode lays it out, or an app's
    /// source folder): its asset catalogs and loose image files, read now.
    /// - Complexity: O(*n*) in the number of entries walked (bounded, see `AppFolder.scan`).
    public init(folder path: String) {
        self.init(index: NamedImageIndex(folder: AppFolder.scan(path)))
    }
}

/// The asset catalogs' vector PDFs read once at install: each page's size in points, and one finding
/// a file the reader cannot draw whole (what is left out: text, embedded images…) or cannot read.
package struct VectorImageSizes: Sendable {
    /// The page size of each PDF read, by its path.
    package var sizes: [String: CGSize] = [:]
    /// One warning a PDF drawn in part (code `vectorImagePartlyDrawn`) or not at all
    /// (`vectorImageUnreadable`).
    package var findings: [InstallDiagnostic] = []

    /// Reads every PDF `index`'s asset catalogs list (`NamedImageIndex.vectorImageFiles`).
    /// - Complexity: O(*n*) in the PDFs' bytes (each at most `PDFVectorImage.maximumFileSize`).
    package init(index: NamedImageIndex) {
        for path in index.vectorImageFiles {
            do {
                let image = try PDFVectorImage(contentsOfFile: path)
                sizes[path] = image.size
                if !image.notDrawn.isEmpty {
                    findings.append(
                        InstallDiagnostic(
                            severity: .warning, code: "vectorImagePartlyDrawn",
                            message: AppInstallMessages.vectorImagePartlyDrawn(path, notDrawn: image.notDrawn)
                        ))
                }
            } catch {
                findings.append(
                    InstallDiagnostic(
                        severity: .warning, code: "vectorImageUnreadable",
                        message: AppInstallMessages.vectorImageUnreadable(path, reason: error.description)))
            }
        }
    }
}
