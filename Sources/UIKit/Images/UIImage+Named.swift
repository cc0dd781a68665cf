import AppInstall
public import Foundation
import Synchronization
public import TouchKit

// UIKit's failable `UIImage(named:)`: nil when the app's bundle has no image of that name.

extension Image {
    /// UIKit's `UIImage(named:)`: the image of that name in the running app's bundle, or nil when the
    /// bundle has none, as on iOS.
    ///
    /// Found, as iOS finds them: an asset catalog's symbol set (a custom symbol) or image set of that
    /// name, else a loose file (`name.png`, `name@2x.png`, `name@3x.png`, or the name itself when it
    /// has an image extension), letter case as the files have it. A system symbol's name (`heart`)
    /// is not found: only `UIImage(systemName:)` makes those. The empty name is nil.
    ///
    /// An image found in the running app's bundle is named `<bundle identifier>/<name>`, the name
    /// under which the simulator serves its file (`Device.artwork(forImageNamed:)`), so the page shows
    /// the app's own picture.
    ///
    /// An image set's "Render As" (`template-rendering-intent` in its `Contents.json`) is the image's
    /// `renderingMode`: `.alwaysTemplate` for "Template Image", `.alwaysOriginal` for "Original Image",
    /// as on iOS. A vector PDF image set's image is the size of its page's box in points (iOS's size
    /// for a "Single Scale" PDF); other images' sizes are `.zero` (TouchKit decodes no pixels).
    ///
    /// Differs: an app without a bundle — a TouchKit app built in code, or code running outside any
    /// app (a test with no `AppBundle` installed) when `Bundle.main` is not an app bundle either —
    /// has nothing to look in, so every other name is found (the renderer resolves it, as TouchKit's
    /// `Image(resourceNamed:)`). The running app is the one whose code runs now on the main actor
    /// (`Application.current`); elsewhere, `Bundle.main`. See docs/YourApp.md.
    public init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// UIKit's `UIImage(named:in:compatibleWith:)` (iOS 8): the image of that name in `bundle` (nil:
    /// the running app's), or nil when it has none (see `init(named:)`).
    ///
    /// `Bundle.main` is the running app's bundle, as on iOS; another bundle is read from its folder
    /// (once per process). Differs: `traitCollection` chooses nothing (no size-class or appearance
    /// variants are picked).
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard !name.isEmpty else { return nil }
        guard let found = NamedImages.images(in: bundle) else {
            self.init(resourceNamed: name)
            return
        }
        guard let files = found.images.files(named: name) else { return nil }
        let details = found.images.details(named: name)
        if let app = found.app, !files.isEmpty {
            // The running app's image, by the render name the simulator serves its files under.
            self.init(resourceNamed: app + "/" + name, size: details?.size)
        } else {
            self.init(resourceNamed: name, size: details?.size)
        }
        if let mode = details?.renderingMode { self = withRenderingMode(mode) }
    }
}

/// Where `UIImage(named:)` looks: the running app's bundle images, or a bundle folder's, indexed once.
enum NamedImages {
    /// Bundle folders already indexed, by path.
    private static let indexed = Mutex<[String: BundleImages]>([:])

    /// The images of `bundle` (nil, `Bundle.main` or a bundle with the running app's identifier: the
    /// running app's), with the running app's
    /// bundle identifier when they are its; nil when there is no bundle to look in (a TouchKit app
    /// built in code, or `Bundle.main` with no Info.plist).
    static func images(in bundle: Bundle?) -> (images: BundleImages, app: String?)? {
        let main = Bundle.main
        // The running app's own bundle is its images too when named by another `Bundle` object: an
        // app sharing its program with other apps has its own bundle apart from Foundation's main
        // (`ForceTouchAppBundle.main`, docs/Simulator.md, "Several apps").
        if let running = runningAppImages(),
            bundle == nil || bundle?.bundleURL.standardizedFileURL == main.bundleURL.standardizedFileURL
                || bundle?.bundleIdentifier == running.app
        {
            return (running.images, running.app)
        }
        let folder = (bundle ?? main).bundleURL.standardizedFileURL
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Info.plist").path) else {
            return nil
        }
        if let known = indexed.withLock({ $0[folder.path] }) { return (known, nil) }
        let images = BundleImages(folder: folder.path)
        indexed.withLock { $0[folder.path] = images }
        return (images, nil)
    }

    /// The bundle images and identifier of the app whose code runs now on the main actor; nil off the
    /// main queue, between calls, or for an app without a bundle.
    private static func runningAppImages() -> (images: BundleImages, app: String)? {
        guard MainQueue.isCurrent else { return nil }
        return MainActor.assumeIsolated {
            guard let application = Application.current,
                let images = application.configuration.bundleImages
            else { return nil }
            return (images, application.bundleIdentifier)
        }
    }
}
