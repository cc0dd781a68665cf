import Foundation
import Interchange

/// The second pass: the element tree read as a document, objects typed where the model types
/// them, every problem a diagnostic at the element or attribute it is about.
final class DocumentBuilder {
    let name: String
    let lines: LineIndex
    var diagnostics: [StoryboardDiagnostic] = []
    /// Every id seen (objects, constraints, connections) and where it first was.
    var ids: [String: StoryboardPosition] = [:]
    /// The ids the document refers to, checked once every object is known.
    var references: [(id: String, element: StoryboardElement, attribute: String)] = []

    init(name: String, bytes: [UInt8]) {
        self.name = name
        self.lines = LineIndex(bytes: bytes)
    }

    // MARK: Vocabulary

    /// The elements that hold a collection of objects.
    static let containers: Set<String> = [
        "subviews", "prototypes", "cells", "sections", "items", "gestureRecognizers", "layoutGuides",
        "toolbarItems", "leftBarButtonItems", "rightBarButtonItems", "objects",
    ]

    /// The value elements IB attaches to objects; they are kept as written, the typed ones read by
    /// the accessors.
    static let valueElements: Set<String> = [
        "rect", "size", "point", "color", "fontDescription", "font", "autoresizingMask", "string",
        "mutableString",
        "state", "inset", "edgeInsets", "directionalEdgeInsets", "textInputTraits", "nil", "bool", "integer",
        "real",
        "accessibility", "accessibilityTraits", "attributedString", "fragment", "attributes",
        "paragraphStyle",
        "variation", "mask", "exclude", "include", "segments", "segment", "imageReference",
        "preferredSymbolConfiguration", "buttonConfiguration", "backgroundConfiguration", "date", "locale",
        "timeZone", "calendar", "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics",
        "simulatedTabBarMetrics", "simulatedToolbarMetrics", "simulatedScreenMetrics",
        "simulatedOrientationMetrics", "freeformSimulatedSizeMetrics", "simulatedMetricsContainer",
        "wkWebViewConfiguration", "wkPreferences", "audiovisualMediaTypes", "dataDetectorType",
        "popoverArrowDirection", "textAttributes", "offsetWrapper", "navigationBarAppearance",
        "tabBarAppearance", "toolbarAppearance", "barButtonItemAppearance", "barButtonItemStateAppearance",
        "tabBarItemAppearance", "tabBarItemStateAppearance", "shadow", "dateComponents", "array",
        "dictionary",
        "keyCommands", "keyCommand", "menu", "command", "backgroundImage", "image",
        "userDefinedRuntimeAttribute",
        "placeholderRelationship", "contentInsets", "textContentType", "spellCheckingType", "blurEffect",
        "vibrancyEffect", "layoutGuide", "attributedStringKeys", "scrollEdgeAppearance", "standardAppearance",
        "compactAppearance", "imageSymbolConfiguration", "integer64", "data", "url",
    ]

    /// The elements a `<document>` holds besides scenes, objects and resources.
    static let documentElements: Set<String> = [
        "device", "dependencies", "simulatedMetricsContainer", "inferredMetricsTieBreakers", "classes",
        "customFonts", "designables",
    ]

    /// The members of the special collections, misplaced anywhere else.
    static let members: [String: String] = [
        "constraint": "constraints", "outlet": "connections", "outletCollection": "connections",
        "action": "connections", "segue": "connections", "scene": "scenes",
    ]

    // MARK: Positions and problems

    func report(_ kind: StoryboardDiagnostic.Kind, at position: StoryboardPosition) {
        diagnostics.append(StoryboardDiagnostic(kind: kind, file: name, position: position))
    }

