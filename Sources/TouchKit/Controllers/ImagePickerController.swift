public import Foundation

/// Picks a photo from the device's library, as UIKit's `UIImagePickerController`.
///
/// A navigation controller whose one screen lists the device's photos (`DeviceServices.photoLibrary`,
/// the images saved to the Camera Roll), newest first, as a grid of buttons; a tap on one calls the
/// delegate's `imagePickerController(_:didFinishPickingMediaWithInfo:)` with the image
/// (`.originalImage`) and `"public.image"` (`.mediaType`), and Cancel calls
/// `imagePickerControllerDidCancel(_:)`. An empty library shows "No Photos or Videos", as iOS's
/// picker does. Differs from UIKit: there is no camera, as on the iOS Simulator
/// (`isSourceTypeAvailable(.camera)` is `false`, and asking for it is reported and ignored where UIKit
/// raises), no editing (`allowsEditing` is kept but no crop screen appears), no videos, and the
/// library has no albums: `.photoLibrary` and `.savedPhotosAlbum` show the same Camera Roll.
@MainActor
open class ImagePickerController: NavigationController {
    /// Where the picker takes images from, as `UIImagePickerController.SourceType`, with UIKit's raw
    /// values.
    public enum SourceType: Int, Sendable, Hashable, CaseIterable {
        /// The photo library (`.photoLibrary`).
        case photoLibrary = 0
        /// The camera (`.camera`): never available here, as on the iOS Simulator.
        case camera = 1
        /// The Camera Roll (`.savedPhotosAlbum`).
        case savedPhotosAlbum = 2
    }

    /// A key of the info dictionary the delegate gets, as `UIImagePickerController.InfoKey`
    /// (Swift 4: the `UIImagePickerController…` string constants), with UIKit's string values.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        /// The key's string.
        public let rawValue: String
        /// A key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The picked image (`.originalImage`), an `Image`.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The edited image (`.editedImage`); never given here (no editing).
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The crop rectangle (`.cropRect`); never given here (no editing).
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// The media's type identifier (`.mediaType`): `"public.image"`.
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    }

    /// The delegate told of the pick or the cancel (`delegate`). It is the navigation controller's
    /// delegate, as in UIKit (which types it `UIImagePickerControllerDelegate &
    /// UINavigationControllerDelegate`); the picker calls it when it conforms to
    /// `ImagePickerControllerDelegate`.
    public var imagePickerDelegate: (any ImagePickerControllerDelegate)? {
        delegate as? any ImagePickerControllerDelegate
    }

    /// Where images come from (`sourceType`; `.photoLibrary` by default). Setting a source that
    /// `isSourceTypeAvailable(_:)` denies is reported and leaves it unchanged (UIKit raises).
    open var sourceType: SourceType = .photoLibrary {
        didSet {
            guard !ImagePickerController.isSourceTypeAvailable(sourceType) else { return }
            let denied = sourceType
            sourceType = oldValue
            reportMisuse(.imagePickerSourceUnavailable(sourceType: "\(denied)"))
        }
    }

    /// Whether the user may crop the picked image (`allowsEditing`); kept, with no crop screen here.
    open var allowsEditing = false

    /// The media types offered (`mediaTypes`): images only, `["public.image"]`.
    open var mediaTypes: [String] = ["public.image"]

    /// Whether `sourceType` can be used on this device (`isSourceTypeAvailable(_:)`): the library and
    /// the Camera Roll yes, the camera no, as on the iOS Simulator.
    public static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        sourceType != .camera
    }

    /// The media types `sourceType` offers (`availableMediaTypes(for:)`): `["public.image"]`, or nil
    /// for the camera.
    public static func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image"] : nil
    }

    /// A picker showing the photo library (`init()`).
    public override init() {
        super.init(rootViewController: PhotoAlbumViewController())
        modalPresentationStyle = .fullScreen
    }

    /// Not built from archives: returns nil (UIKit's pickers are not archived either).
    public required init?(coder: NSCoder) { nil }

    /// The photos shown, newest first.
    var photos: [Image] {
        (hostWindow?.application?.services?.photoLibrary.savedImages ?? []).reversed().map(\.image)
    }

    func pick(_ image: Image) {
        let info: [InfoKey: Any] = [.originalImage: image, .mediaType: "public.image"]
        if let delegate = imagePickerDelegate {
            delegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
        } else {
            dismiss(animated: true)
        }
    }

    func cancelPicking() {
        if let delegate = imagePickerDelegate {
            delegate.imagePickerControllerDidCancel(self)
        } else {
            dismiss(animated: true)
        }
    }
}

