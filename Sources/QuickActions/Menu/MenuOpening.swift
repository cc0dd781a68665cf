import PropertyLists
/// Which way the menu grows from the app icon.
public enum MenuOpening: String, Sendable, Hashable, CaseIterable {
    /// Below the icon: the first item on top, nearest the icon.
    case down
    /// Above the icon (icons low on the screen): the first item at the bottom, nearest the icon.
    case up
}
