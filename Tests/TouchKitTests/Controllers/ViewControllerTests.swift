import Foundation
import Testing
import TouchKit

/// Lets a `@Sendable` factory hand the test the controller it made.
final class Box<Value>: @unchecked Sendable {
    var value: Value?
}

@MainActor
@Suite("ViewController: loading, appearance, traits, presentation")
struct ViewControllerTests {
    @Test(
        "A cold launch with a storyboard root: traits before viewDidLoad, viewDidAppear after didBecomeActive"
    )
    func launchOrder() {
        let log = CallLog()
        let fixture = HostFixture(makeRootViewController: { LoggingViewController("root", log: log) }) {
            let delegate = ScriptedDelegate()
            delegate.becameActive = { _ in log.lines.append("app.didBecomeActive") }
            return delegate
        }
        fixture.host.open()
        #expect(
            log.take() == [
                "root.traitCollectionDidChange(unknown→available)", "root.loadView",
                "root.viewDidLoad(available)",
                "root.viewWillAppear", "app.didBecomeActive", "root.viewDidAppear",
            ])
    }

    @Test("Turning 3D Touch off reaches every controller, presented ones included")
    func settingsChange() {
        let log = CallLog()
        let fixture = launchedApp {
            NavigationController(rootViewController: LoggingViewController("home", log: log))
        }
        let navigation = fixture.host.application!.keyWindow!.rootViewController as! NavigationController
        navigation.pushViewController(LoggingViewController("detail", log: log), animated: false)
        navigation.present(LoggingViewController("modal", log: log), animated: false)
        fixture.host.tick()
        _ = log.take()
        fixture.host.forceTouchCapability = .unavailable
        #expect(
            log.take() == [
                "home.traitCollectionDidChange(available→unavailable)",
                "detail.traitCollectionDidChange(available→unavailable)",
                "modal.traitCollectionDidChange(available→unavailable)",
            ])
    }

    @Test("A controller loaded before it enters a window hears the traits after viewDidLoad")
    func traitsAfterViewDidLoad() {
        let log = CallLog()
        let controller = LoggingViewController("late", log: log)
        controller.loadViewIfNeeded()
        let window = makeWindow()
        window.rootViewController = controller
        #expect(
            log.take() == [
                "late.loadView", "late.viewDidLoad(unknown)",
                "late.traitCollectionDidChange(unknown→available)",
                "late.viewWillAppear", "late.viewDidAppear",
            ])
    }

    @Test("present: will/did appear bracket the transition, which ends on the host's clock")
    func presentAnimated() {
        let log = CallLog()
        let fixture = launchedApp { LoggingViewController("root", log: log) }
        let root = fixture.host.application!.keyWindow!.rootViewController!
        _ = log.take()
        var completed = false
        root.present(LoggingViewController("modal", log: log), animated: true) { completed = true }
        #expect(
            log.take() == [
                "modal.traitCollectionDidChange(unknown→available)", "modal.loadView",
                "modal.viewDidLoad(available)",
                "modal.viewWillAppear", "root.viewWillDisappear",
            ])
        #expect(root.presentedViewController?.title == "modal")
        #expect(root.presentedViewController?.presentingViewController === root)
        let window = fixture.host.application!.keyWindow!
        #expect(window.transitions.map(\.transition.kind) == [.present])
        #expect(fixture.host.nextDeadline == 0.5)
        fixture.clock.advance(by: 0.49)
        fixture.host.tick()
        #expect(!completed)
        fixture.clock.advance(by: 0.01)
        fixture.host.tick()
        #expect(completed)
        #expect(log.take() == ["modal.viewDidAppear", "root.viewDidDisappear"])
        #expect(window.transitions.isEmpty)
    }

    @Test("dismiss from the presented controller, with its completion after the transition")
    func dismiss() {
        let log = CallLog()
        let fixture = launchedApp { LoggingViewController("root", log: log) }
        let root = fixture.host.application!.keyWindow!.rootViewController!
        let modal = LoggingViewController("modal", log: log)
        root.present(modal, animated: false)
        fixture.host.tick()
        _ = log.take()
        var completed = false
        modal.dismiss(animated: true) { completed = true }
        #expect(root.presentedViewController == nil)
        #expect(
            log.take() == [
                "modal.viewWillDisappear", "root.viewWillAppear",
                "modal.traitCollectionDidChange(available→unknown)",
            ])
        fixture.clock.advance(by: 0.5)
        fixture.host.tick()
        #expect(completed)
        #expect(log.take() == ["modal.viewDidDisappear", "root.viewDidAppear"])
        #expect(modal.view.superview == nil)
    }

    @Test("Presenting while presenting, or from outside a window, is reported and ignored")
    func presentMisuse() {
        let fixture = HostFixture(displayName: "Misuse", makeRootViewController: { ViewController() }) {
            ScriptedDelegate()
        }
        fixture.host.open()
        let root = fixture.host.application!.keyWindow!.rootViewController!
        let first = ViewController()
        first.title = "First"
        root.present(first, animated: false)
        root.present(ViewController(), animated: false)
        root.present(first, animated: false)
        let navigation = NavigationController(rootViewController: ViewController())
        let child = ViewController()
        navigation.pushViewController(child, animated: false)
        first.present(child, animated: false)
        #expect(
            fixture.recorder.diagnostics.map(\.message) == [
                "Misuse (com.example.test): ViewController is already presenting ViewController 'First'; presenting ViewController was ignored. Dismiss first, or present from the presented view controller.",
                "Misuse (com.example.test): ViewController is already presenting ViewController 'First'; presenting ViewController 'First' was ignored. Dismiss first, or present from the presented view controller.",
                "Misuse (com.example.test): ViewController already has a parent view controller; present was ignored. Remove it from its parent first.",
            ])
        #expect(root.presentedViewController === first)
    }

    @Test("show(_:sender:) pushes inside a navigation controller and presents outside one")
    func show() {
        let fixture = launchedApp { NavigationController(rootViewController: ViewController()) }
        let navigation = fixture.host.application!.keyWindow!.rootViewController as! NavigationController
        let detail = ViewController()
        navigation.topViewController!.show(detail, sender: nil)
        #expect(navigation.topViewController === detail)
        #expect(detail.navigationController === navigation)
        let standalone = makeWindow()
        let modal = ViewController()
        standalone.rootViewController!.show(modal, sender: nil)
        #expect(standalone.rootViewController!.presentedViewController === modal)
    }

    @Test("Children: addChild and removeFromParent call the containment callbacks and pass the traits")
    func children() {
        let log = CallLog()
        let parent = LoggingViewController("parent", log: log)
        let window = makeWindow(root: parent)
        _ = log.take()
        let child = LoggingViewController("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children.map(\.title) == ["child"])
        #expect(child.parent === parent)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(
            log.take() == [
                "child.willMove(parent)", "child.traitCollectionDidChange(unknown→available)",
                "child.loadView",
                "child.viewDidLoad(available)", "child.didMove(parent)", "child.willMove(nil)",
                "child.traitCollectionDidChange(available→unknown)", "child.didMove(nil)",
            ])
        #expect(window.rootViewController === parent)
    }

    @Test("Replacing the window's root: the old one disappears, the new one appears")
    func replaceRoot() {
        let log = CallLog()
        let window = makeWindow(root: LoggingViewController("a", log: log))
        _ = log.take()
        window.rootViewController = LoggingViewController("b", log: log)
        #expect(
            log.take() == [
                "a.viewWillDisappear", "a.traitCollectionDidChange(available→unknown)", "a.viewDidDisappear",
                "b.traitCollectionDidChange(unknown→available)", "b.loadView", "b.viewDidLoad(available)",
                "b.viewWillAppear", "b.viewDidAppear",
            ])
    }

    @Test("preferredContentSize and the responder chain")
    func misc() {
        let controller = ViewController()
        #expect(controller.preferredContentSize == .zero)
        controller.preferredContentSize = CGSize(width: 0, height: 300)
        #expect(controller.preferredContentSize.height == 300)
        let window = makeWindow(root: controller)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        #expect(!controller.isViewLoaded == false)
        #expect(controller.viewIfLoaded === controller.view)
    }
}
