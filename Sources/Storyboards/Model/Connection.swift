public import Interchange

/// A connection from an object's `<connections>`: an outlet, an outlet collection, an action or a
/// segue. `source` is the id of the object that holds it.
public enum Connection: Sendable, Equatable {
    /// `<outlet property="titleLabel" destination="…"/>`: an `@IBOutlet` set to the destination.
    case outlet(Outlet)
    /// `<outletCollection property="buttons" destination="…"/>`: the destination appended to an
    /// `@IBOutlet` array.
    case outletCollection(Outlet)
    /// `<action selector="done:" destination="…" eventType="touchUpInside"/>`: an `@IBAction`
    /// (a control's target–action, or a bar button item's or gesture recognizer's).
    case action(Action)
    /// `<segue destination="…" kind="show" identifier="…"/>`: a `UIStoryboardSegue`.
    case segue(Segue)

    /// The connection's `id=`.
    public var id: String? {
        switch self {
        case .outlet(let outlet), .outletCollection(let outlet): outlet.id
        case .action(let action): action.id
        case .segue(let segue): segue.id
        }
    }

    /// The id of the object it points to.
    public var destination: String {
        switch self {
        case .outlet(let outlet), .outletCollection(let outlet): outlet.destination
        case .action(let action): action.destination
        case .segue(let segue): segue.destination
        }
    }

    /// Where it is.
    public var position: StoryboardPosition {
        switch self {
        case .outlet(let outlet), .outletCollection(let outlet): outlet.position
        case .action(let action): action.position
        case .segue(let segue): segue.position
        }
    }
}

/// An outlet or an outlet collection: the `property` of the source set to (or, for a collection,
/// appended with) the object `destination` names.
public struct Outlet: Sendable, Equatable {
    /// `id=`.
    public var id: String?
    /// The id of the object the outlet belongs to (whose `<connections>` hold it).
    public var source: String?
    /// `property=`: the outlet's name.
    public var property: String
    /// `destination=`: the id of the object it is set to.
    public var destination: String
    /// `collectionClass=` of an outlet collection (`NSMutableArray`); nil for an outlet.
    public var collectionClass: String?
    /// Every attribute, as written.
    public var attributes: [String: String]
    /// Where it is.
    public var position: StoryboardPosition

    /// Creates an outlet.
    public init(
        id: String?, source: String?, property: String, destination: String, collectionClass: String? = nil,
        attributes: [String: String] = [:],
        position: StoryboardPosition = StoryboardPosition(line: 1, column: 1)
    ) {
        self.id = id
        self.source = source
        self.property = property
        self.destination = destination
        self.collectionClass = collectionClass
        self.attributes = attributes
        self.position = position
    }
}

/// A target–action connection: `selector` sent to the object `destination` names when the source
/// sends `eventType` (a control's event; absent for bar button items and gesture recognizers).
public struct Action: Sendable, Equatable {
    /// `id=`.
    public var id: String?
    /// The id of the control, item or recognizer that sends it.
    public var source: String?
    /// `selector=`: the `@IBAction`'s Objective-C selector (`done:`, `valueChanged:forEvent:`).
    public var selector: String
    /// `destination=`: the id of the target.
    public var destination: String
    /// `eventType=`: `touchUpInside`, `valueChanged`, `editingChanged`, `primaryActionTriggered`, ….
    public var eventType: String?
    /// Every attribute, as written.
    public var attributes: [String: String]
    /// Where it is.
    public var position: StoryboardPosition

    /// Creates an action.
    public init(
        id: String?, source: String?, selector: String, destination: String, eventType: String? = nil,
        attributes: [String: String] = [:],
        position: StoryboardPosition = StoryboardPosition(line: 1, column: 1)
    ) {
        self.id = id
        self.source = source
        self.selector = selector
        self.destination = destination
        self.eventType = eventType
        self.attributes = attributes
        self.position = position
    }
}

