public import Interchange

/// An object of an Interface Builder document: a view controller, a view, a bar item, a layout
/// guide, a placeholder: what UIKit makes when it loads the scene or nib (`init?(coder:)`).
///
/// The tree is generic (every object has the same shape, so nothing is lost) and typed where UIKit
/// needs it: the accessors in `StoryboardObject+Attributes.swift` read frames, texts, fonts,
/// colours and the rest out of `attributes` and `properties`.
public struct StoryboardObject: Sendable, Equatable {
    /// The element: which UIKit class (before `customClass`) or IB concept it is.
    public var element: ObjectElement
    /// Every attribute, as written (`id`, `customClass`, `text`, `contentMode`, …); the typed
    /// accessors read them, and what they do not read is still here.
    public var attributes: [String: String]
    /// Where its start tag is.
    public var position: StoryboardPosition
    /// The collection element it sits in inside its parent (`subviews`, `prototypes`, `cells`,
    /// `sections`, `items`, `gestureRecognizers`, `layoutGuides`, `objects`), or nil for a keyed
    /// child (`<view key="view">`, `<navigationItem key="navigationItem">`).
    public var container: String?
    /// The objects inside it, in document order: subviews, cells, sections, keyed children.
    public var children: [StoryboardObject]
    /// The values set on it (`<rect key="frame">`, `<color>`, `<fontDescription>`, `<state>`,
    /// `<string key="text">`, `<segments>`, …) and any element this reader does not know, as written.
    public var properties: [StoryboardElement]
    /// Its `<constraints>`.
    public var constraints: [LayoutConstraint]
    /// Its `<connections>`: outlets, outlet collections, actions and segues it is the source of.
    public var connections: [Connection]
    /// Its `<userDefinedRuntimeAttributes>`.
    public var runtimeAttributes: [RuntimeAttribute]

    /// Creates an object.
    public init(
        element: ObjectElement, attributes: [String: String] = [:],
        position: StoryboardPosition = StoryboardPosition(line: 1, column: 1), container: String? = nil,
        children: [StoryboardObject] = [], properties: [StoryboardElement] = [],
        constraints: [LayoutConstraint] = [], connections: [Connection] = [],
        runtimeAttributes: [RuntimeAttribute] = []
    ) {
        self.element = element
        self.attributes = attributes
        self.position = position
        self.container = container
        self.children = children
        self.properties = properties
        self.constraints = constraints
        self.connections = connections
        self.runtimeAttributes = runtimeAttributes
    }

    // MARK: Identity

    /// `id=`: the object's id, unique in the document, that connections and constraints name.
    public var id: String? { attributes["id"] }
    /// `key=`: which property of its parent it is (`view`, `navigationItem`, `contentView`,
    /// `tableHeaderView`, `rightBarButtonItem`); nil for one in a collection.
    public var key: String? { attributes["key"] }
    /// `customClass=`: the class UIKit makes instead of the element's (`ShortcutsTableViewController`).
    public var customClass: String? { attributes["customClass"] }
    /// `customModule=`: the Swift module of `customClass`.
    public var customModule: String? { attributes["customModule"] }
    /// `customModuleProvider="target"`: `customClass` is in the app's own module.
    public var customModuleProvider: String? { attributes["customModuleProvider"] }
    /// `userLabel=`: the name shown in Interface Builder's outline (not seen by UIKit).
    public var userLabel: String? { attributes["userLabel"] }
    /// `storyboardIdentifier=`: the controller's Storyboard ID, for
    /// `instantiateViewController(withIdentifier:)`.
    public var storyboardIdentifier: String? { attributes["storyboardIdentifier"] }
    /// `restorationIdentifier=`: the state-restoration identifier.
    public var restorationIdentifier: String? { attributes["restorationIdentifier"] }
    /// `reuseIdentifier=` of a table or collection view cell (`dequeueReusableCell(withIdentifier:)`).
    public var reuseIdentifier: String? { attributes["reuseIdentifier"] }
    /// `sceneMemberID=`: the object's role in its scene (`viewController`, `firstResponder`, `exit`).
    public var sceneMemberID: String? { attributes["sceneMemberID"] }
    /// `placeholderIdentifier=` of a placeholder: `IBFilesOwner` (File's Owner), `IBFirstResponder`.
    public var placeholderIdentifier: String? { attributes["placeholderIdentifier"] }
    /// The class UIKit makes: `customClass`, else the element's (`element` for `isKnown` elements).
    public var className: String { customClass ?? element.rawValue }

