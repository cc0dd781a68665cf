public import Foundation

/// What a context menu shows: a preview controller and a menu, both made on demand, as UIKit's
/// `UIContextMenuConfiguration` (iOS 13).
///
/// The providers run when the menu opens: `previewProvider` for the lifted preview (nil: the
/// pressed view itself is lifted), `actionProvider` with the system's suggested actions (none for a
/// plain view, as on iOS; a web view's link: WebKit's default actions) for the menu (nil: no menu, only the preview).
@MainActor
public final class ContextMenuConfiguration {
    /// The identifier the delegate's later calls see (`identifier`): the given one, else a fresh
    /// UUID string.
    public let identifier: any NSCopying
    /// Makes the preview controller (`previewProvider`).
    let previewProvider: (@MainActor () -> ViewController?)?
    /// Makes the menu from the suggested actions (`actionProvider`).
    let actionProvider: (@MainActor ([MenuElement]) -> Menu?)?

    /// Creates a configuration
    /// (`UIContextMenuConfiguration(identifier:previewProvider:actionProvider:)`).
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: (@MainActor () -> ViewController?)? = nil,
        actionProvider: (@MainActor ([MenuElement]) -> Menu?)? = nil
    ) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The order the menu's first items take from the finger (`preferredMenuElementOrder`, iOS 16):
    /// `.automatic` and `.priority` put them nearest the finger, so a menu above its preview lists
    /// bottom up from iOS 14 on (as UIKit does; iOS 13 always listed top down); `.fixed` lists top down.
    public var preferredMenuElementOrder: ElementOrder = .automatic

    /// How a menu orders its elements (`UIContextMenuConfiguration.ElementOrder`, iOS 16).
    public enum ElementOrder: Int, Sendable, Hashable, CaseIterable {
        /// The system decides (`automatic`).
        case automatic = 0
        /// The first element nearest the finger (`priority`).
        case priority = 1
        /// Top to bottom as given (`fixed`).
        case fixed = 2
    }
}
