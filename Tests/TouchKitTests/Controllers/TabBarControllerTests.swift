import Foundation
import Testing
import TouchKit

/// A mail-style app: Inbox and Favorites tabs at the bottom; a tap on a tab asks the delegate, swaps
/// the views with the appearance calls, and a second tap on a navigation tab pops it to its root.
@MainActor
@Suite("TabBarController: tabs, the bar, selection, the delegate")
struct TabBarControllerTests {
    final class Delegate: TabBarControllerDelegate {
        var log: [String] = []
        var allowed = true
        func tabBarController(
            _ tabBarController: TabBarController, shouldSelect viewController: ViewController
        )
            -> Bool
        {
            log.append("should \(viewController.title ?? "?")")
            return allowed
        }
        func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
        {
            log.append("did \(viewController.title ?? "?")")
        }
    }

    func setUp() -> (HostFixture, TabBarController, NavigationController, LoggingViewController, CallLog) {
        let log = CallLog()
        let inbox = LoggingViewController("Inbox", log: log)
        let navigation = NavigationController(rootViewController: inbox)
        navigation.title = "Inbox"
        let favourites = LoggingViewController("Favorites", log: log)
        favourites.tabBarItem = TabBarItem(tabBarSystemItem: .favorites, tag: 2)
        let fixture = launchedApp {
            let tabs = TabBarController()
            tabs.viewControllers = [navigation, favourites]
            return tabs
        }
        let tabs = fixture.host.application!.keyWindow!.rootViewController as! TabBarController
        fixture.host.application!.keyWindow!.layoutIfNeeded()
        fixture.host.tick()
        _ = log.take()
        return (fixture, tabs, navigation, favourites, log)
    }

