public import TouchKit

/// UIKit's `UIResponder` as app and scene delegates subclass it
/// (`class AppDelegate: UIResponder, UIApplicationDelegate`): TouchKit's `Responder` with a `required`
/// `init()`, so that the system can make the delegate from its class (`AppBundle(infoPlist:delegate:)`,
/// as UIKit makes it from `@main` or the Info.plist).
///
/// Differs: views and view controllers are TouchKit `Responder`s, not `UIResponder`s; write
/// `Responder` where a type names any responder (`next`, a responder chain walk).
open class UIResponder: Responder {
    /// A responder (UIKit's `init()`), `required` so a delegate class can be made from its type.
    public required override init() {
        super.init()
    }
}

extension Responder {
    /// NSObject's `classForCoder()`: the class itself (the class an archiver records), as iOS code
    /// passes it to `register(_:forCellReuseIdentifier:)`.
    public class func classForCoder() -> AnyClass { self }
}
