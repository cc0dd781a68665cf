import Foundation
import Testing
import TouchKit

// A postcard app in the style of Apple's samples: its "Choose Photo" button presents an image
// picker, and the delegate puts the picked photo on the card or notes the cancel.

/// The postcard's picker delegate: records what the picker reported and dismisses it.
@MainActor
final class PostcardPickerDelegate: ImagePickerControllerDelegate, NavigationControllerDelegate {
    var picked: [Image] = []
    var types: [String] = []
    var cancels = 0

    func imagePickerController(
        _ picker: ImagePickerController,
        didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any]
    ) {
        if let image = info[.originalImage] as? Image { picked.append(image) }
        if let type = info[.mediaType] as? String { types.append(type) }
        picker.dismiss(animated: false)
    }

    func imagePickerControllerDidCancel(_ picker: ImagePickerController) {
        cancels += 1
        picker.dismiss(animated: false)
    }
}

/// The same delegate written against Swift 4's string-keyed method.
@MainActor
final class Swift4PickerDelegate: ImagePickerControllerDelegate, NavigationControllerDelegate {
    var keys: [String] = []

    func imagePickerController(
        _ picker: ImagePickerController, didFinishPickingMediaWithInfo info: [String: Any]
    ) {
        keys = info.keys.sorted()
        picker.dismiss(animated: false)
    }
}

@MainActor
@Suite("UIImagePickerController: the Camera Roll as a grid, no camera as on the iOS Simulator")
struct ImagePickerControllerTests {
    let beach = Image(resourceNamed: "beach", size: CGSize(width: 300, height: 200))
    let harbour = Image(resourceNamed: "harbour", size: CGSize(width: 200, height: 300))

    func presentPicker(saving images: [Image], delegate: any NavigationControllerDelegate) -> (
        HostFixture, ImagePickerController
    ) {
        let fixture = launchedApp { ViewController() }
        fixture.host.tick()
        let library = fixture.host.application!.services!.photoLibrary
        for image in images { library.save(image, from: "com.example.camera") }
        let picker = ImagePickerController()
        picker.delegate = delegate
        fixture.host.application!.keyWindow!.rootViewController!.present(picker, animated: false)
        fixture.host.tick()
        return (fixture, picker)
    }

    func photoButtons(_ picker: ImagePickerController) -> [Button] {
        picker.topViewController!.view.subviews.compactMap { $0 as? Button }
    }

    @Test("The camera is unavailable and asking for it is reported; the library is there")
    func sources() {
        #expect(!ImagePickerController.isSourceTypeAvailable(.camera))
        #expect(ImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(ImagePickerController.availableMediaTypes(for: .camera) == nil)
        let delegate = PostcardPickerDelegate()
        let (fixture, picker) = presentPicker(saving: [], delegate: delegate)
        picker.sourceType = .camera
        #expect(picker.sourceType == .photoLibrary)
        #expect(fixture.recorder.diagnostics.contains { $0.message.contains("isSourceTypeAvailable") })
    }

    @Test("The picker lists the saved photos newest first; a tap picks one for the delegate")
    func pick() {
        let delegate = PostcardPickerDelegate()
        let (fixture, picker) = presentPicker(saving: [beach, harbour], delegate: delegate)
        #expect(picker.topViewController?.title == "Photos")
        let buttons = photoButtons(picker)
        #expect(buttons.map { $0.image(for: .normal) } == [harbour, beach])
        let window = fixture.host.application!.keyWindow!
        let center = buttons[1].convert(
            CGPoint(x: buttons[1].bounds.midX, y: buttons[1].bounds.midY), to: window)
        var finger = Finger(window, time: fixture.clock.now)
        finger.tap(center.x, center.y)
        fixture.host.tick()
        #expect(delegate.picked == [beach])
        #expect(delegate.types == ["public.image"])
        #expect(window.rootViewController!.presentedViewController == nil)
    }

    @Test("An empty library says so, and Cancel reaches the delegate")
    func emptyAndCancel() {
        let delegate = PostcardPickerDelegate()
        let (fixture, picker) = presentPicker(saving: [], delegate: delegate)
        let label = picker.topViewController!.view.subviews.compactMap { $0 as? Label }.first
        #expect(label?.text == "No Photos or Videos")
        #expect(photoButtons(picker).isEmpty)
        let cancel = picker.topViewController!.navigationItem.rightBarButtonItem
        #expect(cancel != nil)
        #expect(picker.navigationBar.rightButton.currentTitle == "Cancel")
        picker.navigationBar.rightButton.sendActions(for: .touchUpInside)
        fixture.host.tick()
        #expect(delegate.cancels == 1)
        #expect(fixture.host.application!.keyWindow!.rootViewController!.presentedViewController == nil)
    }

    @Test("A Swift 4 delegate gets the info with UIKit's string keys")
    func swift4Keys() {
        let delegate = Swift4PickerDelegate()
        let (_, picker) = presentPicker(saving: [beach], delegate: delegate)
        photoButtons(picker)[0].sendActions(for: .primaryActionTriggered)
        #expect(
            delegate.keys == ["UIImagePickerControllerMediaType", "UIImagePickerControllerOriginalImage"])
    }
}
