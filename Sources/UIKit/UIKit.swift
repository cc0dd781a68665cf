// UIKit's names over TouchKit: an iOS app's `import UIKit` compiles here unchanged for everything
// TouchKit implements. Where UIKit's type is TouchKit's under another name, the name is an alias (the
// same class, struct or protocol); where UIKit's signature differs, a small adapter in this module
// forwards to TouchKit (see docs/YourApp.md for the table). What TouchKit lacks is absent, or marked
// unavailable with UIKit's name and the reason, so it is a compile error and never a silent stub.

@_exported public import CoreGraphics
public import ForceTouch
@_exported public import Foundation
@_exported public import QuartzCore
@_exported public import TouchKit

/// UIKit's `UIView`: TouchKit's `View` (geometry, hierarchy, hit testing, layout, traits; no `layer`).
public typealias UIView = View

/// UIKit's `UILabel`: TouchKit's `Label`.
public typealias UILabel = Label

/// UIKit's `NSTextAlignment` (`label.textAlignment = NSTextAlignment.center`): `Label.TextAlignment`.
public typealias NSTextAlignment = Label.TextAlignment

/// UIKit's `UIControl`: TouchKit's `Control`.
public typealias UIControl = Control

/// UIKit's `UIButton`: TouchKit's `Button` (`UIButton(type: .system)`, `setTitle(_:for:)`, …).
public typealias UIButton = Button

/// UIKit's `UIAction`: TouchKit's `Action`.
public typealias UIAction = Action

/// UIKit's `UIImageView`: TouchKit's `ImageView`.
public typealias UIImageView = ImageView

/// UIKit's `UIScrollView`: TouchKit's `ScrollView` (no bounce or deceleration).
public typealias UIScrollView = ScrollView

/// UIKit's `UIScrollViewDelegate`: TouchKit's `ScrollViewDelegate`.
public typealias UIScrollViewDelegate = ScrollViewDelegate

/// UIKit's `UITableView`: TouchKit's `TableView`.
public typealias UITableView = TableView

/// UIKit's `UITableViewCell`: TouchKit's `TableViewCell` (the four styles, accessories).
public typealias UITableViewCell = TableViewCell

/// UIKit's `UITableViewDataSource`: TouchKit's `TableViewDataSource`.
public typealias UITableViewDataSource = TableViewDataSource

/// UIKit's `UITableViewDelegate`: TouchKit's `TableViewDelegate`.
public typealias UITableViewDelegate = TableViewDelegate

/// UIKit's `UIVisualEffectView`: TouchKit's `VisualEffectView`.
public typealias UIVisualEffectView = VisualEffectView

/// UIKit's `UIBlurEffect`: TouchKit's `BlurEffect`.
public typealias UIBlurEffect = BlurEffect

/// UIKit's `UIViewController`: TouchKit's `ViewController` (lifecycle, containment, presentation,
/// traits, previewing, `previewActionItems`).
public typealias UIViewController = ViewController

/// UIKit's `UITabBarController`: TouchKit's `TabBarController` (`viewControllers`, `selectedIndex`,
/// `selectedViewController`, `tabBar`, `delegate`; no More tab, never animated).
public typealias UITabBarController = TabBarController

/// UIKit's `UITabBarControllerDelegate`: TouchKit's `TabBarControllerDelegate` (`shouldSelect`,
/// `didSelect`).
public typealias UITabBarControllerDelegate = TabBarControllerDelegate

/// UIKit's `UITabBar`: TouchKit's `TabBar` (`items`, `selectedItem`, `unselectedItemTintColor`).
public typealias UITabBar = TabBar

/// UIKit's `UITabBarItem`: TouchKit's `TabBarItem` (`init(title:image:tag:)`,
/// `init(title:image:selectedImage:)`, `init(tabBarSystemItem:tag:)`, `badgeValue`).
public typealias UITabBarItem = TabBarItem

/// UIKit's `UITableViewController`: TouchKit's `TableViewController` (`init(style:)`, `tableView`,
/// `clearsSelectionOnViewWillAppear`; subclasses `override` the table methods as in UIKit).
public typealias UITableViewController = TableViewController

/// UIKit's `UINavigationController`: TouchKit's `NavigationController`.
public typealias UINavigationController = NavigationController

/// UIKit's `UINavigationBar`: TouchKit's `NavigationBar`.
public typealias UINavigationBar = NavigationBar

