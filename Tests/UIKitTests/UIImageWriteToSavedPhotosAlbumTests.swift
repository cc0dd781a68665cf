import ForceTouchTesting
import Foundation
import Testing
import UIKit

/// An app that saves the picture it shows to the Camera Roll when it launches, as the 2020
/// context-menu sample's "存储" (Save) action does: `UIImageWriteToSavedPhotosAlbum(image, self, nil, nil)`.
final class PhotoSaverAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    nonisolated(unsafe) static var withCompletion = false

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30)).image { context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 30))
        }
        if Self.withCompletion {
            UIImageWriteToSavedPhotosAlbum(
                image, self, Selector("image:didFinishSavingWithError:contextInfo:"), nil)
        } else {
            UIImageWriteToSavedPhotosAlbum(image, self, nil, nil)
        }
        return true
    }
}

@MainActor
@Suite("UIImageWriteToSavedPhotosAlbum: the Camera Roll, and the usage description iOS requires")
struct UIImageWriteToSavedPhotosAlbumTests {
    func launch(_ fixture: String) throws -> TestDevice {
        let app = try AppBundle(infoPlist: Fixture.plist(fixture), delegate: PhotoSaverAppDelegate.self)
        let device = try TestDevice()
        try device.install(app)
        try device.launch(app.bundleIdentifier)
        return device
    }

    @Test("with NSPhotoLibraryAddUsageDescription the image lands in the device's photo library")
    func saved() throws {
        PhotoSaverAppDelegate.withCompletion = false
        let device = try launch("PhotoSaver")
        let library = try #require(device.device.services.photoLibrary.savedImages.last)
        #expect(library.bundleIdentifier == "com.example.photosaver")
        #expect(library.image.size == CGSize(width: 40, height: 30))
        #expect(device.diagnostics.isEmpty, "\(device.diagnostics)")
    }

    @Test(
        "without the usage description nothing is saved, and the diagnostic names the key (iOS ends the app)")
    func missingUsageDescription() throws {
        PhotoSaverAppDelegate.withCompletion = false
        let device = try launch("PhotoSaverNoKey")
        #expect(device.device.services.photoLibrary.savedImages.isEmpty)
        let diagnostic = try #require(device.diagnostics.last)
        #expect(diagnostic.message.contains("NSPhotoLibraryAddUsageDescription"))
        #expect(diagnostic.message.contains("UIImageWriteToSavedPhotosAlbum: this app has crashed"))
    }

    @Test("a completion selector cannot be sent here: the image is saved and a diagnostic says so")
    func completionSelector() throws {
        PhotoSaverAppDelegate.withCompletion = true
        defer { PhotoSaverAppDelegate.withCompletion = false }
        let device = try launch("PhotoSaver")
        #expect(device.device.services.photoLibrary.savedImages.count == 1)
        #expect(
            device.diagnostics.contains {
                $0.message.contains("completion selector 'image:didFinishSavingWithError:contextInfo:'")
            })
    }
}