/// Hears an image picker's outcome, as UIKit's `UIImagePickerControllerDelegate`. Both methods are
/// optional; without them the picker dismisses itself, as UIKit's does.
@MainActor
public protocol ImagePickerControllerDelegate: AnyObject {
    /// The user picked an image (`imagePickerController(_:didFinishPickingMediaWithInfo:)`); dismiss
    /// the picker here.
    func imagePickerController(
        _ picker: ImagePickerController,
        didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any])
    /// Swift 4's spelling, with string keys (`UIImagePickerControllerOriginalImage`): called when the
    /// delegate implements this one instead.
    func imagePickerController(
        _ picker: ImagePickerController, didFinishPickingMediaWithInfo info: [String: Any])
    /// The user cancelled (`imagePickerControllerDidCancel(_:)`); dismiss the picker here.
    func imagePickerControllerDidCancel(_ picker: ImagePickerController)
}

extension ImagePickerControllerDelegate {
    /// Default: Swift 4's string-keyed method.
    public func imagePickerController(
        _ picker: ImagePickerController,
        didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any]
    ) {
        var strings: [String: Any] = [:]
        for (key, value) in info { strings[key.rawValue] = value }
        imagePickerController(picker, didFinishPickingMediaWithInfo: strings)
    }

    /// Default: dismisses the picker.
    public func imagePickerController(
        _ picker: ImagePickerController, didFinishPickingMediaWithInfo info: [String: Any]
    ) {
        picker.dismiss(animated: true)
    }

    /// Default: dismisses the picker.
    public func imagePickerControllerDidCancel(_ picker: ImagePickerController) {
        picker.dismiss(animated: true)
    }
}

/// The picker's one screen: the photos as a grid of image buttons, or "No Photos or Videos".
@MainActor
final class PhotoAlbumViewController: ViewController {
    /// Photos per row (ours: iOS shows 4 on an iPhone in portrait).
    static let columns = 4
    /// The gap between photos, in points (ours: about iOS's).
    static let spacing: CGFloat = 2

    private var shown: [View] = []

    override init() {
        super.init()
        title = "Photos"
        navigationItem.rightBarButtonItem = BarButtonItem(
            barButtonSystemItem: .cancel,
            primaryAction: Action { [weak self] _ in
                (self?.navigationController as? ImagePickerController)?.cancelPicking()
            })
    }

    /// Not built from archives: the picker makes its screen in code.
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reload()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOut()
    }

    private func reload() {
        for view in shown { view.removeFromSuperview() }
        shown = []
        guard let picker = navigationController as? ImagePickerController else { return }
        let photos = picker.photos
        if photos.isEmpty {
            let label = Label()
            label.text = "No Photos or Videos"
            label.textAlignment = .center
            view.addSubview(label)
            shown = [label]
        } else {
            for (index, photo) in photos.enumerated() {
                let button = Button(type: .custom)
                button.setImage(photo, for: .normal)
                button.accessibilityLabel = "Photo \(index + 1)"
                button.addAction(
                    Action { [weak picker] _ in picker?.pick(photo) }, for: .primaryActionTriggered)
                view.addSubview(button)
                shown.append(button)
            }
        }
        layOut()
    }

    private func layOut() {
        let bounds = view.bounds
        let top = view.safeAreaInsets.top
        if let label = shown.first as? Label {
            label.frame = CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
            return
        }
        let columns = CGFloat(Self.columns)
        let side = max(0, (bounds.width - Self.spacing * (columns - 1)) / columns)
        for (index, view) in shown.enumerated() {
            let row = CGFloat(index / Self.columns)
            let column = CGFloat(index % Self.columns)
            view.frame = CGRect(
                x: column * (side + Self.spacing), y: top + row * (side + Self.spacing), width: side,
                height: side)
        }
    }
}
