/// Something a view does with touches on behalf of an object, added with `View.addInteraction(_:)`,
/// as UIKit's `UIInteraction` (iOS 11): `ContextMenuInteraction` is one.
@MainActor
public protocol Interaction: AnyObject {
    /// The view it is added to (`view`).
    var view: View? { get }
    /// It is about to move to `view` (nil: removed) (`willMove(to:)`).
    func willMove(to view: View?)
    /// It moved to `view` (nil: removed) (`didMove(to:)`).
    func didMove(to view: View?)
}
