import Foundation
import Testing
import TouchKit

/// A delegate object of its own (seed 003's `PreviewingDelegate` class) that previews a plain controller.
@MainActor
final class StandaloneDelegate: PreviewingDelegate {
    var asked = 0

    func previewingContext(
        _ previewingContext: PreviewingContext, viewControllerForLocation location: CGPoint
    )
        -> ViewController?
    {
        asked += 1
        return PreviewDetail(item: "standalone")
    }

    func previewingContext(
        _ previewingContext: PreviewingContext, commit viewControllerToCommit: ViewController
    ) {}
}

/// Registrations: what the context holds, how long it lives, and the double-registration diagnostic.
@MainActor
@Suite("PreviewingContext: registration, lifetime, unregistering, registering twice")
struct PreviewingContextTests {
    /// Presses `view`'s centre to the hint on `window`, then lifts; returns whether a preview began.
    func pressHint(on window: Window, at point: CGPoint, time: TimeInterval) -> Bool {
        var finger = Finger(window, id: Int(time * 10) + 1, time: time)
        finger.down(point.x, point.y, force: 0.5)
        finger.ramp(to: 2)
        let began = window.previewState != nil
        finger.up()
        return began
    }

    @Test("A registration holds its source view, the recognizer on it, and its delegate")
    func contents() throws {
        let (_, _, list) = makePreviewScreen()
        let context = try #require(list.context)
        #expect(context.sourceView === list.tableView)
        #expect(context.sourceRect == .zero)  // the table's bounds when it registered, before layout
        #expect(context.viewController === list)
        #expect(context.delegate === list)
        #expect(context.isRegistered)
        #expect(list.previewingContexts.count == 1)
        let recognizer = context.previewingGestureRecognizerForFailureRelationship
        #expect(recognizer.view === list.tableView)
        #expect(list.tableView.gestureRecognizers?.contains { $0 === recognizer } == true)
    }

    @Test("The context keeps a separate delegate object alive (seed 003 keeps no reference of its own)")
    func keepsDelegate() throws {
        let window = makeWindow()
        let controller = try #require(window.rootViewController)
        let source = View(frame: CGRect(x: 0, y: 100, width: 375, height: 200))
        controller.view.addSubview(source)
        let context = controller.registerForPreviewing(with: StandaloneDelegate(), sourceView: source)
        #expect(context.delegate != nil)
        #expect(pressHint(on: window, at: CGPoint(x: 100, y: 200), time: 0))
        #expect((context.delegate as? StandaloneDelegate)?.asked == 1)
    }

    @Test("A registration ends with its view controller: the recognizer leaves the source view")
    func endsWithController() {
        let window = makeWindow()
        let source = View(frame: CGRect(x: 0, y: 100, width: 375, height: 200))
        window.rootViewController!.view.addSubview(source)
        weak var weakContext: PreviewingContext?
        weak var weakController: ViewController?
        do {
            let controller = ViewController()
            let context = controller.registerForPreviewing(with: StandaloneDelegate(), sourceView: source)
            weakContext = context
            weakController = controller
            #expect(source.gestureRecognizers?.count == 1)
            #expect(pressHint(on: window, at: CGPoint(x: 100, y: 200), time: 0))
        }
        #expect(weakController == nil)
        #expect(weakContext == nil)
        #expect(source.gestureRecognizers == nil)
        #expect(!pressHint(on: window, at: CGPoint(x: 100, y: 200), time: 5))
    }

    @Test("Unregistering stops previews and dismisses one under way")
    func unregister() throws {
        let (window, _, list) = makePreviewScreen()
        let context = try #require(list.context)
        let recognizer = context.previewingGestureRecognizerForFailureRelationship
        var finger = Finger(window)
        let (x, y) = rowCentre(2)
        finger.down(x, y, force: 0.5)
        finger.ramp(to: 2)
        #expect(window.previewState?.phase == .hint)
        list.unregisterForPreviewing(withContext: context)
        #expect(window.previewState == nil)
        #expect(!context.isRegistered)
        #expect(list.previewingContexts.isEmpty)
        #expect(list.tableView.gestureRecognizers?.contains { $0 === recognizer } != true)
        finger.ramp(to: 4.6)
        finger.hold(0.3)
        #expect(window.previewState == nil)
        finger.up()
        #expect(!pressHint(on: window, at: CGPoint(x: x, y: y), time: 10))
        // Unregistering again, or a context of another controller, is ignored.
        list.unregisterForPreviewing(withContext: context)
        PreviewList(rows: []).unregisterForPreviewing(withContext: context)
    }

    @Test("Registering the same source view twice is reported; the later registration is the one in effect")
    func registeringTwice() throws {
        let fixture = launchedApp { NavigationController(rootViewController: PreviewList(rows: ["a", "b"])) }
        let navigation = try #require(
            fixture.host.application?.keyWindow?.rootViewController as? NavigationController)
        let list = try #require(navigation.topViewController as? PreviewList)
        let first = try #require(list.context)
        let delegate = StandaloneDelegate()
        let second = list.registerForPreviewing(with: delegate, sourceView: list.tableView)
        #expect(
            fixture.recorder.diagnostics.map(\.message) == [
                "Test (com.example.test): PreviewList 'Items' registered TableView for previewing, which PreviewList 'Items' had already registered; the earlier registration was ended. Register a source view once (e.g. the table view, not each cell), or unregister before registering again."
            ])
        #expect(fixture.recorder.diagnostics.first?.severity == .warning)
        #expect(!first.isRegistered)
        #expect(second.isRegistered)
        #expect(list.previewingContexts.map { $0 === second } == [true])
        let window = try #require(fixture.host.application?.keyWindow)
        #expect(pressHint(on: window, at: CGPoint(x: 100, y: 86), time: 1))
        #expect(delegate.asked == 1)
        #expect(list.calls.isEmpty)
    }

    @Test("A preview controller that already has a parent is reported and not previewed")
    func controllerInUse() throws {
        final class Reuser: PreviewingDelegate {
            let shown: ViewController
            init(shown: ViewController) { self.shown = shown }
            func previewingContext(_ context: PreviewingContext, viewControllerForLocation location: CGPoint)
                -> ViewController?
            { shown }
            func previewingContext(
                _ context: PreviewingContext, commit viewControllerToCommit: ViewController
            ) {}
        }
        let fixture = launchedApp { NavigationController(rootViewController: ViewController()) }
        let navigation = try #require(
            fixture.host.application?.keyWindow?.rootViewController as? NavigationController)
        let root = try #require(navigation.topViewController)
        let reuser = Reuser(shown: root)
        root.registerForPreviewing(with: reuser, sourceView: root.view)
        let window = try #require(fixture.host.application?.keyWindow)
        #expect(!pressHint(on: window, at: CGPoint(x: 100, y: 300), time: 1))
        #expect(
            fixture.recorder.diagnostics.map(\.message) == [
                "Test (com.example.test): the previewing delegate returned ViewController, which is already shown or has a parent; there was no preview. Return a new view controller from previewingContext(_:viewControllerForLocation:)."
            ])
    }
}
