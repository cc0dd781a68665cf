import Foundation
import Storyboards
import TouchKit

/// Makes a storyboard's scenes into live controllers and views (what `UIStoryboard` uses).
///
/// It lives in the UIKit module because a scene's classes come from the app's `ForceTouchRegistry`
/// (here) and the document from the `Storyboards` module; the concepts it fills in (a controller's
/// storyboard view loader and segue performer, a table's prototype cells, `StoryboardSegue`,
/// `awakeFromNib`) are TouchKit's (docs/ARCHITECTURE.md).
@MainActor
final class StoryboardInstantiator {
    /// An image a storyboard names (`image="first"`), found as `UIImage(named:)` finds it in the
    /// running app's bundle — its render name, a vector PDF's size, its set's rendering mode — else
    /// the name as written (iOS logs "Could not load the image" and shows none; the page draws its
    /// placeholder).
    static func image(named name: String) -> Image {
        Image(named: name) ?? Image(resourceNamed: name)
    }

    /// The storyboard, for `storyboardStorage` and its `problems` (weak: the controllers it made
    /// keep it, and closures of theirs keep this).
    weak var storyboard: UIStoryboard?
    let document: StoryboardDocument
    /// Element names already reported as not built, so each is reported once per storyboard.
    var reportedElements: Set<String> = []

    init(storyboard: UIStoryboard, document: StoryboardDocument) {
        self.storyboard = storyboard
        self.document = document
    }

    /// Reports `problem` through the storyboard (standard error when it is gone).
    func report(_ problem: String) {
        if let storyboard {
            storyboard.report(problem)
        } else {
            Window.reportUnhosted(.storyboard(detail: problem))
        }
    }

    var registry: ForceTouchRegistry { .current }

    /// The objects one instantiation of a scene made, by id.
    final class SceneInstance {
        let scene: Storyboards.Scene?
        weak var controller: ViewController?
        var objects: [String: AnyObject] = [:]
        /// Layout guides by id (a view's safe area, margins, a controller's top/bottom guide).
        var guides: [String: (guide: LayoutGuide, topOrBottom: String?)] = [:]
        /// Objects made, in document order, for `awakeFromNib`.
        var made: [Responder] = []

        init(scene: Storyboards.Scene?) { self.scene = scene }

        func instance(_ id: String?) -> AnyObject? {
            guard let id else { return nil }
            if let object = objects[id] { return object }
            if let controller, id == sceneControllerID { return controller }
            return nil
        }

        var sceneControllerID: String? { scene?.viewController?.id }
    }

    // MARK: Controllers

    /// Makes the controller `object` describes, with its relationships, navigation item, segues and
    /// a view loader; `creator` makes it instead of the storyboard when it returns one.
    func controller(
        for object: StoryboardObject, creator: (@MainActor (NSCoder) -> UIViewController?)?
    ) -> UIViewController {
        let coder = StoryboardCoder(object: object)
        let controller = creator?(coder) ?? makeController(object, coder: coder)
        let instance = SceneInstance(scene: object.id.flatMap { document.scene(containing: $0) })
        instance.controller = controller
        controller.storyboardStorage = storyboard
        if let title = object.attributes["title"] { controller.title = title }
        if let style = object.attributes["modalPresentationStyle"] {
            controller.modalPresentationStyle = modalStyle(style)
        }
        if let item = object.navigationItem {
            applyNavigationItem(item, to: controller, in: instance)
            for barObject in item.allObjects {
                guard let source = instance.instance(barObject.id) else { continue }
                connect(barObject.connections, source: source, instance: instance, deferMissing: false)
            }
        }
        // A container's children (relationship segues) are made with it, as UIKit does.
        var roots: [UIViewController] = []
        for segue in object.segues where segue.kind == .relationship {
            guard let destination = destinationObject(segue) else { continue }
            if segue.relationship == "rootViewController" || segue.relationship == "viewControllers" {
                roots.append(self.controller(for: destination, creator: nil))
            } else {
                reportOnce("relationship:\(segue.relationship ?? "")") {
                    "The '\(segue.relationship ?? "?")' relationship of \(object.className) is not built here; "
                        + "its destination was not made."
                }
            }
        }
        if let navigation = controller as? NavigationController, !roots.isEmpty {
            navigation.setViewControllers(roots, animated: false)
        }
        if let tabs = controller as? TabBarController, !roots.isEmpty {
            tabs.setViewControllers(roots, animated: false)
        }
        if let item = object.child(forKey: "tabBarItem") {
            let tag = item.attributes["tag"].flatMap(Int.init) ?? 0
            if let name = item.attributes["systemItem"],
                let system = TabBarItem.SystemItem(storyboardName: name)
            {
                controller.tabBarItem = TabBarItem(tabBarSystemItem: system, tag: tag)
            } else {
                let made = TabBarItem(
                    title: item.attributes["title"],
                    image: item.attributes["image"].map(Self.image(named:)),
                    tag: tag)
                made.selectedImage = item.attributes["selectedImage"].map(Self.image(named:))
                controller.tabBarItem = made
            }
        }
        if let view = object.view {
            controller.storyboardViewLoader = { [self] loading in
                loadView(view, of: object, into: loading, instance: instance)
            }
        }
        controller.storyboardSeguePerformer = { [self] source, identifier, sender in
            guard let segue = seguesOfScene(instance).first(where: { $0.identifier == identifier }) else {
                return false
            }
            perform(segue, from: source, sender: sender, instance: instance)
            return true
        }
        // Connections of the controller that name objects outside its view (the navigation item's
        // bar button items, scene-level objects) hold now; the rest when the view loads.
        connect(object.connections, source: controller, instance: instance, deferMissing: true)
        controller.awakeFromNib()
        return controller
    }

