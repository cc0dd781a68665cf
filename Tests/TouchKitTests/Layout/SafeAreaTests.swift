import Foundation
import Testing
import TouchKit

/// Where the safe area reaches on an iPhone 11-shaped screen (44-point status bar, 34-point home
/// indicator) inside a tab bar app whose tab is a navigation controller: the bars join the status
/// bar and the indicator; a subview sees only the part it overlaps; a controller's
/// `additionalSafeAreaInsets` add to its view's.
@MainActor
@Suite("The safe area: the window, container bars, subviews, additionalSafeAreaInsets")
struct SafeAreaTests {
    /// A mail-style app on a 375 × 812 screen: an inbox in a navigation controller, in a tab.
    func launched() -> (ApplicationHost, Window, ViewController) {
        let configuration = ApplicationConfiguration(
            bundleIdentifier: "com.example.mail", displayName: "Mail",
            makeDelegate: { ScriptedDelegate() },
            makeRootViewController: {
                let inbox = ViewController()
                inbox.title = "Inbox"
                let tabs = TabBarController()
                tabs.viewControllers = [NavigationController(rootViewController: inbox), ViewController()]
                return tabs
            })
        let host = ApplicationHost(
            configuration: configuration, clock: ManualClock(), store: MemoryShortcutItemStore(),
            screen: Screen(width: 375, height: 812, scale: 3, statusBarHeight: 44))
        host.open()
        let window = host.application!.keyWindow!
        window.layoutIfNeeded()
        let tabs = window.rootViewController as! TabBarController
        let inbox = (tabs.viewControllers![0] as! NavigationController).topViewController!
        return (host, window, inbox)
    }

    @Test("The inbox fills the screen; its safe area is below the 88 points of bars and above the 83")
    func barsOnAnIPhone11() {
        let (host, window, inbox) = launched()
        defer { withExtendedLifetime(host) {} }
        #expect(window.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(inbox.view.convert(inbox.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 375, height: 812))
        #expect(inbox.view.safeAreaInsets == EdgeInsets(top: 44 + 44, left: 0, bottom: 49 + 34, right: 0))
    }

    @Test("A subview's safe area is the part of its superview's it overlaps")
    func subviews() {
        let (host, window, inbox) = launched()
        defer { withExtendedLifetime(host) {} }
        let banner = View(frame: CGRect(x: 10, y: 50, width: 200, height: 100))
        let middle = View(frame: CGRect(x: 0, y: 300, width: 375, height: 100))
        let footer = View(frame: CGRect(x: 0, y: 700, width: 375, height: 112))
        for view in [banner, middle, footer] { inbox.view.addSubview(view) }
        window.layoutIfNeeded()
        #expect(banner.safeAreaInsets == EdgeInsets(top: 38, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(
            footer.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 112 - (812 - 83 - 700), right: 0))
        let inner = View(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        banner.addSubview(inner)
        #expect(
            inner.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), "all of it is covered")
    }

    @Test("additionalSafeAreaInsets add to the controller's view, and its subviews see them")
    func additional() {
        let (host, window, inbox) = launched()
        defer { withExtendedLifetime(host) {} }
        inbox.additionalSafeAreaInsets = EdgeInsets(top: 30, left: 5, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(inbox.view.safeAreaInsets == EdgeInsets(top: 118, left: 5, bottom: 83, right: 0))
        let label = Label()
        inbox.view.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        let guide = inbox.view.safeAreaLayoutGuide
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: guide.topAnchor),
            label.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            label.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 5, y: 118, width: 370, height: 20))
        inbox.additionalSafeAreaInsets = .zero
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 88, width: 375, height: 20))
    }

    @Test("A view outside any window has no safe area")
    func outsideAWindow() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.safeAreaInsets == .zero)
    }
}