    @Test("The first tab fills the screen behind a 49-point bar; the items come from each controller")
    func layout() {
        let (fixture, tabs, navigation, _, _) = setUp()
        defer { withExtendedLifetime(fixture) {} }
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === navigation)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 667 - 49, width: 375, height: 49))
        #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        // The inbox under both bars: the navigation bar above and the tab bar below are its safe area.
        let inbox = navigation.topViewController!.view!
        #expect(inbox.convert(inbox.bounds, to: nil) == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(inbox.safeAreaInsets == EdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
        #expect(tabs.tabBar.items?.map(\.title) == ["Inbox", "Favorites"])
        #expect(tabs.tabBar.items?[1].systemItem == .favorites && tabs.tabBar.items?[1].tag == 2)
        #expect(navigation.tabBarController === tabs)
        #expect(navigation.topViewController?.tabBarController === tabs)
    }

    @Test("A view without .bottom in edgesForExtendedLayout, or under an opaque bar, ends above the bar")
    func extendedLayout() {
        let (fixture, tabs, navigation, favourites, _) = setUp()
        let window = fixture.host.application!.keyWindow!
        let inbox = navigation.topViewController!
        inbox.edgesForExtendedLayout = .top
        window.layoutIfNeeded()
        #expect(inbox.view.convert(inbox.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 375, height: 618))
        #expect(inbox.view.safeAreaInsets == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        tabs.selectedIndex = 1
        tabs.tabBar.isTranslucent = false
        window.layoutIfNeeded()
        #expect(favourites.view.frame == CGRect(x: 0, y: 0, width: 375, height: 618))
        #expect(favourites.view.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        favourites.extendedLayoutIncludesOpaqueBars = true
        window.layoutIfNeeded()
        #expect(favourites.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(favourites.view.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 49, right: 0))
    }

    @Test("In portrait a tab's image sits above its 10-point title; in landscape beside it")
    func itemLayout() throws {
        let (fixture, tabs, _, _, _) = setUp()
        defer { withExtendedLifetime(fixture) {} }
        let buttons = tabs.tabBar.subviews.compactMap { $0 as? Button }
        let favourites = try #require(buttons.last)
        let image = try #require(favourites.imageView)
        let title = try #require(favourites.titleLabel)
        #expect(favourites.frame == CGRect(x: 187.5, y: 0, width: 187.5, height: 49))
        // A symbol is drawn 25 points square, centred 19 points below the bar's top.
        #expect(image.frame == CGRect(x: (187.5 - 25) / 2, y: 19 - 12.5, width: 25, height: 25))
        #expect(title.font.pointSize == 10)
        #expect(title.frame.minY == 34 && title.frame.maxY <= 49)
        #expect(abs(title.frame.midX - 187.5 / 2) < 0.01, "the title is centred under the image")
        // The same tabs on a window wider than tall: image and title side by side, centred.
        let wide = Window(frame: CGRect(x: 0, y: 0, width: 667, height: 375))
        let landscape = TabBarController()
        let item = ViewController()
        item.tabBarItem = TabBarItem(tabBarSystemItem: .favorites, tag: 0)
        landscape.viewControllers = [item]
        wide.rootViewController = landscape
        wide.makeKeyAndVisible()
        wide.layoutIfNeeded()
        let only = try #require(landscape.tabBar.subviews.compactMap { $0 as? Button }.first)
        let besideImage = try #require(only.imageView?.frame)
        let besideTitle = try #require(only.titleLabel?.frame)
        #expect(besideImage.midY == 24.5 && besideTitle.midY == 24.5)
        #expect(besideTitle.minX == besideImage.maxX + 6)
        #expect(abs((besideImage.minX + besideTitle.maxX) / 2 - 667 / 2) < 0.01)
    }

    @Test(
        "A tab's named image (a 30-point vector icon) is drawn as a template in the tab's colour; an original one keeps its colours"
    )
    func templateImages() throws {
        let first = ViewController()
        first.tabBarItem = TabBarItem(
            title: "First",
            image: Image(resourceNamed: "com.example.tabs/first", size: CGSize(width: 30, height: 30)),
            tag: 0)
        let second = ViewController()
        second.tabBarItem = TabBarItem(
            title: "Second",
            image: Image(resourceNamed: "com.example.tabs/second", size: CGSize(width: 25, height: 28))
                .withRenderingMode(.alwaysOriginal), tag: 1)
        let fixture = launchedApp {
            let tabs = TabBarController()
            tabs.viewControllers = [first, second]
            return tabs
        }
        defer { withExtendedLifetime(fixture) {} }
        let window = try #require(fixture.host.application?.keyWindow)
        window.layoutIfNeeded()
        let tabs = try #require(window.rootViewController as? TabBarController)
        let buttons = tabs.tabBar.subviews.compactMap { $0 as? Button }
        let selected = try #require(buttons.first?.imageView)
        #expect(selected.image?.renderingMode == .alwaysTemplate)
        #expect(selected.tintColor == tabs.tabBar.tintColor)
        // Its own size, centred 19 points below the bar's top.
        #expect(selected.frame.size == CGSize(width: 30, height: 30))
        #expect(selected.frame.midY == 19)
        let original = try #require(buttons.last?.imageView)
        #expect(original.image?.renderingMode == .alwaysOriginal)
        #expect(original.image?.isTemplate == false)
    }

    @Test("A tap on a tab asks the delegate, swaps the views with their appearance calls, then tells it")
    func tapSelects() {
        let (fixture, tabs, navigation, favourites, log) = setUp()
        let delegate = Delegate()
        tabs.delegate = delegate
        var finger = Finger(fixture.host.application!.keyWindow!)
        finger.tap(375 * 3 / 4, 667 - 25)
        #expect(delegate.log == ["should Favorites", "did Favorites"])
        #expect(tabs.selectedViewController === favourites)
        #expect(favourites.view.superview != nil && navigation.view.superview == nil)
        let calls = log.take()
        #expect(calls.contains("Inbox.viewWillDisappear") && calls.contains("Favorites.viewDidAppear"))
        // A delegate that says no keeps the tab.
        delegate.allowed = false
        finger.tap(375 / 4, 667 - 25)
        #expect(tabs.selectedViewController === favourites)
        #expect(delegate.log.last == "should Inbox")
    }

    @Test(
        "A second tap on the selected navigation tab pops it to its root; selectedIndex selects without the delegate"
    )
    func reselectPops() {
        let (fixture, tabs, navigation, _, log) = setUp()
        navigation.pushViewController(LoggingViewController("Message", log: log), animated: false)
        fixture.host.tick()
        #expect(navigation.viewControllers.count == 2)
        var finger = Finger(fixture.host.application!.keyWindow!)
        finger.tap(375 / 4, 667 - 25)
        fixture.clock.advance(by: 0.35)
        fixture.host.tick()
        #expect(navigation.viewControllers.count == 1)
        let delegate = Delegate()
        tabs.delegate = delegate
        tabs.selectedIndex = 1
        #expect(tabs.selectedIndex == 1 && delegate.log.isEmpty)
    }
}
