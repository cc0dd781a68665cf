// TouchKit: the UIKit-shaped framework an app is written against.
//
// TouchKit re-exports nothing: a file imports each module whose names it uses, as Package.swift's
// dependencies say. An app written against TouchKit imports TouchKit for views, controllers and the
// application, and the value modules whose types it names: QuickActions (ShortcutItem,
// ShortcutIcon), ForceTouch (TouchSample, force and phases) and Ink (InkStroke). An app written
// against UIKit imports UIKit alone, as on iOS: the `UI` names cover those types.