    func makeController(_ object: StoryboardObject, coder: NSCoder) -> UIViewController {
        if let name = object.customClass {
            if let entry = registry.entry(named: name) {
                if let made = entry.make(coder) as? UIViewController { return made }
                report(
                    "\(name).init(coder:) returned nil or not a UIViewController; the storyboard's "
                        + "\(object.element.rawValue) was made instead.")
            } else {
                report(
                    "Unknown class \(name) in Interface Builder file (\(document.name)); a "
                        + "\(object.element.rawValue) was made instead. Is the class in the app's registry?")
            }
        }
        switch object.element {
        case .navigationController: return NavigationController(coder: coder)!
        case .tabBarController: return TabBarController(coder: coder)!
        case .tableViewController: return TableViewController(coder: coder)!
        case .collectionViewController: return CollectionViewController(coder: coder)!
        case .viewController: return ViewController(coder: coder)!
        default:
            reportOnce(object.element.rawValue) {
                "<\(object.element.rawValue)> is not built here; a plain view controller stands in for it."
            }
            return ViewController(coder: coder)!
        }
    }

    func applyNavigationItem(
        _ item: StoryboardObject, to controller: ViewController, in instance: SceneInstance
    ) {
        let navigationItem = controller.navigationItem
        if let id = item.id { instance.objects[id] = navigationItem }
        if let title = item.title { navigationItem.title = title }
        for child in item.children where child.element == .barButtonItem {
            let barItem = makeBarButtonItem(child, instance: instance)
            switch child.key {
            case "rightBarButtonItem": navigationItem.rightBarButtonItem = barItem
            case "leftBarButtonItem": navigationItem.leftBarButtonItem = barItem
            case "backBarButtonItem": navigationItem.backButtonTitle = barItem.title
            default: break
            }
        }
    }

    func makeBarButtonItem(_ object: StoryboardObject, instance: SceneInstance) -> BarButtonItem {
        let style: BarButtonItem.Style = object.style == "done" ? .done : .plain
        var title = object.title
        if title == nil, let system = object.attributes["systemItem"] {
            title =
                ["add": "+", "done": "Done", "cancel": "Cancel", "save": "Save", "edit": "Edit"][system]
                ?? system.capitalized
        }
        let item: BarButtonItem =
            if let image = object.image, title == nil {
                BarButtonItem(image: Self.image(named: image), style: style)
            } else {
                BarButtonItem(title: title, style: style)
            }
        if let id = object.id { instance.objects[id] = item }
        if let enabled = object.isEnabled { item.isEnabled = enabled }
        return item
    }

    // MARK: Views