/// UIKit's `UINavigationItem`: TouchKit's `NavigationItem`.
public typealias UINavigationItem = NavigationItem

/// UIKit's `UIBarButtonItem`: TouchKit's `BarButtonItem`.
public typealias UIBarButtonItem = BarButtonItem

/// UIKit's `UIAlertController`: TouchKit's `AlertController` (`.alert`, `.actionSheet`).
public typealias UIAlertController = AlertController

/// UIKit's `UIAlertAction`: TouchKit's `AlertAction`.
public typealias UIAlertAction = AlertAction

/// UIKit's `UIActivityViewController` (the share sheet): TouchKit's `ActivityViewController`.
public typealias UIActivityViewController = ActivityViewController

/// UIKit's `UIActivity` (`UIActivity.ActivityType`, `UIActivity.Category`): TouchKit's `Activity`.
public typealias UIActivity = Activity

/// UIKit's `UITouch`: TouchKit's `Touch` (`force`, `maximumPossibleForce`, `location(in:)`, …).
public typealias UITouch = Touch

/// UIKit's `UIEvent`: TouchKit's `Event`.
public typealias UIEvent = Event

/// UIKit's `UITraitCollection`: TouchKit's `TraitCollection` (`forceTouchCapability`, `displayScale`,
/// `userInterfaceStyle`).
public typealias UITraitCollection = TraitCollection

/// UIKit's `UIForceTouchCapability`: ForceTouch's `ForceTouchCapability` (UIKit's raw values).
public typealias UIForceTouchCapability = ForceTouchCapability

/// UIKit's `UIViewControllerPreviewing`: TouchKit's `PreviewingContext` (a class here, a protocol in
/// UIKit; `sourceView`, `sourceRect`, `delegate`, `previewingGestureRecognizerForFailureRelationship`).
public typealias UIViewControllerPreviewing = PreviewingContext

/// UIKit's `UIViewControllerPreviewingDelegate`: TouchKit's `PreviewingDelegate`.
public typealias UIViewControllerPreviewingDelegate = PreviewingDelegate

/// UIKit's `UIPreviewActionItem`: TouchKit's `PreviewActionItem`.
public typealias UIPreviewActionItem = PreviewActionItem

/// UIKit's `UIPreviewAction`: TouchKit's `PreviewAction` (`init(title:style:handler:)`).
public typealias UIPreviewAction = PreviewAction

/// UIKit's `UIPreviewActionGroup`: TouchKit's `PreviewActionGroup`.
public typealias UIPreviewActionGroup = PreviewActionGroup

/// UIKit's `UIPreviewInteraction`: TouchKit's `PreviewInteraction`.
public typealias UIPreviewInteraction = PreviewInteraction

/// UIKit's `UIPreviewInteractionDelegate`: TouchKit's `PreviewInteractionDelegate`.
public typealias UIPreviewInteractionDelegate = PreviewInteractionDelegate

/// UIKit's `UIGestureRecognizer`: TouchKit's `GestureRecognizer`.
public typealias UIGestureRecognizer = GestureRecognizer

/// UIKit's `UIGestureRecognizerDelegate`: TouchKit's `GestureRecognizerDelegate`.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate

/// UIKit's `UITapGestureRecognizer`: TouchKit's `TapGestureRecognizer`.
public typealias UITapGestureRecognizer = TapGestureRecognizer

/// UIKit's `UILongPressGestureRecognizer`: TouchKit's `LongPressGestureRecognizer`.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer

/// UIKit's `UIPanGestureRecognizer`: TouchKit's `PanGestureRecognizer`.
public typealias UIPanGestureRecognizer = PanGestureRecognizer

/// UIKit's `UIColor`: TouchKit's `Color`, a value (8-bit components; system colours in light mode).
public typealias UIColor = Color

/// UIKit's `UIFont`: TouchKit's `Font`, a value (`systemFont(ofSize:)`, `preferredFont(forTextStyle:)`).
public typealias UIFont = Font

/// UIKit's `UIImage`: TouchKit's `Image`, a name (`UIImage(named:)`, `UIImage(systemName:)`).
/// `UIImage(named:)` is optional, nil when the app's bundle has no such image (see `init(named:)`);
/// `UIImage(systemName:)` is optional too, nil for a name no SF Symbol has the form of (see
/// `init(systemName:)`).
public typealias UIImage = Image

