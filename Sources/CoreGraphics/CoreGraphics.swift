// Core Graphics' Swift names, so iOS source keeps `import CoreGraphics`. The geometry value types
// (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`) are Foundation's on Linux, re-exported here as Apple's
// CoreGraphics module exports them; this module adds what Foundation lacks (`CGVector`,
// `CGAffineTransform` and `applying(_:)`) and `CGColor`. Drawing (`CGContext`, `CGPath`, `CGImage`)
// is not built yet: those names are absent, so code using them fails to compile with Swift's own
// "cannot find … in scope", never a silent stub.

@_exported public import Foundation