    func loadView(
        _ view: StoryboardObject, of object: StoryboardObject, into controller: ViewController,
        instance: SceneInstance
    ) {
        // The controller's top and bottom layout guides (iOS 7–10 documents) stand for its safe area.
        let root = makeView(view, instance: instance)
        for guide in object.children where guide.element == .viewControllerLayoutGuide {
            if let id = guide.id {
                instance.guides[id] = (root.safeAreaLayoutGuide, guide.attributes["type"])
            }
        }
        if let collectionController = controller as? CollectionViewController,
            let collection = root as? CollectionView
        {
            collectionController.collectionView = collection
        } else if let tableController = controller as? TableViewController, let table = root as? TableView {
            tableController.tableView = table
            if let source = table.storyboardRetained.first as? StaticTableDataSource {
                table.dataSource = source
            }
        } else {
            controller.view = root
        }
        var objects = view.allObjectsOutsidePrototypes
        objects.append(
            contentsOf: object.children.filter { $0.key != "view" && $0.element != .navigationItem })
        connect(object.connections, source: controller, instance: instance, deferMissing: false)
        for made in objects {
            guard let source = instance.instance(made.id) else { continue }
            connect(made.connections, source: source, instance: instance, deferMissing: false)
        }
        installConstraints(of: view.allObjectsOutsidePrototypes, instance: instance, root: root)
        embedChildren(of: view.allObjectsOutsidePrototypes, in: controller, instance: instance)
        for made in instance.made { made.awakeFromNib() }
        instance.made.removeAll()
    }

    /// Makes the view `object` describes and its subviews, registering each by id.
    func makeView(_ object: StoryboardObject, instance: SceneInstance, existing: View? = nil) -> View {
        let view = existing ?? newView(object)
        if let id = object.id { instance.objects[id] = view }
        if existing == nil { instance.made.append(view) }
        apply(object, to: view)
        for child in object.children {
            if child.element == .viewLayoutGuide, let id = child.id {
                instance.guides[id] = (
                    child.key == "layoutMarginsGuide" ? view.layoutMarginsGuide : view.safeAreaLayoutGuide,
                    nil
                )
            }
        }
        if let cell = view as? TableViewCell {
            if let content = object.contentView {
                if let id = content.id { instance.objects[id] = cell.contentView }
                // The storyboard's frame until the cell lays out, as UIKit decodes it: constraints
                // pinned to the content view are not solved against a 0 × 0 view first.
                apply(content, to: cell.contentView)
                for subview in content.subviews {
                    let builtIn = builtInCellView(cell, of: object, for: subview)
                    let made = makeView(subview, instance: instance, existing: builtIn)
                    if builtIn == nil { cell.contentView.addSubview(made) }
                }
            }
        } else if let cell = view as? CollectionViewCell {
            makeContent(of: cell, object, instance: instance)
        } else if let stack = view as? StackView {
            // A stack view's subviews in IB are its arranged subviews.
            for subview in object.subviews { stack.addArrangedSubview(makeView(subview, instance: instance)) }
        } else {
            for subview in object.subviews { view.addSubview(makeView(subview, instance: instance)) }
        }
        if let table = view as? TableView { setUpTable(table, object, instance: instance) }
        if let collection = view as? CollectionView {
            setUpCollection(collection, object, instance: instance)
        }
        return view
    }

    /// The built-in label or image view of a styled cell that `subview` describes
    /// (`textLabel="…"`, `detailTextLabel="…"`, `imageView="…"` on the cell).
    func builtInCellView(
        _ cell: TableViewCell, of object: StoryboardObject, for subview: StoryboardObject
    )
        -> View?
    {
        guard let id = subview.id else { return nil }
        if object.attributes["textLabel"] == id { return cell.textLabel }
        if object.attributes["detailTextLabel"] == id { return cell.detailTextLabel }
        if object.attributes["imageView"] == id { return cell.imageView }
        return nil
    }