/// UIKit's `UISceneSession`: TouchKit's `SceneSession`.
public typealias UISceneSession = SceneSession

extension Touch {
    /// UIKit's `UITouch.Phase`: ForceTouch's `TouchPhase`.
    public typealias Phase = TouchPhase

    /// UIKit's `UITouch.TouchType`: ForceTouch's `TouchType`.
    public typealias TouchType = ForceTouch.TouchType

    /// UIKit's `UITouch.Properties` (`estimatedProperties`, `estimatedPropertiesExpectingUpdates`):
    /// ForceTouch's `TouchProperties`, with UIKit's bits; `roll` (Apple Pencil Pro) is absent.
    public typealias Properties = TouchProperties
}

// MARK: iOS 13 context menus (docs/ContextMenus.md)

/// UIKit's `UIContextMenuInteraction`: TouchKit's `ContextMenuInteraction`.
public typealias UIContextMenuInteraction = ContextMenuInteraction

/// UIKit's `UIContextMenuInteractionDelegate`: TouchKit's `ContextMenuInteractionDelegate`.
public typealias UIContextMenuInteractionDelegate = ContextMenuInteractionDelegate

/// UIKit's `UIContextMenuConfiguration`: TouchKit's `ContextMenuConfiguration`.
public typealias UIContextMenuConfiguration = ContextMenuConfiguration

/// UIKit's `UIContextMenuInteractionAnimating`: TouchKit's `ContextMenuInteractionAnimating`.
public typealias UIContextMenuInteractionAnimating = ContextMenuInteractionAnimating

/// UIKit's `UIContextMenuInteractionCommitAnimating`: TouchKit's
/// `ContextMenuInteractionCommitAnimating`.
public typealias UIContextMenuInteractionCommitAnimating = ContextMenuInteractionCommitAnimating

/// UIKit's `UIContextMenuInteractionCommitStyle`: TouchKit's `ContextMenuInteractionCommitStyle`.
public typealias UIContextMenuInteractionCommitStyle = ContextMenuInteractionCommitStyle

/// UIKit's `UIContextMenuContentPreviewProvider`: a closure that makes the preview controller.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// UIKit's `UIContextMenuActionProvider`: a closure that makes the menu from the suggested actions.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// UIKit's `UIActionHandler`: an action's closure.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// UIKit's `UIMenuElement`: TouchKit's `MenuElement`.
public typealias UIMenuElement = MenuElement

/// UIKit's `UIMenu`: TouchKit's `Menu`.
public typealias UIMenu = Menu

/// UIKit's `UIDeferredMenuElement`: TouchKit's `DeferredMenuElement`.
public typealias UIDeferredMenuElement = DeferredMenuElement

/// UIKit's `UITargetedPreview`: TouchKit's `TargetedPreview`.
public typealias UITargetedPreview = TargetedPreview

/// UIKit's `UIPreviewParameters`: TouchKit's `PreviewParameters` (no `visiblePath` or `shadowPath`).
public typealias UIPreviewParameters = PreviewParameters

/// UIKit's `UIPreviewTarget`: TouchKit's `PreviewTarget`.
public typealias UIPreviewTarget = PreviewTarget

/// UIKit's `UIInteraction`: TouchKit's `Interaction`.
public typealias UIInteraction = Interaction

/// UIKit's `UICommand` is not available: it names its action by `#selector`, which needs the
/// Objective-C runtime that Linux Swift lacks. Use a `UIAction` in menus.
@available(*, unavailable, message: "UICommand needs #selector (Objective-C); use UIAction in menus")
public final class UICommand {}

/// UIKit's `UITextField`: TouchKit's `TextField` (typing through `insertText(_:)`/`deleteBackward()`;
/// no on-screen keyboard).
public typealias UITextField = TextField

/// UIKit's `UITextFieldDelegate`: TouchKit's `TextFieldDelegate`.
public typealias UITextFieldDelegate = TextFieldDelegate

/// UIKit's `UIKeyboardType` (a top-level enum in every Swift version): `TextField.KeyboardType`.
public typealias UIKeyboardType = TextField.KeyboardType

/// UIKit's `UIReturnKeyType`: `TextField.ReturnKeyType`.
public typealias UIReturnKeyType = TextField.ReturnKeyType

