import Foundation
import Testing
import TouchKit
import UIKit

// Corpus: a catalog of demo screens kept as metatype values, as context-menu demo apps keep them
// (`let demos: [UIViewController.Type]`, then `demos[row].init()` after the port pass's
// `portPassInit()`). `catalogRegistry` is what `RegistryGenerator` writes for these classes.

@MainActor
private protocol Demo: AnyObject {
    static var demoTitle: String { get }
}

private final class MenuDemo: UIViewController, Demo {
    static let demoTitle = "Single view"
    var madeByInit = false
    override init() {
        madeByInit = true
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class NibDemo: UIViewController, Demo {
    static let demoTitle = "Nib"
    override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class StyledDemo: UITableViewController, Demo {
    static let demoTitle = "Styled"
    override init(style: UITableView.Style) { super.init(style: style) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class CatalogAppDelegate: UIResponder, UIApplicationDelegate {}

@MainActor private let catalogRegistry = ForceTouchRegistry(classes: [
    ForceTouchRegistry.Class(
        name: "MenuDemo", superclassName: "UIViewController", type: MenuDemo.self,
        make: { coder in MenuDemo(coder: coder) }, makeWithoutArguments: { MenuDemo() }, outlets: [:],
        actions: [:]),
    ForceTouchRegistry.Class(
        name: "NibDemo", superclassName: "UIViewController", type: NibDemo.self,
        make: { coder in NibDemo(coder: coder) },
        makeWithoutArguments: { NibDemo(nibName: nil, bundle: nil) },
        outlets: [:], actions: [:]),
    ForceTouchRegistry.Class(
        name: "StyledDemo", superclassName: "UITableViewController", type: StyledDemo.self,
        make: { coder in StyledDemo(coder: coder) }, outlets: [:], actions: [:]),
])

@Suite("init() on a metatype value (portPassInit)")
@MainActor
struct MetatypeInitializerTests {
    @Test("a row's demo class is made by its own init(), as the dynamic class, not the static type")
    func madeByOwnInitializer() throws {
        let demos: [(Demo & UIViewController).Type] = [MenuDemo.self, NibDemo.self]
        let made = try #require(catalogRegistry.makeWithoutArguments(demos[0]) as? MenuDemo)
        #expect(made.madeByInit)
        #expect(type(of: catalogRegistry.makeWithoutArguments(demos[1])!) == NibDemo.self)
    }

    @Test("a class whose own initializers hide init() cannot be made (iOS: use of unimplemented initializer)")
    func unimplementedInitializer() {
        let styled: UIViewController.Type = StyledDemo.self
        #expect(catalogRegistry.makeWithoutArguments(styled) == nil)
        #expect(ForceTouchRegistry(classes: []).makeWithoutArguments(MenuDemo.self) == nil)
    }

    @Test("UIKit's own controllers and views kept as metatype values are made without a registry entry")
    func uikitClasses() {
        let types: [Responder.Type] = [UIViewController.self, UITableViewController.self, UIView.self]
        let made = types.map { $0.portPassInit() }
        #expect(
            made.map { String(describing: type(of: $0)) } == [
                "ViewController", "TableViewController", "View",
            ])
    }

    @Test("an app delegate class kept as a metatype value is made by its required init()")
    func appDelegate() {
        let delegateType: UIResponder.Type = CatalogAppDelegate.self
        #expect(delegateType.portPassInit() is CatalogAppDelegate)
    }

    @Test("the diagnostic a class that cannot be made reports, in iOS's words")
    func diagnosticWording() {
        let misuse = InterfaceMisuse.unimplementedInitializer(type: "StyledDemo", initializer: "init()")
        let text = MisuseDiagnostic(
            bundleIdentifier: "com.example.Catalog", appName: "Catalog", time: 0,
            problem: .interfaceMisuse(misuse)
        ).message
        #expect(text.contains("use of unimplemented initializer 'init()' for class 'StyledDemo'"))
    }
}
