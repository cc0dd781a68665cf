public import Foundation

/// An image file's bytes for embedding (a template icon found in the app folder).
public struct TemplateImage: Sendable, Hashable {
    /// `image/png` or `image/jpeg`.
    public var mimeType: String
    /// The file's bytes.
    public var data: Data

    /// Creates an image.
    public init(mimeType: String, data: Data) {
        self.mimeType = mimeType
        self.data = data
    }
}
