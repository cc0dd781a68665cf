// Core Graphics' Swift names, so iOS source keeps `import CoreGraphics`. The geometry value types
// (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`) are Foundation's on Linux, re-exported here as Apple's
// CoreGraphics module exports them; this module adds what Foundation lacks (`CGVector`,
// `CGAffineTransform` and `applying(_:)`), `CGColor`, and drawing: `CGPath`/`CGMutablePath`,
// `CGContext` (bitmap contexts that rasterise, and recording contexts), `CGImage`, `CGColorSpace`,
// and the enums they take. Every context records a `CGDisplayList` (ForceTouchKit's) of what it
// painted. Not built — text, gradients, shadows, patterns, PDF, data providers — is absent, so code
// using it fails to compile with Swift's own "cannot find … in scope", never a silent stub. See
// docs/CoreGraphics.md.

@_exported public import Foundation
