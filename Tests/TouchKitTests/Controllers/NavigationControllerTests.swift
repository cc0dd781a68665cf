import Foundation
import Testing
import TouchKit

@MainActor
@Suite("NavigationController: push, pop, back button, bar")
struct NavigationControllerTests {
    func setUp() -> (HostFixture, NavigationController, CallLog) {
        let log = CallLog()
        let fixture = launchedApp {
            NavigationController(rootViewController: LoggingViewController("home", log: log))
        }
        let navigation = fixture.host.application!.keyWindow!.rootViewController as! NavigationController
        fixture.host.tick()
        _ = log.take()
        return (fixture, navigation, log)
    }

    @Test("An animated push: the controllers' callbacks bracket the 0.35 s slide")
    func push() {
        let (fixture, navigation, log) = setUp()
        let detail = LoggingViewController("detail", log: log)
        navigation.pushViewController(detail, animated: true)
        #expect(
            log.take() == [
                "detail.willMove(parent)", "detail.traitCollectionDidChange(unknown→available)",
                "home.viewWillDisappear", "detail.loadView", "detail.viewDidLoad(available)",
                "detail.viewWillAppear",
            ])
        #expect(navigation.topViewController === detail)
        #expect(navigation.navigationBar.titleLabel.text == "detail")
        #expect(navigation.navigationBar.backButton.currentTitle == "home")
        #expect(!navigation.navigationBar.backButton.isHidden)
        fixture.clock.advance(by: 0.35)
        fixture.host.tick()
        #expect(log.take() == ["home.viewDidDisappear", "detail.viewDidAppear", "detail.didMove(parent)"])
        #expect(navigation.viewControllers.count == 2)
    }

    @Test("Pop returns the top controller; popping the root is reported and returns nil")
    func pop() {
        let (fixture, navigation, log) = setUp()
        let detail = LoggingViewController("detail", log: log)
        navigation.pushViewController(detail, animated: false)
        fixture.host.tick()
        _ = log.take()
        #expect(navigation.popViewController(animated: true) === detail)
        #expect(log.take() == ["detail.willMove(nil)", "detail.viewWillDisappear", "home.viewWillAppear"])
        #expect(navigation.navigationBar.backButton.isHidden)
        fixture.clock.advance(by: 0.35)
        fixture.host.tick()
        #expect(
            log.take() == [
                "detail.viewDidDisappear", "home.viewDidAppear",
                "detail.traitCollectionDidChange(available→unknown)",
                "detail.didMove(nil)",
            ])
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(
            fixture.recorder.diagnostics.map(\.message) == [
                "Test (com.example.test): NavigationController has only its root view controller; popViewController returned nil. Check topViewController before popping."
            ])
    }

    @Test("Pushing the same controller twice, or one with a parent, is reported and ignored")
    func pushMisuse() {
        let (fixture, navigation, _) = setUp()
        let detail = ViewController()
        detail.title = "Detail"
        navigation.pushViewController(detail, animated: false)
        navigation.pushViewController(detail, animated: false)
        let other = NavigationController(rootViewController: ViewController())
        navigation.pushViewController(other.topViewController!, animated: false)
        #expect(navigation.viewControllers.count == 2)
        #expect(
            fixture.recorder.diagnostics.map(\.message) == [
                "Test (com.example.test): ViewController 'Detail' is already in the navigation stack; pushing it again was ignored. Push a new view controller instance.",
                "Test (com.example.test): ViewController already has a parent view controller; pushViewController was ignored. Remove it from its parent first.",
            ])
    }

    @Test("popToRoot and popTo pop several at once; setViewControllers replaces the stack")
    func multiple() {
        let (fixture, navigation, _) = setUp()
        let a = ViewController(), b = ViewController(), c = ViewController()
        navigation.pushViewController(a, animated: false)
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(c, animated: false)
        #expect(navigation.popToViewController(a, animated: false)?.count == 2)
        #expect(navigation.topViewController === a)
        #expect(navigation.popToViewController(c, animated: false) == nil)
        #expect(navigation.popToRootViewController(animated: false)?.first === a)
        #expect(navigation.popToRootViewController(animated: false) == nil)
        navigation.viewControllers = [b, c]
        #expect(
            navigation.viewControllers.map { ObjectIdentifier($0) } == [
                ObjectIdentifier(b), ObjectIdentifier(c),
            ])
        #expect(c.navigationController === navigation)
        navigation.setViewControllers([], animated: false)
        #expect(navigation.viewControllers.count == 2)
        #expect(fixture.recorder.diagnostics.count == 1)
    }

    @Test("Navigation items: title, back title, left and right items, hidden back button")
    func items() {
        let (_, navigation, _) = setUp()
        let home = navigation.topViewController!
        home.navigationItem.backButtonTitle = "Home"
        let detail = ViewController()
        detail.title = "Detail"
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.navigationBar.backButton.currentTitle == "Home")
        var tapped = 0
        detail.navigationItem.rightBarButtonItem = BarButtonItem(
            title: "Done", style: .done, primaryAction: Action { _ in tapped += 1 })
        #expect(!navigation.navigationBar.rightButton.isHidden)
        navigation.navigationBar.rightButton.sendActions(for: .touchUpInside)
        #expect(tapped == 1)
        detail.navigationItem.leftBarButtonItem = BarButtonItem(title: "Menu")
        #expect(navigation.navigationBar.backButton.isHidden)
        detail.navigationItem.leftItemsSupplementBackButton = true
        #expect(!navigation.navigationBar.backButton.isHidden)
        detail.navigationItem.hidesBackButton = true
        #expect(navigation.navigationBar.backButton.isHidden)
        detail.title = "Renamed"
        #expect(navigation.navigationBar.titleLabel.text == "Renamed")
        detail.navigationItem.title = "Custom"
        #expect(navigation.navigationBar.titleLabel.text == "Custom")
    }

    @Test(
        "The bar sits under the status bar; the content fills the screen behind it, the bar in its safe area")
    func layout() {
        let (fixture, navigation, _) = setUp()
        let window = fixture.host.application!.keyWindow!
        window.layoutIfNeeded()
        let content = navigation.topViewController!.view!
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
        #expect(content.convert(content.bounds, to: nil) == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(content.safeAreaInsets == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        navigation.isNavigationBarHidden = true
        window.layoutIfNeeded()
        #expect(content.convert(CGPoint.zero, to: nil) == .zero)
        #expect(content.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    @Test("A button placed from view.bounds in viewDidLoad sits where a phone puts it, not 64 points lower")
    func buttonFromBounds() {
        // SBSwifty3DTouchPeekAndPoP's first screen: a 100-point button in the middle of the view.
        final class Buttons: ViewController {
            let peek = Button(type: .system)
            override func viewDidLoad() {
                super.viewDidLoad()
                peek.frame = CGRect(
                    x: 30, y: view.bounds.height / 2 - 50, width: view.bounds.width - 60, height: 100)
                view.addSubview(peek)
            }
        }
        let buttons = Buttons()
        let window = makeWindow(root: NavigationController(rootViewController: buttons))
        window.layoutIfNeeded()
        #expect(buttons.peek.convert(CGPoint.zero, to: nil) == CGPoint(x: 30, y: 283.5))
    }

    @Test("Without .top in edgesForExtendedLayout, or under an opaque bar, the view starts below the bar")
    func extendedLayout() {
        let (fixture, navigation, _) = setUp()
        let window = fixture.host.application!.keyWindow!
        let content = navigation.topViewController!.view!
        func top() -> CGFloat {
            window.layoutIfNeeded()
            return content.convert(CGPoint.zero, to: nil).y
        }
        navigation.topViewController!.edgesForExtendedLayout = [.bottom]
        #expect(top() == 64)
        #expect(content.safeAreaInsets == .zero)
        #expect(content.bounds.height == 603)
        navigation.topViewController!.edgesForExtendedLayout = .all
        #expect(top() == 0)
        navigation.navigationBar.isTranslucent = false
        #expect(top() == 64, "an opaque bar: the view stops at it")
        navigation.topViewController!.extendedLayoutIncludesOpaqueBars = true
        #expect(top() == 0)
        #expect(content.safeAreaInsets.top == 64)
    }

    @Test("A pushed controller's view fills the screen behind the bar too")
    func pushedUnderTheBar() {
        let (fixture, navigation, _) = setUp()
        let detail = ViewController()
        navigation.pushViewController(detail, animated: false)
        fixture.host.tick()
        fixture.host.application!.keyWindow!.layoutIfNeeded()
        #expect(
            detail.view.convert(detail.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(detail.view.safeAreaInsets.top == 64)
    }
}

@MainActor
@Suite("AlertController")
struct AlertControllerTests {
    @Test("A 270-point box centred over a dimmed screen; two actions side by side")
    func layout() {
        let window = makeWindow()
        let alert = AlertController(title: "Shortcut Handled", message: "Add", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Delete", style: .destructive))
        window.rootViewController!.present(alert, animated: false)
        window.layoutIfNeeded()
        let box = alert.view.subviews[0]
        #expect(box.frame.width == 270)
        #expect(box.frame.midX == 187.5)
        let buttons = box.subviews.compactMap { $0 as? Button }
        #expect(buttons.map(\.frame.width) == [135, 135])
        #expect(buttons[1].currentTitleColor == .systemRed)
        #expect(buttons[0].titleLabel?.font.weight == .semibold)
        #expect(alert.modalPresentationStyle == .overFullScreen)
        #expect(alert.actions.count == 2 && alert.preferredStyle == .alert)
    }

    @Test("Tapping an action dismisses the alert, then runs its handler")
    func tap() {
        let window = makeWindow()
        let alert = AlertController(title: "T", message: nil, preferredStyle: .actionSheet)
        var order: [String] = []
        alert.addAction(
            AlertAction(title: "One", style: .default) { action in order.append("handler \(action.title!)") })
        alert.addAction(AlertAction(title: "Two", style: .default))
        alert.addAction(AlertAction(title: "Three", style: .cancel))
        window.rootViewController!.present(alert, animated: false) { order.append("presented") }
        window.layoutIfNeeded()
        let one = alert.view.subviews[0].subviews.compactMap { $0 as? Button }[0]
        #expect(one.frame.height == 57)
        let center = one.convert(CGPoint(x: one.bounds.midX, y: one.bounds.midY), to: nil)
        var finger = Finger(window)
        finger.tap(center.x, center.y)
        #expect(order == ["presented", "handler One"])
        #expect(window.rootViewController!.presentedViewController == nil)
        #expect(alert.view.superview == nil)
    }
}