/// UIKit's `UITextAutocapitalizationType`: `TextField.AutocapitalizationType`.
public typealias UITextAutocapitalizationType = TextField.AutocapitalizationType

/// UIKit's `UITextAutocorrectionType`: `TextField.AutocorrectionType`.
public typealias UITextAutocorrectionType = TextField.AutocorrectionType

/// UIKit's `UIPickerView`: TouchKit's `PickerView`.
public typealias UIPickerView = PickerView

/// UIKit's `UIPickerViewDataSource`: TouchKit's `PickerViewDataSource`.
public typealias UIPickerViewDataSource = PickerViewDataSource

/// UIKit's `UIPickerViewDelegate`: TouchKit's `PickerViewDelegate`.
public typealias UIPickerViewDelegate = PickerViewDelegate

extension NotificationCenter {
    /// Foundation's `addObserver(forName:object:queue:using:)` when a queue is given, so that an
    /// observer on `OperationQueue.main` runs on the main queue as on iOS (at once when posted
    /// there). With swift-corelibs-foundation's own method such an observer never runs on the main
    /// queue, and a post from the main actor waits for it forever; see `MainThreadNotifications`.
    /// Other queues behave as Foundation's. `@preconcurrency`, as Apple's SDK imports it: Swift 4
    /// and 5 code's block may touch the main actor's state (a warning, not an error). This one,
    /// with any `object`, wins over Foundation's because its queue is not optional.
    @preconcurrency
    public func addObserver(
        forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue,
        using block: @escaping @Sendable (Notification) -> Void
    ) -> any NSObjectProtocol {
        MainThreadNotifications.addObserver(to: self, forName: name, object: obj, queue: queue, using: block)
    }

    /// The same for an `object` that is a class instance or nil, as notifications' senders are;
    /// more specific than the one above (its `object`) and than Foundation's (its `object`), so
    /// each call picks one of these without ambiguity.
    @preconcurrency
    public func addObserver(
        forName name: NSNotification.Name?, object obj: AnyObject?, queue: OperationQueue,
        using block: @escaping @Sendable (Notification) -> Void
    ) -> any NSObjectProtocol {
        MainThreadNotifications.addObserver(to: self, forName: name, object: obj, queue: queue, using: block)
    }

    /// `queue: nil` (or an optional queue): the block runs on the posting thread, as on iOS, or on
    /// the queue given as the method above does. Declared for `@preconcurrency`: with
    /// swift-corelibs-foundation's own method, whose block is `@Sendable` in every language mode, a
    /// Swift 4 or 5 block that touches a view controller's state does not compile; Apple's Foundation
    /// accepts it (a warning at most). Chosen over Foundation's wherever `object` is a class instance
    /// or nil (its `AnyObject?` is more specific than Foundation's `Any?`), so a file importing both
    /// Foundation and UIKit finds no ambiguity. Differs: with a value-type `object` and `queue: nil`,
    /// Foundation's method (and its `@Sendable` block) is the one called.
    @preconcurrency
    public func addObserver(
        forName name: NSNotification.Name?, object obj: AnyObject?, queue: OperationQueue?,
        using block: @escaping @Sendable (Notification) -> Void
    ) -> any NSObjectProtocol {
        guard let queue else {
            return addObserver(forName: name, object: obj as Any?, queue: nil, using: block)
        }
        return MainThreadNotifications.addObserver(
            to: self, forName: name, object: obj, queue: queue, using: block)
    }
}

/// UIKit's `UIInterfaceOrientationMask`: TouchKit's `InterfaceOrientationMask` (UIKit's bits).
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask

/// UIKit's `UIKeyInput`: TouchKit's `KeyInput` (`UITextField` conforms; the simulator's keyboard
/// types into the first responder through it).
public typealias UIKeyInput = KeyInput

/// UIKit's `UISwitch`: TouchKit's `Switch`.
public typealias UISwitch = Switch

/// UIKit's `UISlider`: TouchKit's `Slider`.
public typealias UISlider = Slider

/// UIKit's `UISegmentedControl`: TouchKit's `SegmentedControl` (`init(items:)`, `noSegment`).
public typealias UISegmentedControl = SegmentedControl

/// UIKit's `UIStackView`: TouchKit's `StackView` (arranged views placed by frame; see its notes).
public typealias UIStackView = StackView
