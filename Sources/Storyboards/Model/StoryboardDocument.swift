public import Foundation
public import Interchange

/// An Interface Builder document read into values: a storyboard's scenes or a xib's top-level
/// objects, their resources, and what the reader found wrong (`diagnostics`).
public struct StoryboardDocument: Sendable, Equatable {
    /// Which kind of document.
    public enum Kind: String, Sendable, Hashable {
        /// A `.storyboard` (`type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"`): scenes,
        /// one view controller each, joined by segues.
        case storyboard
        /// A `.xib` (`type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"`): a nib's top-level objects,
        /// with File's Owner.
        case xib
    }

    /// Which kind of document.
    public var kind: Kind
    /// The name the caller gave (a file's path or name), used in every diagnostic.
    public var name: String
    /// `type=` as written.
    public var type: String
    /// `version=` of the format (`3.0` since Xcode 5).
    public var version: String?
    /// `toolsVersion=`: the build of Interface Builder that saved it (`10117` is Xcode 7, `14490`
    /// Xcode 10, `17701` Xcode 12, `21701` Xcode 14, `22505` Xcode 15).
    public var toolsVersion: String?
    /// `targetRuntime=` (`iOS.CocoaTouch`, `AppleSDK`, `MacOSX.Cocoa`).
    public var targetRuntime: String?
    /// `initialViewController=`: the id of the controller `instantiateInitialViewController()` makes.
    public var initialViewControllerID: String?
    /// `useAutolayout="YES"`: the views are laid out with constraints.
    public var usesAutolayout: Bool
    /// `useTraitCollections="YES"`: size classes.
    public var usesTraitCollections: Bool
    /// `useSafeAreas="YES"`: safe area layout guides (Xcode 9 and later) instead of the top and
    /// bottom layout guides.
    public var usesSafeAreas: Bool
    /// `launchScreen="YES"`: the launch screen.
    public var isLaunchScreen: Bool
    /// Every attribute of `<document>`, as written.
    public var attributes: [String: String]
    /// A storyboard's scenes, in document order.
    public var scenes: [Scene]
    /// A xib's top-level objects (File's Owner and First Responder placeholders first, as IB
    /// writes them); empty for a storyboard.
    public var objects: [StoryboardObject]
    /// `<resources>`: the images and colours the document uses, with their sizes and values.
    public var resources: [StoryboardResource]
    /// The other elements of `<document>` (`<device>`, `<dependencies>`, …), as written.
    public var elements: [StoryboardElement]
    /// What the reader found wrong; the rest of the document is read regardless.
    public var diagnostics: [StoryboardDiagnostic]
    /// Every object id → where it is: the scene (or -1 for the document's objects), then indices.
    var index: [String: [Int]]

    /// Creates a document (the reader makes them; `index` is built from the objects).
    public init(
        kind: Kind, name: String, type: String, version: String? = nil, toolsVersion: String? = nil,
        targetRuntime: String? = nil, initialViewControllerID: String? = nil, usesAutolayout: Bool = false,
        usesTraitCollections: Bool = false, usesSafeAreas: Bool = false, isLaunchScreen: Bool = false,
        attributes: [String: String] = [:], scenes: [Scene] = [], objects: [StoryboardObject] = [],
        resources: [StoryboardResource] = [], elements: [StoryboardElement] = [],
        diagnostics: [StoryboardDiagnostic] = []
    ) {
        self.kind = kind
        self.name = name
        self.type = type
        self.version = version
        self.toolsVersion = toolsVersion
        self.targetRuntime = targetRuntime
        self.initialViewControllerID = initialViewControllerID
        self.usesAutolayout = usesAutolayout
        self.usesTraitCollections = usesTraitCollections
        self.usesSafeAreas = usesSafeAreas
        self.isLaunchScreen = isLaunchScreen
        self.attributes = attributes
        self.scenes = scenes
        self.objects = objects
        self.resources = resources
        self.elements = elements
        self.diagnostics = diagnostics
        self.index = [:]
        reindex()
    }

    /// Rebuilds the id index after the objects changed (the first object with an id wins).
    mutating func reindex() {
        var index: [String: [Int]] = [:]
        func visit(_ object: StoryboardObject, _ path: [Int]) {
            if let id = object.id, index[id] == nil { index[id] = path }
            for (offset, child) in object.children.enumerated() { visit(child, path + [offset]) }
        }
        for (sceneOffset, scene) in scenes.enumerated() {
            for (offset, object) in scene.objects.enumerated() { visit(object, [sceneOffset, offset]) }
        }
        for (offset, object) in objects.enumerated() { visit(object, [-1, offset]) }
        self.index = index
    }

    // MARK: Queries

