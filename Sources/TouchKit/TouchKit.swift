// TouchKit: the UIKit-shaped framework an app is written against.
//
// An app imports TouchKit alone and gets the input and quick-action value types with it, as an iOS
// app gets UITouch and UIApplicationShortcutItem from UIKit.
@_exported public import ForceTouch
@_exported public import QuickActions
