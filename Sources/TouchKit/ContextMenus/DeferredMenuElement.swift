/// A menu element whose items arrive later, as UIKit's `UIDeferredMenuElement` (iOS 14): the menu
/// shows "Loading…" in its place until the provider calls its completion with the elements.
///
/// The provider runs when the menu first shows the element; its elements are kept for every later
/// showing, except for an `uncached(_:)` element, which asks again each time (iOS 15).
@MainActor
public final class DeferredMenuElement: MenuElement {
    /// The provider: called with a completion that takes the elements.
    let provider: @MainActor (@escaping @MainActor ([MenuElement]) -> Void) -> Void
    /// Whether the elements are asked for each time the menu shows.
    public let isUncached: Bool
    /// The elements once provided (cached elements only).
    var resolved: [MenuElement]?
    /// Whether the provider is running (asked, no answer yet).
    var isLoading = false

    /// Creates an element whose items the provider gives once (`UIDeferredMenuElement(_:)`).
    public init(
        _ elementProvider: @escaping @MainActor (@escaping @MainActor ([MenuElement]) -> Void) -> Void
    ) {
        provider = elementProvider
        isUncached = false
        super.init(title: MenuElementLoading.title, image: nil)
    }

    private init(
        uncachedProvider: @escaping @MainActor (@escaping @MainActor ([MenuElement]) -> Void) -> Void
    ) {
        provider = uncachedProvider
        isUncached = true
        super.init(title: MenuElementLoading.title, image: nil)
    }

    /// An element whose items are asked for each time the menu shows (`uncached(_:)`, iOS 15).
    public static func uncached(
        _ elementProvider: @escaping @MainActor (@escaping @MainActor ([MenuElement]) -> Void) -> Void
    ) -> DeferredMenuElement {
        DeferredMenuElement(uncachedProvider: elementProvider)
    }
}

/// The row a deferred element shows while it loads.
enum MenuElementLoading {
    /// "Loading…", as iOS shows it.
    static let title = "Loading…"
}