/// The kind of a segue (`kind="show"`): which `UIStoryboardSegue` it performs. An open set: the
/// kinds below are the ones Interface Builder writes; another is kept as written, with a diagnostic.
public struct SegueKind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The kind as written.
    public var rawValue: String

    /// The kind written `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The kind as written.
    public var description: String { rawValue }

    /// `show`: `show(_:sender:)` (a push in a navigation controller).
    public static let show = SegueKind(rawValue: "show")
    /// `showDetail`: `showDetailViewController(_:sender:)`.
    public static let showDetail = SegueKind(rawValue: "showDetail")
    /// `presentation`: presented modally, with `modalPresentationStyle` and `modalTransitionStyle`.
    public static let presentation = SegueKind(rawValue: "presentation")
    /// `popoverPresentation`: presented as a popover (modally on an iPhone).
    public static let popoverPresentation = SegueKind(rawValue: "popoverPresentation")
    /// `embed`: a container view's child view controller.
    public static let embed = SegueKind(rawValue: "embed")
    /// `relationship`: a container's child (`relationship="rootViewController"`, `viewControllers`,
    /// `masterViewController`, `detailViewController`).
    public static let relationship = SegueKind(rawValue: "relationship")
    /// `unwind`: back to the controller that implements `unwindAction`.
    public static let unwind = SegueKind(rawValue: "unwind")
    /// `custom`: a `UIStoryboardSegue` subclass named by `customClass`.
    public static let custom = SegueKind(rawValue: "custom")
    /// `modal`: Xcode 5's modal segue, `presentation` since iOS 8.
    public static let modal = SegueKind(rawValue: "modal")
    /// `push`: Xcode 5's push segue, `show` since iOS 8.
    public static let push = SegueKind(rawValue: "push")
    /// `replace`: Xcode 5's split view replacement, `showDetail` since iOS 8.
    public static let replace = SegueKind(rawValue: "replace")
    /// `popover`: Xcode 5's popover segue, `popoverPresentation` since iOS 8.
    public static let popover = SegueKind(rawValue: "popover")

    /// The kinds Interface Builder writes.
    public static let known: Set<SegueKind> = [
        .show, .showDetail, .presentation, .popoverPresentation, .embed, .relationship, .unwind, .custom,
        .modal,
        .push, .replace, .popover,
    ]
}

/// A segue: how one controller leads to another (`UIStoryboardSegue`), triggered from a control, a
/// cell, a bar button item or the controller itself (`performSegue(withIdentifier:sender:)`).
public struct Segue: Sendable, Equatable {
    /// `id=`.
    public var id: String?
    /// The id of the object that triggers it (whose `<connections>` hold it).
    public var source: String?
    /// `destination=`: the id of the destination controller (for an unwind segue, the scene's
    /// `<exit>`).
    public var destination: String
    /// `kind=`.
    public var kind: SegueKind
    /// `identifier=`: the segue's `identifier` (`prepare(for:sender:)`, `performSegue`).
    public var identifier: String?
    /// `relationship=` of a relationship segue (`rootViewController`, `viewControllers`).
    public var relationship: String?
    /// `unwindAction=` of an unwind segue (`done:`): the `@IBAction func done(_: UIStoryboardSegue)`.
    public var unwindAction: String?
    /// `modalPresentationStyle=` of a presentation (`fullScreen`, `formSheet`, `pageSheet`, …).
    public var modalPresentationStyle: String?
    /// `modalTransitionStyle=` of a presentation (`coverVertical`, `flipHorizontal`, `crossDissolve`, …).
    public var modalTransitionStyle: String?
    /// `customClass=` of a custom segue (or any segue with a subclass).
    public var customClass: String?
    /// `customModule=` of that class.
    public var customModule: String?
    /// `popoverAnchorView=` of a popover: the id of the view it points at.
    public var popoverAnchorView: String?
    /// `animates="NO"`: performed without animation.
    public var animates: Bool
    /// Every attribute, as written (`trigger="accessoryAction"`, `destinationCreationSelector`, …).
    public var attributes: [String: String]
    /// The elements inside it (`<popoverArrowDirection>`), as written.
    public var elements: [StoryboardElement]
    /// Where it is.
    public var position: StoryboardPosition

    /// Creates a segue.
    public init(
        id: String?, source: String?, destination: String, kind: SegueKind, identifier: String? = nil,
        relationship: String? = nil, unwindAction: String? = nil, modalPresentationStyle: String? = nil,
        modalTransitionStyle: String? = nil, customClass: String? = nil, customModule: String? = nil,
        popoverAnchorView: String? = nil, animates: Bool = true, attributes: [String: String] = [:],
        elements: [StoryboardElement] = [],
        position: StoryboardPosition = StoryboardPosition(line: 1, column: 1)
    ) {
        self.id = id
        self.source = source
        self.destination = destination
        self.kind = kind
        self.identifier = identifier
        self.relationship = relationship
        self.unwindAction = unwindAction
        self.modalPresentationStyle = modalPresentationStyle
        self.modalTransitionStyle = modalTransitionStyle
        self.customClass = customClass
        self.customModule = customModule
        self.popoverAnchorView = popoverAnchorView
        self.animates = animates
        self.attributes = attributes
        self.elements = elements
        self.position = position
    }
}
