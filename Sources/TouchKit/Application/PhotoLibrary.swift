public import Foundation

/// The device's photo library as far as apps can add to it: the images saved to the Camera Roll
/// (TouchKit's addition; on iOS `UIImageWriteToSavedPhotosAlbum` adds to it and the Photos app shows
/// it). The user's permission is taken as given (ours: the simulator answers iOS's one-time
/// "would like to add to your photos" alert with OK).
@MainActor
public final class PhotoLibrary {
    /// One saved image and the app that saved it.
    public struct SavedImage: Sendable, Hashable {
        /// The image.
        public var image: Image
        /// The saving app's bundle identifier (nil when no app was running).
        public var bundleIdentifier: String?
    }

    /// The images saved, oldest first.
    public private(set) var savedImages: [SavedImage] = []

    /// An empty library.
    public init() {}

    /// Adds `image` to the Camera Roll on behalf of `bundleIdentifier`.
    public func save(_ image: Image, from bundleIdentifier: String?) {
        savedImages.append(SavedImage(image: image, bundleIdentifier: bundleIdentifier))
    }
}
