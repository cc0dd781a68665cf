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
                    image: item.attributes["image"].map { Image(resourceNamed: $0) },
                    tag: tag)
                made.selectedImage = item.attributes["selectedImage"].map { Image(resourceNamed: $0) }
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

    private func makeController(_ object: StoryboardObject, coder: NSCoder) -> UIViewController {
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

    private func applyNavigationItem(
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

    private func makeBarButtonItem(_ object: StoryboardObject, instance: SceneInstance) -> BarButtonItem {
        let style: BarButtonItem.Style = object.style == "done" ? .done : .plain
        var title = object.title
        if title == nil, let system = object.attributes["systemItem"] {
            title =
                ["add": "+", "done": "Done", "cancel": "Cancel", "save": "Save", "edit": "Edit"][system]
                ?? system.capitalized
        }
        let item: BarButtonItem =
            if let image = object.image, title == nil {
                BarButtonItem(image: Image(resourceNamed: image), style: style)
            } else {
                BarButtonItem(title: title, style: style)
            }
        if let id = object.id { instance.objects[id] = item }
        if let enabled = object.isEnabled { item.isEnabled = enabled }
        return item
    }

    // MARK: Views

    private func loadView(
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
                apply(content, to: cell.contentView, frame: false)
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
    private func builtInCellView(
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

    private func newView(_ object: StoryboardObject) -> View {
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
                object.style == "grouped" || object.style == "insetGrouped" ? .grouped : .plain
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

    private func cellStyle(_ style: String?) -> TableViewCell.CellStyle {
        switch style {
        case "IBUITableViewCellStyleValue1": .value1
        case "IBUITableViewCellStyleValue2": .value2
        case "IBUITableViewCellStyleSubtitle": .subtitle
        default: .default
        }
    }

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
                if let image = state.image { button.setImage(Image(resourceNamed: image), for: controlState) }
            }
            if let enabled = object.isEnabled { button.isEnabled = enabled }
            if let configuration = object.buttonConfiguration {
                button.configuration = buttonConfiguration(configuration)
            }
        case let imageView as ImageView:
            if let image = object.image { imageView.image = Image(resourceNamed: image) }
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

    private func lineBreak(_ mode: Storyboards.LineBreakMode) -> Label.LineBreakMode {
        switch mode {
        case .wordWrap: .wordWrapping
        case .characterWrap: .charWrapping
        case .clip: .clipping
        case .headTruncation: .truncatingHead
        case .tailTruncation: .truncatingTail
        case .middleTruncation: .truncatingMiddle
        }
    }

    // MARK: Tables

    private func setUpTable(_ table: TableView, _ object: StoryboardObject, instance: SceneInstance) {
        if let height = object.rowHeight, height > 0 { table.rowHeight = CGFloat(height) }
        for prototype in object.prototypeCells {
            guard let identifier = prototype.reuseIdentifier else { continue }
            table.prototypeCellFactories[identifier] = { [self, weak instance] in
                makePrototypeCell(prototype, scene: instance)
            }
        }
        if object.dataMode == "static" {
            var sections: [StaticTableDataSource.Section] = []
            for section in object.sections {
                let cells = section.cells.map {
                    makeView($0, instance: instance) as? TableViewCell
                        ?? TableViewCell(style: .default, reuseIdentifier: nil)
                }
                sections.append(.init(header: section.headerTitle, footer: section.footerTitle, cells: cells))
            }
            let source = StaticTableDataSource(sections: sections)
            table.storyboardRetained.insert(source, at: 0)
            table.dataSource = source
        }
        table.storyboardSelectionHandler = { [self, weak instance] table, indexPath in
            guard let instance, let controller = instance.controller,
                let cell = table.cellForRow(at: indexPath), let segue = cellSegue(cell, instance: instance)
            else { return }
            trigger(segue, from: controller, sender: cell, instance: instance)
        }
    }

    /// The selection segue of `cell`: a static cell's, or its prototype's.
    private func cellSegue(_ cell: TableViewCell, instance: SceneInstance) -> Segue? {
        if let prototype = cell.storyboardPrototype as? StoryboardObject {
            return prototype.segues.first { $0.attributes["trigger"] != "accessoryAction" }
        }
        guard let id = instance.objects.first(where: { $0.value === cell })?.key,
            let object = document.object(withID: id)
        else { return nil }
        return object.segues.first { $0.attributes["trigger"] != "accessoryAction" }
    }

    /// A new copy of a prototype cell's hierarchy, its own outlets and actions connected.
    private func makePrototypeCell(_ prototype: StoryboardObject, scene: SceneInstance?) -> TableViewCell {
        let cellInstance = SceneInstance(scene: scene?.scene)
        cellInstance.controller = scene?.controller
        let view = makeView(prototype, instance: cellInstance)
        let cell =
            view as? TableViewCell
            ?? TableViewCell(style: .default, reuseIdentifier: prototype.reuseIdentifier)
        cell.storyboardPrototype = prototype
        for object in prototype.allObjects {
            guard let source = cellInstance.instance(object.id) else { continue }
            connect(
                object.connections.filter { if case .segue = $0 { false } else { true } },
                source: source, instance: cellInstance, deferMissing: false)
        }
        installConstraints(of: prototype.allObjects, instance: cellInstance, root: cell)
        for made in cellInstance.made { made.awakeFromNib() }
        return cell
    }

    // MARK: Connections

    /// Sets outlets, adds actions and wires triggered segues of `connections`, whose source is `source`.
    func connect(
        _ connections: [Connection], source: AnyObject, instance: SceneInstance, deferMissing: Bool
    ) {
        var collections: [String: [AnyObject]] = [:]
        var collectionOrder: [String] = []
        for connection in connections {
            switch connection {
            case .outlet(let outlet):
                guard let destination = instance.instance(outlet.destination) else {
                    if !deferMissing { missing(outlet.destination, outlet.property) }
                    continue
                }
                setOutlet(outlet.property, of: source, to: destination)
            case .outletCollection(let outlet):
                guard let destination = instance.instance(outlet.destination) else {
                    if !deferMissing { missing(outlet.destination, outlet.property) }
                    continue
                }
                if collections[outlet.property] == nil { collectionOrder.append(outlet.property) }
                collections[outlet.property, default: []].append(destination)
            case .action(let action):
                guard let target = instance.instance(action.destination) else {
                    if !deferMissing { missing(action.destination, action.selector) }
                    continue
                }
                if deferMissing, source is ViewController { continue }
                addAction(action, from: source, to: target)
            case .segue(let segue):
                if deferMissing { continue }
                guard segue.kind != .relationship, segue.kind != .embed,
                    let controller = instance.controller
                else { continue }
                wireTrigger(segue, from: source, controller: controller, instance: instance)
            }
        }
        for property in collectionOrder {
            setOutlet(property, of: source, to: collections[property] ?? [])
        }
    }

    private func missing(_ id: String, _ name: String) {
        if document.object(withID: id) == nil { return }  // the reader reported the dangling id
        reportOnce("missing:\(id):\(name)") {
            "'\(name)' names \(id), which is not made with its scene's view (an object in a prototype "
                + "cell, or in another scene); it was not connected."
        }
    }

    /// The outlet `name` of `object`: TouchKit's own (`dataSource`, `delegate`, `view`), else the
    /// app class's through the registry.
    private func setOutlet(_ name: String, of object: AnyObject, to value: Any?) {
        switch (object, name) {
        case (let table as TableView, "dataSource"):
            if let source = value as? any TableViewDataSource, !(table.dataSource is StaticTableDataSource) {
                table.dataSource = source
            }
            return
        case (let field as TextField, "delegate"):
            field.delegate = value as? any TextFieldDelegate
            return
        case (let collection as CollectionView, "dataSource"):
            collection.dataSource = value as? any CollectionViewDataSource
            return
        case (let picker as PickerView, "dataSource"):
            picker.dataSource = value as? any PickerViewDataSource
            return
        case (let picker as PickerView, "delegate"):
            picker.delegate = value as? any PickerViewDelegate
            return
        case (let scroll as ScrollView, "delegate"):
            scroll.delegate = value as? any ScrollViewDelegate
            return
        case (is ViewController, "view"):
            return
        default: break
        }
        if registry.setOutlet(name, of: object, to: value) { return }
        reportOnce("outlet:\(type(of: object)):\(name)") {
            "[\(type(of: object)) setValue:forUndefinedKey:]: this class is not key value coding-compliant "
                + "for the key \(name) (on iOS this is an exception); the outlet was not set."
        }
    }

    /// Target–action for `action` from a control, bar button item or gesture recognizer.
    private func addAction(_ action: Storyboards.Action, from source: AnyObject, to target: AnyObject) {
        let selector = Selector(action.selector)
        switch source {
        case let control as Control:
            control.addTarget(target, action: selector, for: controlEvent(action.eventType))
        case let item as BarButtonItem:
            weak let weakTarget = target
            item.primaryAction = TouchKit.Action { performed in
                guard let target = weakTarget else { return }
                ForceTouchRegistry.current.send(
                    selector, to: target, from: performed.sender ?? item, for: nil)
            }
        case let recognizer as GestureRecognizer:
            recognizer.addTarget(target, action: selector)
        default:
            reportOnce("action:\(type(of: source))") {
                "The action \(action.selector) from a \(type(of: source)) is not connected here."
            }
        }
    }

    private func controlEvent(_ name: String?) -> Control.Event {
        switch name {
        case "touchDown": .touchDown
        case "touchDownRepeat": .touchDownRepeat
        case "touchDragInside": .touchDragInside
        case "touchDragOutside": .touchDragOutside
        case "touchDragEnter": .touchDragEnter
        case "touchDragExit": .touchDragExit
        case "editingDidBegin": .editingDidBegin
        case "editingChanged": .editingChanged
        case "editingDidEnd": .editingDidEnd
        case "editingDidEndOnExit": .editingDidEndOnExit
        case "touchUpOutside": .touchUpOutside
        case "touchCancel": .touchCancel
        case "valueChanged": .valueChanged
        case "primaryActionTriggered": .primaryActionTriggered
        default: .touchUpInside
        }
    }

    // MARK: Segues

    private func destinationObject(_ segue: Segue) -> StoryboardObject? {
        document.object(withID: segue.destination)
    }

    /// Every segue a scene's objects hold (what `performSegue(withIdentifier:sender:)` can run).
    private func seguesOfScene(_ instance: SceneInstance) -> [Segue] {
        (instance.scene?.objects ?? []).flatMap(\.allObjects).flatMap(\.segues).filter {
            $0.kind != .relationship && $0.kind != .embed
        }
    }

    /// Makes `source` (a button, a bar button item) trigger `segue`.
    private func wireTrigger(
        _ segue: Segue, from source: AnyObject, controller: ViewController, instance: SceneInstance
    ) {
        switch source {
        case let control as Control:
            control.addAction(
                TouchKit.Action { [self, weak controller, weak instance] performed in
                    guard let controller, let instance else { return }
                    trigger(segue, from: controller, sender: performed.sender ?? control, instance: instance)
                }, for: .touchUpInside)
        case let item as BarButtonItem:
            item.primaryAction = TouchKit.Action { [self, weak controller, weak instance, weak item] _ in
                guard let controller, let instance else { return }
                trigger(segue, from: controller, sender: item, instance: instance)
            }
        case is TableViewCell, is ViewController: break  // selection, performSegue
        default: break
        }
    }

    /// A segue a control or cell triggered: asks `shouldPerformSegue`, then performs it.
    func trigger(_ segue: Segue, from controller: ViewController, sender: Any?, instance: SceneInstance) {
        if let identifier = segue.identifier,
            !controller.shouldPerformSegue(withIdentifier: identifier, sender: sender)
        {
            return
        }
        perform(segue, from: controller, sender: sender, instance: instance)
    }

    /// Makes the destination, calls `prepare(for:sender:)` and performs the segue.
    func perform(_ segue: Segue, from source: ViewController, sender: Any?, instance: SceneInstance) {
        if segue.kind == .unwind {
            unwind(segue, from: source, sender: sender)
            return
        }
        guard let object = destinationObject(segue) else { return }
        let destination = controller(for: object, creator: nil)
        let kind = segue.kind
        let animated = segue.animates
        let made = StoryboardSegue(identifier: segue.identifier, source: source, destination: destination) {
            switch kind {
            case .show, .push, .showDetail, .replace:
                source.show(destination, sender: sender)
            case .presentation, .modal, .popoverPresentation, .popover:
                if let style = segue.modalPresentationStyle {
                    destination.modalPresentationStyle = self.modalStyle(style)
                }
                source.present(destination, animated: animated)
            default:
                self.reportOnce("segue:\(kind.rawValue)") {
                    "A '\(kind.rawValue)' segue is not performed here (custom segue classes are not made); it was shown instead."
                }
                source.show(destination, sender: sender)
            }
        }
        source.prepare(for: made, sender: sender)
        made.perform()
    }

    /// An unwind segue: finds the controller up the stack whose class has `unwindAction`, calls
    /// `prepare`, the action, then goes back to it.
    private func unwind(_ segue: Segue, from source: ViewController, sender: Any?) {
        guard let action = segue.unwindAction else { return }
        let selector = Selector(action)
        guard let destination = unwindDestination(from: source, selector: selector) else {
            report(
                "No view controller above \(type(of: source)) implements the unwind action \(action); "
                    + "the unwind segue '\(segue.identifier ?? "")' did nothing.")
            return
        }
        let made = StoryboardSegue(identifier: segue.identifier, source: source, destination: destination) {
            if destination.presentedViewController != nil {
                destination.dismiss(animated: segue.animates)
            }
            if let navigation = destination.navigationController, navigation.topViewController !== destination
            {
                _ = navigation.popToViewController(destination, animated: segue.animates)
            }
        }
        source.prepare(for: made, sender: sender)
        registry.send(selector, to: destination, from: made, for: nil)
        made.perform()
    }

    /// The controller an unwind reaches: below `source` in its navigation stack, then the presenters
    /// (and their stacks), nearest first.
    private func unwindDestination(from source: ViewController, selector: Selector) -> ViewController? {
        var current: ViewController? = source
        while let controller = current {
            if let navigation = controller.navigationController,
                let index = navigation.viewControllers.firstIndex(where: { $0 === controller })
            {
                for candidate in navigation.viewControllers[..<index].reversed()
                where registry.responds(candidate, to: selector) {
                    return candidate
                }
            }
            let container = controller.navigationController ?? controller
            guard let presenter = container.presentingViewController else { return nil }
            let top = (presenter as? NavigationController)?.topViewController ?? presenter
            if registry.responds(top, to: selector) { return top }
            current = top
            if let navigation = presenter as? NavigationController, top !== presenter {
                current = navigation.topViewController
            }
        }
        return nil
    }

    /// A container view's embed segue: the child controller in the container view.
    private func embedChildren(
        of objects: [StoryboardObject], in parent: ViewController, instance: SceneInstance
    ) {
        for object in objects where object.element == .containerView {
            guard let container = instance.instance(object.id) as? View else { continue }
            for segue in object.segues where segue.kind == .embed {
                guard let destinationObject = destinationObject(segue) else { continue }
                let child = controller(for: destinationObject, creator: nil)
                let made = StoryboardSegue(identifier: segue.identifier, source: parent, destination: child) {
                    parent.addChild(child)
                    child.view.frame = container.bounds
                    container.addSubview(child.view)
                    child.didMove(toParent: parent)
                }
                parent.prepare(for: made, sender: nil)
                made.perform()
            }
        }
    }

    func modalStyle(_ name: String) -> ViewController.ModalPresentationStyle {
        switch name {
        case "fullScreen": return .fullScreen
        case "pageSheet": return .pageSheet
        case "formSheet": return .formSheet
        case "overFullScreen": return .overFullScreen
        case "automatic": return .automatic
        default:
            reportOnce("modal:\(name)") {
                "modalPresentationStyle=\"\(name)\" is not built here; the presentation is automatic."
            }
            return .automatic
        }
    }

    // MARK: Constraints

    func installConstraints(of objects: [StoryboardObject], instance: SceneInstance, root: View) {
        var made: [TouchKit.LayoutConstraint] = []
        var constrained: Set<ObjectIdentifier> = []
        for object in objects {
            for constraint in object.constraints where !constraint.isPlaceholder {
                guard
                    let (first, firstAttribute) = item(
                        constraint.resolvedFirstItem, constraint.firstAttribute, instance),
                    let relation = TouchKit.LayoutConstraint.Relation(storyboard: constraint.relation)
                else { continue }
                var second: AnyObject?
                var secondAttribute = TouchKit.LayoutConstraint.Attribute.notAnAttribute
                if let id = constraint.secondItem {
                    guard let resolved = item(id, constraint.secondAttribute, instance) else { continue }
                    (second, secondAttribute) = resolved
                }
                let layout = TouchKit.LayoutConstraint(
                    item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                    attribute: secondAttribute, multiplier: CGFloat(constraint.multiplier),
                    constant: CGFloat(constraint.constant))
                layout.priority = LayoutPriority(Float(constraint.priority))
                layout.identifier = constraint.identifier
                made.append(layout)
                for view in [first, second].compactMap({ $0 as? View }) {
                    constrained.insert(ObjectIdentifier(view))
                }
            }
        }
        guard !made.isEmpty else { return }
        // IB lays out a view with constraints by them alone (Xcode 8 and later write
        // translatesAutoresizingMaskIntoConstraints="NO"; earlier documents imply it).
        if document.usesAutolayout {
            for (_, object) in instance.objects {
                guard let view = object as? View, view !== root, !(view.superview is TableViewCell),
                    constrained.contains(ObjectIdentifier(view)), !(view is TableViewCell),
                    !(view is CollectionViewCell)
                else { continue }
                if view === (view.superview as? TableViewCell)?.contentView { continue }
                if view === (view.superview as? CollectionViewCell)?.contentView { continue }
                view.translatesAutoresizingMaskIntoConstraints = false
            }
        }
        TouchKit.LayoutConstraint.activate(made)
    }

    private func item(
        _ id: String?, _ attribute: Storyboards.LayoutAttribute?, _ instance: SceneInstance
    ) -> (AnyObject, TouchKit.LayoutConstraint.Attribute)? {
        guard let id else { return nil }
        var layoutAttribute =
            attribute.flatMap(TouchKit.LayoutConstraint.Attribute.init(storyboard:)) ?? .notAnAttribute
        if let (guide, topOrBottom) = instance.guides[id] {
            if topOrBottom == "top", layoutAttribute == .bottom { layoutAttribute = .top }
            if topOrBottom == "bottom", layoutAttribute == .top { layoutAttribute = .bottom }
            return (guide, layoutAttribute)
        }
        guard let object = instance.instance(id) as? View else { return nil }
        return (object, layoutAttribute)
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

    private func weight(_ name: String?) -> Font.Weight {
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

extension TouchKit.LayoutConstraint.Attribute {
    /// The engine's attribute for IB's name (`baseline` is the last baseline, as in UIKit).
    init?(storyboard attribute: Storyboards.LayoutAttribute) {
        let name = attribute == .baseline ? "lastBaseline" : "\(attribute)"
        guard let match = Self.allCases.first(where: { "\($0)" == name }) else { return nil }
        self = match
    }
}

extension TouchKit.LayoutConstraint.Relation {
    /// The engine's relation for IB's.
    init?(storyboard relation: Storyboards.LayoutRelation) {
        guard let match = Self.allCases.first(where: { "\($0)" == "\(relation)" }) else { return nil }
        self = match
    }
}

/// A static table's rows (`dataMode="static"`): the storyboard's own cells, by section.
@MainActor
final class StaticTableDataSource: TableViewDataSource {
    struct Section {
        var header: String?
        var footer: String?
        var cells: [TableViewCell]
    }

    let sections: [Section]

    init(sections: [Section]) { self.sections = sections }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].cells.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        sections[indexPath.section].cells[indexPath.row]
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].header
    }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        sections[section].footer
    }
}