    /// The object with id `id` (a view controller, view, item, layout guide, placeholder), or nil.
    /// - Complexity: O(depth) after the index the reader builds.
    public func object(withID id: String) -> StoryboardObject? {
        guard let path = index[id], path.count >= 2 else { return nil }
        let top = path[0] < 0 ? objects : scenes[path[0]].objects
        var object = top[path[1]]
        for offset in path.dropFirst(2) { object = object.children[offset] }
        return object
    }

    /// The scene whose objects hold the object with id `id`, or nil (a xib's objects have none).
    public func scene(containing id: String) -> Scene? {
        guard let path = index[id], let first = path.first, first >= 0 else { return nil }
        return scenes[first]
    }

    /// The controller `instantiateInitialViewController()` makes: the object `initialViewControllerID`
    /// names, or nil.
    public var initialViewControllerObject: StoryboardObject? {
        initialViewControllerID.flatMap(object(withID:))
    }

    /// The controller whose Storyboard ID is `identifier`
    /// (`instantiateViewController(withIdentifier:)`), or nil.
    public func viewController(withStoryboardIdentifier identifier: String) -> StoryboardObject? {
        for scene in scenes {
            if let controller = scene.viewController, controller.storyboardIdentifier == identifier {
                return controller
            }
        }
        return objects.first { $0.element.isViewController && $0.storyboardIdentifier == identifier }
    }

    /// The object a connection points to (an outlet's, action's or segue's `destination`), or nil
    /// when it names none (a `.danglingReference` diagnostic said so).
    public func destination(of connection: Connection) -> StoryboardObject? {
        object(withID: connection.destination)
    }

    /// A xib's File's Owner (`<placeholder placeholderIdentifier="IBFilesOwner">`), or nil.
    public var filesOwner: StoryboardObject? {
        objects.first { $0.element == .placeholder && $0.placeholderIdentifier == "IBFilesOwner" }
    }

    /// Every object of the document (scenes' and top-level), depth first, in document order.
    public var allObjects: [StoryboardObject] {
        scenes.flatMap { $0.objects.flatMap(\.allObjects) } + objects.flatMap(\.allObjects)
    }

    /// The resource image named `name`, or nil.
    public func imageResource(named name: String) -> ImageResource? {
        for case .image(let image) in resources where image.name == name { return image }
        return nil
    }
}

/// A storyboard's scene (`<scene sceneID=…>`): one view controller with its placeholders (First
/// Responder, Exit) and any other top-level objects (gesture recognizers, custom objects).
public struct Scene: Sendable, Equatable {
    /// `sceneID=`.
    public var sceneID: String
    /// `<objects>`, in document order.
    public var objects: [StoryboardObject]
    /// `<point key="canvasLocation">`: where IB draws it (not seen by UIKit).
    public var canvasLocation: CGPoint?
    /// The scene's other elements, as written (each one reported as unknown).
    public var elements: [StoryboardElement]
    /// Where it is.
    public var position: StoryboardPosition

    /// Creates a scene.
    public init(
        sceneID: String, objects: [StoryboardObject], canvasLocation: CGPoint? = nil,
        elements: [StoryboardElement] = [],
        position: StoryboardPosition = StoryboardPosition(line: 1, column: 1)
    ) {
        self.sceneID = sceneID
        self.objects = objects
        self.canvasLocation = canvasLocation
        self.elements = elements
        self.position = position
    }

    /// The scene's view controller: the object with `sceneMemberID="viewController"`, else the first
    /// view controller element.
    public var viewController: StoryboardObject? {
        objects.first { $0.sceneMemberID == "viewController" }
            ?? objects.first { $0.element.isViewController }
    }

    /// The scene's Exit placeholder (`<exit>`), the destination of its unwind segues.
    public var exit: StoryboardObject? { objects.first { $0.element == .exit } }
}

/// An entry of `<resources>`: what an image or colour the document names looked like when it was
/// saved.
public enum StoryboardResource: Sendable, Equatable {
    /// `<image name="star" width="24" height="24"/>`.
    case image(ImageResource)
    /// `<namedColor name="AccentColor"><color …/></namedColor>`: an asset catalog colour.
    case namedColor(name: String, color: ColorDescription?)
    /// `<systemColor name="systemBackgroundColor"><color …/></systemColor>`: a semantic colour's
    /// light-mode value (Xcode 13 and later).
    case systemColor(name: String, color: ColorDescription?)
    /// Another element, as written.
    case other(StoryboardElement)
}

/// An image a document names: `<image name="star" width="24" height="24"/>` (`catalog="system"`
/// for an SF Symbol).
public struct ImageResource: Sendable, Equatable {
    /// `name=`: the asset catalog image (or symbol) name.
    public var name: String
    /// `width=` and `height=`: its size in points when the document was saved.
    public var size: CGSize?
    /// `catalog=`: `system` for an SF Symbol; nil for the app's own.
    public var catalog: String?

    /// Creates an image resource.
    public init(name: String, size: CGSize? = nil, catalog: String? = nil) {
        self.name = name
        self.size = size
        self.catalog = catalog
    }
}