    /// Where `attribute` of `element` starts (the first letter of its name), else the element's.
    func position(of attribute: String, in element: StoryboardElement) -> StoryboardPosition {
        let bytes = lines.bytes
        guard var index = lines.byteOffset(of: element.position) else { return element.position }
        index += 1
        while index < bytes.count, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"),
            bytes[index] != UInt8(ascii: "/")
        {
            index += 1
        }
        let wanted = Array(attribute.utf8)
        while index < bytes.count {
            while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/")
            else {
                break
            }
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "="), !Self.isSpace(bytes[index]),
                bytes[index] != UInt8(ascii: ">")
            {
                index += 1
            }
            if Array(bytes[start..<index]) == wanted {
                return lines.position(ofByte: start)
            }
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "'"),
                bytes[index] != UInt8(ascii: ">")
            {
                index += 1
            }
            guard index < bytes.count, bytes[index] != UInt8(ascii: ">") else { break }
            let quote = bytes[index]
            index += 1
            while index < bytes.count, bytes[index] != quote { index += 1 }
            index += 1
        }
        return element.position
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    func report(_ problem: ValueProblem, in element: StoryboardElement) {
        let at = problem.value.isEmpty ? element.position : position(of: problem.attribute, in: element)
        report(
            .invalidValue(
                element: problem.element, attribute: problem.attribute, value: problem.value,
                expected: problem.expected), at: at)
    }

    /// Runs `check`, reporting its problem at `element`.
    func checking(_ element: StoryboardElement, _ check: (StoryboardElement) throws(ValueProblem) -> Void) {
        do throws(ValueProblem) {
            try check(element)
        } catch {
            report(error, in: element)
        }
    }

    func noteID(_ id: String?, of element: StoryboardElement) {
        guard let id else { return }
        if let first = ids[id] {
            report(.duplicateID(id: id, first: first), at: position(of: "id", in: element))
        } else {
            ids[id] = element.position
        }
    }

    func reportText(of element: StoryboardElement) {
        let text = element.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if !text.isEmpty { report(.unexpectedText(element: element.name, text: text), at: element.position) }
    }

    // MARK: The document

    func document(from root: StoryboardElement) throws(StoryboardReadError) -> StoryboardDocument {
        let type = root.attributes["type"] ?? ""
        let kind: StoryboardDocument.Kind = type.contains(".Storyboard") ? .storyboard : .xib
        var scenes: [Scene] = []
        var objects: [StoryboardObject] = []
        var resources: [StoryboardResource] = []
        var elements: [StoryboardElement] = []
        reportText(of: root)
        for child in root.children {
            switch child.name {
            case "scenes":
                reportText(of: child)
                for sceneElement in child.children {
                    if sceneElement.name == "scene" {
                        scenes.append(scene(sceneElement))
                    } else {
                        report(
                            .unknownElement(name: sceneElement.name, parent: "scenes"),
                            at: sceneElement.position)
                        elements.append(sceneElement)
                    }
                }
            case "objects":
                reportText(of: child)
                objects += child.children.map { object($0, container: "objects", parent: "objects") }
            case "resources":
                reportText(of: child)
                resources += child.children.map(resource)
            default:
                if !Self.documentElements.contains(child.name) {
                    report(.unknownElement(name: child.name, parent: root.name), at: child.position)
                }
                elements.append(child)
            }
        }
        let flag = { (name: String) in root.attributes[name] == "YES" }
        var document = StoryboardDocument(
            kind: kind, name: name, type: type, version: root.attributes["version"],
            toolsVersion: root.attributes["toolsVersion"], targetRuntime: root.attributes["targetRuntime"],
            initialViewControllerID: root.attributes["initialViewController"],
            usesAutolayout: flag("useAutolayout"),
            usesTraitCollections: flag("useTraitCollections"), usesSafeAreas: flag("useSafeAreas"),
            isLaunchScreen: flag("launchScreen"), attributes: root.attributes, scenes: scenes,
            objects: objects,
            resources: resources, elements: elements)
        for reference in references
        where ids[reference.id] == nil && document.object(withID: reference.id) == nil {
            report(
                .danglingReference(
                    id: reference.id, element: reference.element.name, attribute: reference.attribute),
                at: position(of: reference.attribute, in: reference.element))
        }
        if let initial = document.initialViewControllerID,
            !scenes.contains(where: { scene in scene.objects.contains { $0.id == initial } })
        {
            report(
                .missingInitialViewController(id: initial),
                at: position(of: "initialViewController", in: root))
        }
        document.diagnostics = diagnostics.sorted { $0.position < $1.position }
        return document
    }

    func scene(_ element: StoryboardElement) -> Scene {
        reportText(of: element)
        var objects: [StoryboardObject] = []
        var canvas: CGPoint?
        var others: [StoryboardElement] = []
        for child in element.children {
            if child.name == "objects" {
                reportText(of: child)
                objects += child.children.map { object($0, container: "objects", parent: "objects") }
            } else if child.name == "point", child.key == "canvasLocation" {
                checking(child) { element throws(ValueProblem) in canvas = try Geometry.point(element) }
            } else {
                report(.unknownElement(name: child.name, parent: "scene"), at: child.position)
                others.append(child)
            }
        }
        if element.attributes["sceneID"] == nil {
            report(.missingAttribute(element: "scene", attribute: "sceneID"), at: element.position)
        }
        return Scene(
            sceneID: element.attributes["sceneID"] ?? "", objects: objects, canvasLocation: canvas,
            elements: others,
            position: element.position)
    }

    func resource(_ element: StoryboardElement) -> StoryboardResource {
        let name = element.attributes["name"] ?? ""
        switch element.name {
        case "image":
            var size: CGSize?
            if element.attributes["width"] != nil || element.attributes["height"] != nil {
                checking(element) { element throws(ValueProblem) in size = try Geometry.size(element) }
            }
            return .image(ImageResource(name: name, size: size, catalog: element.attributes["catalog"]))
        case "namedColor", "systemColor":
            var color: ColorDescription?
            if let inner = element.child("color") {
                checking(inner) { inner throws(ValueProblem) in color = try ColorDescription.read(inner) }
            }
            return element.name == "namedColor"
                ? .namedColor(name: name, color: color) : .systemColor(name: name, color: color)
        default:
            report(.unknownElement(name: element.name, parent: "resources"), at: element.position)
            return .other(element)
        }
    }

    // MARK: Objects

    /// An element as an object: known or not (an unknown one is reported and kept).
    func object(_ element: StoryboardElement, container: String?, parent: String) -> StoryboardObject {
        let kind = ObjectElement(rawValue: element.name)
        if !kind.isKnown {
            report(.unknownElement(name: element.name, parent: parent), at: element.position)
        }
        noteID(element.attributes["id"], of: element)
        reportText(of: element)
        checkAttributes(element)
        var object = StoryboardObject(
            element: kind, attributes: element.attributes, position: element.position, container: container)
        for child in element.children {
            switch child.name {
            case _ where Self.containers.contains(child.name):
                reportText(of: child)
                for member in child.children {
                    object.children.append(self.object(member, container: child.name, parent: child.name))
                }
            case "constraints":
                reportText(of: child)
                for member in child.children {
                    if member.name == "constraint" {
                        object.constraints.append(constraint(member, owner: object.id))
                    } else {
                        report(
                            .misplacedElement(name: member.name, parent: "constraints"), at: member.position)
                        object.properties.append(member)
                    }
                }
            case "connections":
                reportText(of: child)
                for member in child.children {
                    if let connection = connection(member, source: object.id) {
                        object.connections.append(connection)
                    } else if !["outlet", "outletCollection", "action", "segue"].contains(member.name) {
                        report(
                            .misplacedElement(name: member.name, parent: "connections"), at: member.position)
                        object.properties.append(member)
                    }
                }
            case "userDefinedRuntimeAttributes":
                reportText(of: child)
                for member in child.children {
                    guard member.name == "userDefinedRuntimeAttribute" else {
                        report(
                            .misplacedElement(name: member.name, parent: "userDefinedRuntimeAttributes"),
                            at: member.position)
                        object.properties.append(member)
                        continue
                    }
                    do throws(ValueProblem) {
                        object.runtimeAttributes.append(try RuntimeAttribute.read(member))
                    } catch {
                        report(error, in: member)
                    }
                }
            case _ where ObjectElement(rawValue: child.name).isKnown:
                object.children.append(self.object(child, container: nil, parent: element.name))
            case _ where Self.valueElements.contains(child.name):
                checkValue(child)
                object.properties.append(child)
            case _ where Self.members[child.name] != nil:
                report(.misplacedElement(name: child.name, parent: element.name), at: child.position)
                object.properties.append(child)
            default:
                if child.attributes["id"] != nil {
                    // An object of a kind this reader does not know: kept as one, reported once.
                    object.children.append(self.object(child, container: nil, parent: element.name))
                } else {
                    report(.unknownElement(name: child.name, parent: element.name), at: child.position)
                    object.properties.append(child)
                }
            }
        }
        return object
    }

    /// The typed values of a value element, checked (the accessors give nil for a bad one).
    func checkValue(_ element: StoryboardElement) {
        checking(element) { element throws(ValueProblem) in
            switch element.name {
            case "rect": _ = try Geometry.rect(element)
            case "size": _ = try Geometry.size(element)
            case "point": _ = try Geometry.point(element)
            case "color": _ = try ColorDescription.read(element)
            case "fontDescription": _ = try FontDescription.read(element)
            case "autoresizingMask": _ = try AutoresizingMask.read(element)
            case "state":
                for color in element.children where color.name == "color" { checkValue(color) }
            default: break
            }
        }
    }

    /// The attributes the typed accessors read, checked; and the ids an object refers to.
    func checkAttributes(_ element: StoryboardElement) {
        let a = element.attributes
        let name = element.name
        checking(element) { _ throws(ValueProblem) in
            for attribute in [
                "alpha", "rowHeight", "spacing", "horizontalHuggingPriority", "verticalHuggingPriority",
                "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority", "value",
                "progress", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight",
            ] {
                _ = try ValueProblem.number(a, attribute, element: name)
            }
        }
        checking(element) { _ throws(ValueProblem) in
            for attribute in ["tag", "numberOfLines", "selectedSegmentIndex"] {
                _ = try ValueProblem.integer(a, attribute, element: name)
            }
        }
        checking(element) { _ throws(ValueProblem) in
            for attribute in [
                "hidden", "userInteractionEnabled", "opaque", "clipsSubviews",
                "translatesAutoresizingMaskIntoConstraints",
                "enabled", "on",
            ] {
                _ = try ValueProblem.flag(a, attribute, element: name)
            }
        }
        checking(element) { _ throws(ValueProblem) in
            let enums: [(String, (String) -> Bool)] = [
                ("contentMode", { ContentMode(rawValue: $0) != nil }),
                ("textAlignment", { TextAlignment(rawValue: $0) != nil }),
                ("lineBreakMode", { LineBreakMode(rawValue: $0) != nil }),
                ("axis", { LayoutAxis(rawValue: $0) != nil }),
            ]
            for (attribute, valid) in enums {
                if let value = a[attribute], !valid(value) {
                    throw ValueProblem(
                        element: name, attribute: attribute, value: value, expected: "a known \(attribute)")
                }
            }
        }
        for attribute in ["textLabel", "detailTextLabel", "tableViewCell"] {
            if let id = a[attribute] { references.append((id, element, attribute)) }
        }
    }

    // MARK: Constraints and connections

    func constraint(_ element: StoryboardElement, owner: String?) -> LayoutConstraint {
        let a = element.attributes
        noteID(a["id"], of: element)
        reportText(of: element)
        func attribute(_ name: String) -> LayoutAttribute? {
            guard let text = a[name] else { return nil }
            guard let value = LayoutAttribute(rawValue: text) else {
                report(
                    .invalidValue(
                        element: "constraint", attribute: name, value: text,
                        expected:
                            "a layout attribute (leading, top, width, centerX, …); the constraint is ignored"),
                    at: position(of: name, in: element))
                return nil
            }
            return value
        }
        let first = attribute("firstAttribute")
        if a["firstAttribute"] == nil {
            report(
                .missingAttribute(element: "constraint", attribute: "firstAttribute"), at: element.position)
        }
        let second = attribute("secondAttribute")
        var relation = LayoutRelation.equal
        if let text = a["relation"] {
            if let value = LayoutRelation(rawValue: text) {
                relation = value
            } else {
                report(
                    .invalidValue(
                        element: "constraint", attribute: "relation", value: text,
                        expected: "lessThanOrEqual, equal or greaterThanOrEqual"),
                    at: position(of: "relation", in: element))
            }
        }
        var multiplier = 1.0
        if let text = a["multiplier"] {
            if let value = LayoutConstraint.multiplier(text) {
                multiplier = value
            } else {
                report(
                    .invalidValue(
                        element: "constraint", attribute: "multiplier", value: text,
                        expected: "a number or a ratio (16:9)"), at: position(of: "multiplier", in: element))
            }
        }
        var constant = 0.0
        var priority = 1000.0
        checking(element) { element throws(ValueProblem) in
            constant = try ValueProblem.number(a, "constant", in: element) ?? 0
        }
        checking(element) { element throws(ValueProblem) in
            priority = try ValueProblem.number(a, "priority", in: element) ?? 1000
        }
        for item in ["firstItem", "secondItem"] {
            if let id = a[item] { references.append((id, element, item)) }
        }
        return LayoutConstraint(
            id: a["id"], owner: owner, firstItem: a["firstItem"], firstAttribute: first, relation: relation,
            secondItem: a["secondItem"], secondAttribute: second, multiplier: multiplier, constant: constant,
            priority: priority, identifier: a["identifier"], isPlaceholder: a["placeholder"] == "YES",
            attributes: a, position: element.position)
    }

    /// A connection element as a connection; nil (reported) when it lacks what it needs, or when it
    /// is not a connection element.
    func connection(_ element: StoryboardElement, source: String?) -> Connection? {
        let a = element.attributes
        guard ["outlet", "outletCollection", "action", "segue"].contains(element.name) else { return nil }
        noteID(a["id"], of: element)
        reportText(of: element)
        func required(_ attribute: String) -> String? {
            guard let value = a[attribute], !value.isEmpty else {
                report(.missingAttribute(element: element.name, attribute: attribute), at: element.position)
                return nil
            }
            return value
        }
        let destination = required("destination")
        if let destination { references.append((destination, element, "destination")) }
        switch element.name {
        case "outlet", "outletCollection":
            guard let property = required("property"), let destination else { return nil }
            let outlet = Outlet(
                id: a["id"], source: source, property: property, destination: destination,
                collectionClass: a["collectionClass"], attributes: a, position: element.position)
            return element.name == "outlet" ? .outlet(outlet) : .outletCollection(outlet)
        case "action":
            guard let selector = required("selector"), let destination else { return nil }
            return .action(
                Action(
                    id: a["id"], source: source, selector: selector, destination: destination,
                    eventType: a["eventType"], attributes: a, position: element.position))
        default:
            guard let destination else { return nil }
            let kind = SegueKind(rawValue: a["kind"] ?? "")
            if a["kind"] == nil {
                report(.missingAttribute(element: "segue", attribute: "kind"), at: element.position)
            } else if !SegueKind.known.contains(kind) {
                report(.unknownSegueKind(kind: kind.rawValue), at: position(of: "kind", in: element))
            }
            if let anchor = a["popoverAnchorView"] {
                references.append((anchor, element, "popoverAnchorView"))
            }
            return .segue(
                Segue(
                    id: a["id"], source: source, destination: destination, kind: kind,
                    identifier: a["identifier"],
                    relationship: a["relationship"], unwindAction: a["unwindAction"],
                    modalPresentationStyle: a["modalPresentationStyle"],
                    modalTransitionStyle: a["modalTransitionStyle"], customClass: a["customClass"],
                    customModule: a["customModule"], popoverAnchorView: a["popoverAnchorView"],
                    animates: a["animates"] != "NO", attributes: a, elements: element.children,
                    position: element.position))
        }
    }
}
