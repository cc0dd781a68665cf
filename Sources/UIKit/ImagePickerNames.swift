public import TouchKit

// UIKit's names for the image picker and the navigation controller's delegate.

/// UIKit's `UIImagePickerController`: TouchKit's `ImagePickerController` (the Camera Roll; no camera,
/// as on the iOS Simulator).
public typealias UIImagePickerController = ImagePickerController

/// UIKit's `UIImagePickerControllerDelegate`: TouchKit's `ImagePickerControllerDelegate`.
public typealias UIImagePickerControllerDelegate = ImagePickerControllerDelegate

/// UIKit's `UINavigationControllerDelegate`: TouchKit's `NavigationControllerDelegate`.
public typealias UINavigationControllerDelegate = NavigationControllerDelegate

/// Swift 4's `UIImagePickerControllerSourceType`.
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.SourceType")
public typealias UIImagePickerControllerSourceType = ImagePickerController.SourceType

/// Swift 4's `UIImagePickerControllerOriginalImage` info key (a string in Swift 4's SDK).
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.originalImage")
public let UIImagePickerControllerOriginalImage = ImagePickerController.InfoKey.originalImage.rawValue

/// Swift 4's `UIImagePickerControllerEditedImage` info key.
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.editedImage")
public let UIImagePickerControllerEditedImage = ImagePickerController.InfoKey.editedImage.rawValue

/// Swift 4's `UIImagePickerControllerCropRect` info key.
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.cropRect")
public let UIImagePickerControllerCropRect = ImagePickerController.InfoKey.cropRect.rawValue

/// Swift 4's `UIImagePickerControllerMediaType` info key.
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.mediaType")
public let UIImagePickerControllerMediaType = ImagePickerController.InfoKey.mediaType.rawValue
