public import ForceTouch
public import Foundation
public import TouchKit

// The names Swift 4.0 code uses for UIKit's nested types, before the Swift 4.2 SDK nested them
// (`UIApplicationShortcutIconType` became `UIApplicationShortcutIcon.IconType`). As in Apple's SDK,
// each is available to code compiled in Swift 4 mode (SWIFT_VERSION = 4.0) and obsoleted from 4.2,
// where the compiler's fix-it names the new spelling.

/// UIKit's `UIModalPresentationStyle` (a top-level enum in every Swift version).
public typealias UIModalPresentationStyle = ViewController.ModalPresentationStyle

/// Swift 4's `UIApplicationShortcutIconType`.
@available(swift, obsoleted: 4.2, renamed: "UIApplicationShortcutIcon.IconType")
public typealias UIApplicationShortcutIconType = UIApplicationShortcutIcon.IconType

/// Swift 4's `UIApplicationLaunchOptionsKey`.
@available(swift, obsoleted: 4.2, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey

/// Swift 4's `UIApplicationState`.
@available(swift, obsoleted: 4.2, renamed: "UIApplication.State")
public typealias UIApplicationState = UIApplication.State

/// Swift 4's `UIPreviewActionStyle`.
@available(swift, obsoleted: 4.2, renamed: "UIPreviewAction.Style")
public typealias UIPreviewActionStyle = PreviewAction.Style

/// Swift 4's `UIAlertControllerStyle`.
@available(swift, obsoleted: 4.2, renamed: "UIAlertController.Style")
public typealias UIAlertControllerStyle = AlertController.Style

/// Swift 4's `UIAlertActionStyle`.
@available(swift, obsoleted: 4.2, renamed: "UIAlertAction.Style")
public typealias UIAlertActionStyle = AlertAction.Style

/// Swift 4's `UIViewAutoresizing`.
@available(swift, obsoleted: 4.2, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = View.AutoresizingMask

/// Swift 4's `UITableViewStyle`.
@available(swift, obsoleted: 4.2, renamed: "UITableView.Style")
public typealias UITableViewStyle = TableView.Style

/// Swift 4's `UITableViewCellStyle`.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = TableViewCell.CellStyle

/// Swift 4's `UITableViewCellAccessoryType`.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.AccessoryType")
public typealias UITableViewCellAccessoryType = TableViewCell.AccessoryType

/// Swift 4's `UITableViewCellSelectionStyle`.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SelectionStyle")
public typealias UITableViewCellSelectionStyle = TableViewCell.SelectionStyle

/// Swift 4's `UIControlEvents`.
@available(swift, obsoleted: 4.2, renamed: "UIControl.Event")
public typealias UIControlEvents = Control.Event

/// Swift 4's `UIControlState`.
@available(swift, obsoleted: 4.2, renamed: "UIControl.State")
public typealias UIControlState = Control.State

/// Swift 4's `UIButtonType`.
@available(swift, obsoleted: 4.2, renamed: "UIButton.ButtonType")
public typealias UIButtonType = Button.ButtonType

/// Swift 4's `UIBarButtonItemStyle`.
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.Style")
public typealias UIBarButtonItemStyle = BarButtonItem.Style

/// Swift 4's `UIBlurEffectStyle`.
@available(swift, obsoleted: 4.2, renamed: "UIBlurEffect.Style")
public typealias UIBlurEffectStyle = BlurEffect.Style

/// Swift 4's `UIGestureRecognizerState`.
@available(swift, obsoleted: 4.2, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = GestureRecognizer.State

/// Swift 4's `UITouchPhase`.
@available(swift, obsoleted: 4.2, renamed: "UITouch.Phase")
public typealias UITouchPhase = Touch.Phase

/// Swift 4's `UITouchType`.
@available(swift, obsoleted: 4.2, renamed: "UITouch.TouchType")
public typealias UITouchType = Touch.TouchType

/// Swift 4's `UITouchProperties`.
@available(swift, obsoleted: 4.2, renamed: "UITouch.Properties")
public typealias UITouchProperties = Touch.Properties

/// Swift 4's `UITableViewRowAnimation`.
@available(swift, obsoleted: 4.2, renamed: "UITableView.RowAnimation")
public typealias UITableViewRowAnimation = TableView.RowAnimation

/// Swift 4's `UITextBorderStyle`.
@available(swift, obsoleted: 4.2, renamed: "UITextField.BorderStyle")
public typealias UITextBorderStyle = TextField.BorderStyle

/// Swift 4's `UITextFieldViewMode`.
@available(swift, obsoleted: 4.2, renamed: "UITextField.ViewMode")
public typealias UITextFieldViewMode = TextField.ViewMode

extension NSNotification.Name {
    /// Swift 4's `UITextFieldTextDidBeginEditing`.
    @available(swift, obsoleted: 4.2, renamed: "UITextField.textDidBeginEditingNotification")
    public static let UITextFieldTextDidBeginEditing = TextField.textDidBeginEditingNotification
    /// Swift 4's `UITextFieldTextDidChange`.
    @available(swift, obsoleted: 4.2, renamed: "UITextField.textDidChangeNotification")
    public static let UITextFieldTextDidChange = TextField.textDidChangeNotification
    /// Swift 4's `UITextFieldTextDidEndEditing`.
    @available(swift, obsoleted: 4.2, renamed: "UITextField.textDidEndEditingNotification")
    public static let UITextFieldTextDidEndEditing = TextField.textDidEndEditingNotification
}

/// Swift 4's `UISegmentedControlNoSegment`.
@available(swift, obsoleted: 4.2, renamed: "UISegmentedControl.noSegment")
public let UISegmentedControlNoSegment = SegmentedControl.noSegment

/// Swift 4's `UIViewAnimationOptions`.
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = View.AnimationOptions