    func newView(_ object: StoryboardObject) -> View {
        let coder = StoryboardCoder(object: object)
        if let name = object.customClass {
            if let entry = registry.entry(named: name) {
                let made = entry.make(coder)
                if let cell = made as? TableViewCell {
                    cell.reuseIdentifier = object.reuseIdentifier
                    return cell
                }
                if let cell = made as? CollectionReusableView {
                    cell.reuseIdentifier = object.reuseIdentifier
                    return cell
                }
                if let view = made as? View { return view }
                report(
                    "\(name).init(coder:) returned nil or not a UIView; a \(object.element.rawValue) was made instead."
                )
            } else {
                report(
                    "Unknown class \(name) in Interface Builder file (\(document.name)); a "
                        + "\(object.element.rawValue) was made instead. Is the class in the app's registry?")
            }
        }
        switch object.element {
        case .label: return Label(coder: coder)!
        case .button:
            // IB leaves the attribute out for a custom button; `roundedRect` is Xcode 5's system one.
            return Button(
                type: object.attributes["buttonType"].map { $0 == "custom" ? .custom : .system } ?? .custom)
        case .imageView: return ImageView(coder: coder)!
        case .tableView:
            let style: TableView.Style =
                switch object.style {
                case "grouped": .grouped
                case "insetGrouped": .insetGrouped
                default: .plain
                }
            return TableView(frame: object.frame ?? .zero, style: style)
        case .tableViewCell:
            return TableViewCell(style: cellStyle(object.style), reuseIdentifier: object.reuseIdentifier)
        case .collectionView: return CollectionView(coder: coder)!
        case .collectionViewCell:
            let cell = CollectionViewCell(coder: coder)!
            cell.reuseIdentifier = object.reuseIdentifier
            return cell
        case .scrollView: return ScrollView(coder: coder)!
        case .textField: return TextField(coder: coder)!
        case .pickerView: return PickerView(coder: coder)!
        case .switch: return Switch(coder: coder)!
        case .slider: return Slider(coder: coder)!
        case .segmentedControl: return SegmentedControl(coder: coder)!
        case .stackView: return StackView(coder: coder)!
        case .view, .containerView, .tableViewCellContentView, .collectionViewCellContentView:
            return View(coder: coder)!
        default:
            reportOnce(object.element.rawValue) {
                "<\(object.element.rawValue)> is not built here; a plain view stands in for it (\(document.name))."
            }
            return View(coder: coder)!
        }
    }

    func cellStyle(_ style: String?) -> TableViewCell.CellStyle { StoryboardCoder.cellStyle(style) }

