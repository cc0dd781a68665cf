// UIKit's `UIImageWriteToSavedPhotosAlbum`: an app saves an image to the Camera Roll.

/// Saves `image` to the device's Camera Roll (`UIImageWriteToSavedPhotosAlbum`, iOS 2), into the
/// device's `DeviceServices.photoLibrary`.
///
/// Matches iOS: since iOS 11 the app's Info.plist must say why (`NSPhotoLibraryAddUsageDescription`,
/// or the older full-access `NSPhotoLibraryUsageDescription`); without it iOS ends the app, here the
/// image is not saved and the device's diagnostics say which key to add. Differs: the user's permission
/// is taken as given; and a completion selector (`image(_:didFinishSavingWithError:contextInfo:)`)
/// cannot be sent without the Objective-C runtime, so with one the image is saved and a diagnostic
/// says the completion was not called.
@MainActor
public func UIImageWriteToSavedPhotosAlbum(
    _ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
    _ contextInfo: UnsafeMutableRawPointer?
) {
    let api = "UIImageWriteToSavedPhotosAlbum"
    let application = Application.current
    let descriptions = application?.configuration.usageDescriptions ?? [:]
    guard
        descriptions["NSPhotoLibraryAddUsageDescription"] != nil
            || descriptions["NSPhotoLibraryUsageDescription"] != nil
    else {
        report(.usageDescriptionMissing(api: api, key: "NSPhotoLibraryAddUsageDescription"), in: application)
        return
    }
    let library = application?.services?.photoLibrary
    library?.save(image, from: application?.bundleIdentifier)
    application?.log("\(api): an image of \(Int(image.size.width)) × \(Int(image.size.height)) points saved")
    if let completionSelector, completionTarget != nil {
        report(.completionSelectorNotSent(api: api, selector: completionSelector.name), in: application)
    }
}

@MainActor
private func report(_ misuse: InterfaceMisuse, in application: Application?) {
    if let application {
        application.report(.interfaceMisuse(misuse))
    } else {
        Window.reportUnhosted(misuse)
    }
}
