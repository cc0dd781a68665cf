extension BarButtonItem {
    /// The system's ready-made bar items (`UIBarButtonItem.SystemItem`), with UIKit's raw values.
    ///
    /// Matches UIKit: Done and Save are drawn in the done (semibold) style, the text items carry
    /// iOS's English titles and the others a symbol. Ours: the symbol names, from SF Symbols' names
    /// for the iOS 13 look (Apple documents the items, not the glyphs); the two spaces draw nothing.
    public enum SystemItem: Int, Sendable, Hashable, CaseIterable {
        /// "Done".
        case done = 0
        /// "Cancel".
        case cancel = 1
        /// "Edit".
        case edit = 2
        /// "Save".
        case save = 3
        /// A plus.
        case add = 4
        /// Flexible space between items (toolbars).
        case flexibleSpace = 5
        /// Fixed space between items (toolbars).
        case fixedSpace = 6
        /// A pencil on a square.
        case compose = 7
        /// A reply arrow.
        case reply = 8
        /// The share symbol.
        case action = 9
        /// A folder.
        case organize = 10
        /// A book.
        case bookmarks = 11
        /// A magnifying glass.
        case search = 12
        /// A circular arrow.
        case refresh = 13
        /// A cross.
        case stop = 14
        /// A camera.
        case camera = 15
        /// A bin.
        case trash = 16
        /// Play.
        case play = 17
        /// Pause.
        case pause = 18
        /// Rewind.
        case rewind = 19
        /// Fast forward.
        case fastForward = 20
        /// "Undo".
        case undo = 21
        /// "Redo".
        case redo = 22
        /// A page curl (deprecated in iOS 11; drawn as nothing here).
        case pageCurl = 23
        /// A cross in a circle (iOS 13).
        case close = 24

        /// The title iOS shows for a text item, nil for a symbol or a space.
        public var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }

        /// The symbol drawn for a symbol item, nil for a text item or a space.
        public var symbolName: String? {
            switch self {
            case .add: "plus"
            case .compose: "square.and.pencil"
            case .reply: "arrowshape.turn.up.left"
            case .action: "square.and.arrow.up"
            case .organize: "folder"
            case .bookmarks: "book"
            case .search: "magnifyingglass"
            case .refresh: "arrow.clockwise"
            case .stop: "xmark"
            case .camera: "camera"
            case .trash: "trash"
            case .play: "play.fill"
            case .pause: "pause.fill"
            case .rewind: "backward.fill"
            case .fastForward: "forward.fill"
            case .close: "xmark.circle.fill"
            default: nil
            }
        }

        /// The style iOS draws it in: `.done` for Done and Save, `.plain` for the others.
        public var style: Style { self == .done || self == .save ? .done : .plain }
    }

    /// A system item (`UIBarButtonItem(barButtonSystemItem:target:action:)` with a closure, as
    /// iOS 14's `init(systemItem:primaryAction:)`): its title, symbol and style are the system's.
    public convenience init(barButtonSystemItem systemItem: SystemItem, primaryAction: Action? = nil) {
        if let title = systemItem.title {
            self.init(title: title, style: systemItem.style, primaryAction: primaryAction)
        } else {
            self.init(
                image: systemItem.symbolName.flatMap { Image(systemName: $0) }, primaryAction: primaryAction)
        }
        self.systemItem = systemItem
    }
}