    /// Applies the attributes the storyboard archived.
    func apply(_ object: StoryboardObject, to view: View, frame applyFrame: Bool = true) {
        if applyFrame, let frame = object.frame { view.frame = frame }
        if let color = object.backgroundColor.flatMap(color) { view.backgroundColor = color }
        if let tint = object.tintColor.flatMap(color) { view.tintColor = tint }
        if object.isHidden { view.isHidden = true }
        if let alpha = object.alpha { view.alpha = CGFloat(alpha) }
        // An archived view decodes `userInteractionEnabled` as YES unless the archive says NO (UIView's
        // `init(coder:)`): Interface Builder writes `userInteractionEnabled="NO"` on every label and
        // on image views left at NO, and nothing on an image view the user switched on.
        view.isUserInteractionEnabled = object.isUserInteractionEnabled ?? true
        if let clips = object.clipsToBounds { view.clipsToBounds = clips }
        view.tag = object.tag
        if object.translatesAutoresizingMaskIntoConstraints == false {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        switch view {
        case let label as Label:
            if let text = object.text { label.text = text }
            if let font = object.font.flatMap(font) { label.font = font }
            if let color = object.textColor.flatMap(color) { label.textColor = color }
            if let alignment = object.textAlignment.flatMap({ Label.TextAlignment(rawValue: $0.rawValue) }) {
                label.textAlignment = alignment
            }
            if let lines = object.numberOfLines { label.numberOfLines = lines }
            if let mode = object.lineBreakMode { label.lineBreakMode = lineBreak(mode) }
        case let field as TextField:
            applyTextField(object, to: field)
        case let toggle as Switch:
            applySwitch(object, to: toggle)
        case let slider as Slider:
            applySlider(object, to: slider)
        case let stack as StackView:
            applyStackView(object, to: stack)
        case let segmented as SegmentedControl:
            applySegmentedControl(object, to: segmented)
        case let button as Button:
            for state in object.states {
                let controlState: Control.State =
                    switch state.state {
                    case "highlighted": .highlighted
                    case "selected": .selected
                    case "disabled": .disabled
                    default: .normal
                    }
                if let title = state.title { button.setTitle(title, for: controlState) }
                if let color = state.titleColor.flatMap(color) {
                    button.setTitleColor(color, for: controlState)
                }
                if let image = state.image { button.setImage(Self.image(named: image), for: controlState) }
            }
            if let enabled = object.isEnabled { button.isEnabled = enabled }
            if let configuration = object.buttonConfiguration {
                button.configuration = buttonConfiguration(configuration)
            }
        case let imageView as ImageView:
            if let image = object.image { imageView.image = Self.image(named: image) }
        case let cell as TableViewCell:
            switch object.accessoryType {
            case "disclosureIndicator": cell.accessoryType = .disclosureIndicator
            case "checkmark": cell.accessoryType = .checkmark
            default: break
            }
            if object.attributes["selectionStyle"] == "none" { cell.selectionStyle = .none }
        default: break
        }
    }

    func lineBreak(_ mode: Storyboards.LineBreakMode) -> Label.LineBreakMode {
        switch mode {
        case .wordWrap: .wordWrapping
        case .characterWrap: .charWrapping
        case .clip: .clipping
        case .headTruncation: .truncatingHead
        case .tailTruncation: .truncatingTail
        case .middleTruncation: .truncatingMiddle
        }
    }

    // MARK: Values

    func color(_ description: ColorDescription) -> Color? {
        switch description {
        case .white(let white, let alpha, _): return Color(white: white, alpha: alpha)
        case .rgb(let red, let green, let blue, let alpha, _):
            return Color(red: red, green: green, blue: blue, alpha: alpha)
        case .system(let name), .cocoaTouchSystem(let name):
            if let color = Self.systemColors[name] { return color }
            reportOnce("color:\(name)") { "The system colour \(name) is not known here; it was not applied." }
            return nil
        case .named(let name):
            for resource in document.resources {
                if case .namedColor(let colorName, let value) = resource, colorName == name, let value {
                    return color(value)
                }
            }
            reportOnce("color:\(name)") {
                "The asset colour \(name) has no saved value in the storyboard's <resources>; it was not applied."
            }
            return nil
        }
    }

    static let systemColors: [String: Color] = [
        "systemBackgroundColor": .systemBackground,
        "secondarySystemBackgroundColor": .secondarySystemBackground,
        "tertiarySystemBackgroundColor": .tertiarySystemBackground,
        "systemGroupedBackgroundColor": .systemGroupedBackground,
        "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
        "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
        "quaternaryLabelColor": .quaternaryLabel, "placeholderTextColor": .placeholderText,
        "linkColor": .link,
        "separatorColor": .separator, "opaqueSeparatorColor": .opaqueSeparator,
        "systemFillColor": .systemFill,
        "systemBlueColor": .systemBlue, "systemRedColor": .systemRed, "systemGreenColor": .systemGreen,
        "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow,
        "systemPinkColor": .systemPink,
        "systemPurpleColor": .systemPurple, "systemTealColor": .systemTeal,
        "systemIndigoColor": .systemIndigo,
        "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
        "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
        "darkTextColor": .darkText, "lightTextColor": .lightText,
        "groupTableViewBackgroundColor": .systemGroupedBackground, "whiteColor": .white, "blackColor": .black,
        "clearColor": .clear, "grayColor": .gray, "lightGrayColor": .lightGray, "darkGrayColor": .darkGray,
        "redColor": .red, "greenColor": .green, "blueColor": .blue, "tableCellGroupedBackgroundColor": .white,
    ]

    func font(_ description: FontDescription) -> Font? {
        let size = CGFloat(description.pointSize ?? 17)
        switch description.kind {
        case .system, .italicSystem, .other:
            return .systemFont(ofSize: size, weight: weight(description.weight))
        case .boldSystem: return .boldSystemFont(ofSize: size)
        case .textStyle(let name):
            let short = name.replacingOccurrences(of: "UICTFontTextStyle", with: "")
            let key = short.prefix(1).lowercased() + short.dropFirst()
            if let style = Font.TextStyle(rawValue: key == "title0" ? "largeTitle" : key) {
                return .preferredFont(forTextStyle: style)
            }
            return .preferredFont(forTextStyle: .body)
        case .custom:
            return .systemFont(ofSize: size, weight: weight(description.weight))
        }
    }

    func weight(_ name: String?) -> Font.Weight {
        switch name {
        case "ultraLight": .ultraLight
        case "thin": .thin
        case "light": .light
        case "medium": .medium
        case "semibold": .semibold
        case "bold": .bold
        case "heavy": .heavy
        case "black": .black
        default: .regular
        }
    }

    /// Reports `message` once per `key` for this storyboard.
    func reportOnce(_ key: String, _ message: () -> String) {
        guard reportedElements.insert(key).inserted else { return }
        report(message())
    }
}

extension StoryboardObject {
    /// The object and its descendants, depth first, without the prototype cells' subtrees (each
    /// dequeued cell makes its own).
    var allObjectsOutsidePrototypes: [StoryboardObject] {
        var result: [StoryboardObject] = []
        func visit(_ object: StoryboardObject) {
            result.append(object)
            for child in object.children
            where child.container != "prototypes"
                && !(child.container == "cells" && child.element == .collectionViewCell)
            {
                visit(child)
            }
        }
        visit(self)
        return result
    }
}
