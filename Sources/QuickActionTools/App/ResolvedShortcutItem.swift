import Interchange
public import PropertyLists
public import QuickActions

/// A static item resolved for display: variables expanded, title and subtitle localised.
public struct ResolvedShortcutItem: Sendable, Hashable {
    /// The item as declared.
    public var declared: DeclaredShortcutItem
    /// The item as the system would build it; nil when the declaration is invalid (iOS skips it).
    public var item: ShortcutItem?
    /// Why the item is invalid (worded for people), when it is.
    public var problem: String?
}