    // MARK: The tree

    /// The objects in its `<subviews>` (a stack view's arranged subviews too), in order.
    public var subviews: [StoryboardObject] { children.filter { $0.container == "subviews" } }
    /// The child object that is its property `key` (`view`, `navigationItem`, `contentView`).
    public func child(forKey key: String) -> StoryboardObject? { children.first { $0.key == key } }
    /// A controller's root view (`<view key="view">`, or a table view controller's `<tableView key="view">`).
    public var view: StoryboardObject? { child(forKey: "view") }
    /// A controller's `navigationItem`.
    public var navigationItem: StoryboardObject? { child(forKey: "navigationItem") }
    /// A cell's `contentView`.
    public var contentView: StoryboardObject? { child(forKey: "contentView") }
    /// A table view's prototype cells (`<prototypes>`), or a collection view's cells.
    public var prototypeCells: [StoryboardObject] {
        children.filter {
            $0.container == "prototypes" || ($0.container == "cells" && $0.element == .collectionViewCell)
        }
    }
    /// A static table view's sections (`<sections>`).
    public var sections: [StoryboardObject] { children.filter { $0.element == .tableViewSection } }
    /// A static section's cells (`<cells>`).
    public var cells: [StoryboardObject] { children.filter { $0.container == "cells" } }
    /// Its gesture recognizers (`<gestureRecognizers>`, or in a scene's objects, referred to by outlet).
    public var gestureRecognizers: [StoryboardObject] {
        children.filter { $0.container == "gestureRecognizers" }
    }
    /// A bar's or navigation item's items (`<items>`, `<leftBarButtonItems>`, `<rightBarButtonItems>`).
    public var items: [StoryboardObject] {
        children.filter {
            ["items", "leftBarButtonItems", "rightBarButtonItems", "toolbarItems"].contains($0.container)
        }
    }
    /// `<viewLayoutGuide key="safeArea">`: the view's `safeAreaLayoutGuide`.
    public var safeAreaLayoutGuide: StoryboardObject? {
        children.first { $0.element == .viewLayoutGuide && $0.key == "safeArea" }
    }
    /// `<viewLayoutGuide key="layoutMarginsGuide">`: the view's `layoutMarginsGuide`.
    public var layoutMarginsGuide: StoryboardObject? {
        children.first { $0.element == .viewLayoutGuide && $0.key == "layoutMarginsGuide" }
    }
    /// A controller's `topLayoutGuide` (`<viewControllerLayoutGuide type="top">`, before iOS 11).
    public var topLayoutGuide: StoryboardObject? {
        children.first { $0.element == .viewControllerLayoutGuide && $0.attributes["type"] == "top" }
    }
    /// A controller's `bottomLayoutGuide` (`<viewControllerLayoutGuide type="bottom">`).
    public var bottomLayoutGuide: StoryboardObject? {
        children.first { $0.element == .viewControllerLayoutGuide && $0.attributes["type"] == "bottom" }
    }
    /// The object and every object inside it, depth first, in document order.
    public var allObjects: [StoryboardObject] {
        var result: [StoryboardObject] = []
        func visit(_ object: StoryboardObject) {
            result.append(object)
            for child in object.children { visit(child) }
        }
        visit(self)
        return result
    }

    // MARK: Connections

    /// Its outlets (not outlet collections).
    public var outlets: [Outlet] {
        connections.compactMap { if case .outlet(let outlet) = $0 { outlet } else { nil } }
    }
    /// Its outlet collections.
    public var outletCollections: [Outlet] {
        connections.compactMap { if case .outletCollection(let outlet) = $0 { outlet } else { nil } }
    }
    /// Its actions.
    public var actions: [Action] {
        connections.compactMap { if case .action(let action) = $0 { action } else { nil } }
    }
    /// The segues it triggers (a controller's relationship segues among them).
    public var segues: [Segue] {
        connections.compactMap { if case .segue(let segue) = $0 { segue } else { nil } }
    }

    /// The first property element named `name`, with `key` when given.
    public func property(_ name: String, key: String? = nil) -> StoryboardElement? {
        properties.first { $0.name == name && (key == nil || $0.key == key) }
    }
}
