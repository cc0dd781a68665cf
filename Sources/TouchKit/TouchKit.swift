// TouchKit: the UIKit-shaped framework an app is written against.
//
// An app imports TouchKit alone and gets the input, quick-action and ink value types with it, as an
// iOS app gets UITouch and UIApplicationShortcutItem from UIKit (and PKDrawing from PencilKit).
@_exported public import ForceTouch
@_exported public import Ink
@_exported public import QuickActions
