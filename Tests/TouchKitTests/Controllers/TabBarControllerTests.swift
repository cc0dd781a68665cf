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

    @Test("The first tab shows above a 49-point bar; the items come from each controller")
    func layout() {
        let (_, tabs, navigation, _, _) = setUp()
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === navigation)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 667 - 49, width: 375, height: 49))
        #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 375, height: 618))
        #expect(tabs.tabBar.items?.map(\.title) == ["Inbox", "Favorites"])
        #expect(tabs.tabBar.items?[1].systemItem == .favorites && tabs.tabBar.items?[1].tag == 2)
        #expect(navigation.tabBarController === tabs)
        #expect(navigation.topViewController?.tabBarController === tabs)
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
