import Foundation
import Testing
import TouchKit

/// Seed 003's AppSearch app delegate (Xamarin.iOS, "Handling a Quick Action" and "Creating Dynamic
/// Quick Action Items"), ported line by line. `Console.WriteLine` writes to the app's console.
@MainActor
final class AppSearchDelegate: ApplicationDelegate {
    enum ShortcutIdentifier {
        static let first = "com.company.appname.000"
        static let second = "com.company.appname.001"
        static let third = "com.company.appname.002"
        static let fourth = "com.company.appname.003"
    }

    var launchedShortcutItem: ShortcutItem?
    private weak var application: Application?

    func handleShortcutItem(_ shortcutItem: ShortcutItem?) -> Bool {
        var handled = false

        // Anything to process?
        guard let shortcutItem else { return false }

        // Take action based on the shortcut type
        switch shortcutItem.type {
        case ShortcutIdentifier.first:
            application?.log("First shortcut selected")
            handled = true
        case ShortcutIdentifier.second:
            application?.log("Second shortcut selected")
            handled = true
        case ShortcutIdentifier.third:
            application?.log("Third shortcut selected")
            handled = true
        case ShortcutIdentifier.fourth:
            application?.log("Forth shortcut selected")
            handled = true
        default:
            break
        }

        // Return results
        return handled
    }

    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: LaunchOptions?)
        -> Bool
    {
        self.application = application
        var shouldPerformAdditionalDelegateHandling = true

        // Get possible shortcut item
        if let launchOptions {
            launchedShortcutItem = launchOptions[.shortcutItem] as? ShortcutItem
            shouldPerformAdditionalDelegateHandling = (launchedShortcutItem == nil)
        }

        // Add dynamic shortcut items
        if application.shortcutItems.isEmpty {
            var shortcut3 = ShortcutItem(type: ShortcutIdentifier.third, localizedTitle: "Play")
            shortcut3.localizedSubtitle = "Will play an item"
            shortcut3.icon = .system(.play)

            var shortcut4 = ShortcutItem(type: ShortcutIdentifier.fourth, localizedTitle: "Pause")
            shortcut4.localizedSubtitle = "Will pause an item"
            shortcut4.icon = .system(.pause)

            // Update the application providing the initial 'dynamic' shortcut items.
            application.shortcutItems = [shortcut3, shortcut4]
        }

        return shouldPerformAdditionalDelegateHandling
    }

    func applicationDidBecomeActive(_ application: Application) {
        // Handle any shortcut item being selected
        _ = handleShortcutItem(launchedShortcutItem)

        // Clear shortcut after it's been handled
        launchedShortcutItem = nil
    }

    func application(
        _ application: Application, performActionFor shortcutItem: ShortcutItem,
        completionHandler: @escaping @MainActor (Bool) -> Void
    ) {
        // Perform action
        completionHandler(handleShortcutItem(shortcutItem))
    }
}

/// A store that counts saves, to show Play/Pause are added only when the list is empty.
@MainActor
final class CountingStore: ShortcutItemStore {
    let inner = MemoryShortcutItemStore()
    var saves = 0

    func shortcutItems(forBundleIdentifier bundleIdentifier: String) -> [ShortcutItem] {
        inner.shortcutItems(forBundleIdentifier: bundleIdentifier)
    }

    func setShortcutItems(_ items: [ShortcutItem], forBundleIdentifier bundleIdentifier: String) {
        saves += 1
        inner.setShortcutItems(items, forBundleIdentifier: bundleIdentifier)
    }
}

@MainActor
@Suite("Seed 003: AppSearch's quick actions (Xamarin.iOS)")
struct Seed003AppSearchTests {
    static let search = ShortcutItem(
        type: "com.company.appname.000", localizedTitle: "Search",
        localizedSubtitle: "Will search for an item",
        icon: .system(.search))
    static let share = ShortcutItem(
        type: "com.company.appname.001", localizedTitle: "Share", localizedSubtitle: "Will share an item",
        icon: .system(.share))

    let store = CountingStore()
    let fixture: HostFixture

    init() {
        fixture = HostFixture(
            bundleIdentifier: "com.company.appname", displayName: "AppSearch",
            staticShortcutItems: [Self.search, Self.share], store: store
        ) { AppSearchDelegate() }
    }

    @Test("Launched through Search: the item is kept from the launch options and handled once, on activation")
    func coldSearch() {
        fixture.host.open(shortcutItem: Self.search)
        #expect(
            fixture.take() == [
                "willFinishLaunching shortcut=com.company.appname.000 returned=true",
                "didFinishLaunching shortcut=com.company.appname.000 returned=false",
                "didBecomeActive",
                "log \"First shortcut selected\"",
            ])
    }

    @Test("Static items never appear in shortcutItems; Play and Pause are added when it is empty")
    func dynamicItems() {
        fixture.host.open()
        let items = fixture.host.application?.shortcutItems ?? []
        #expect(items.map(\.localizedTitle) == ["Play", "Pause"])
        #expect(items.map(\.type) == ["com.company.appname.002", "com.company.appname.003"])
        #expect(items.map(\.localizedSubtitle) == ["Will play an item", "Will pause an item"])
        #expect(items.map(\.icon) == [.system(.play), .system(.pause)])
        #expect(!items.contains(Self.search) && !items.contains(Self.share))
        #expect(fixture.recorder.diagnostics.isEmpty)
        #expect(store.saves == 1)
    }

    @Test("Home, then Play: performActionForShortcutItem once, completion handler true")
    func warmPlay() {
        fixture.host.open(shortcutItem: Self.search)
        fixture.host.enterBackground()
        _ = fixture.take()
        let play = fixture.host.application!.shortcutItems[0]
        fixture.host.open(shortcutItem: play)
        #expect(
            fixture.take() == [
                "willEnterForeground",
                "performActionForShortcutItem shortcut=com.company.appname.002",
                "log \"Third shortcut selected\"",
                "completionHandler shortcut=com.company.appname.002 succeeded=true",
                "didBecomeActive",
            ])
    }

    @Test("Terminated, then Pause: a cold launch again, handled once, and the items are not added twice")
    func coldPauseAfterTermination() {
        fixture.host.open()
        let pause = fixture.host.application!.shortcutItems[1]
        fixture.host.terminate()
        _ = fixture.take()
        fixture.host.open(shortcutItem: pause)
        #expect(
            fixture.take() == [
                "willFinishLaunching shortcut=com.company.appname.003 returned=true",
                "didFinishLaunching shortcut=com.company.appname.003 returned=false",
                "didBecomeActive",
                "log \"Forth shortcut selected\"",
            ])
        #expect(store.saves == 1)
    }

    @Test("An unknown type is not handled: the completion handler gets false")
    func unknownType() {
        fixture.host.open()
        fixture.host.enterBackground()
        _ = fixture.take()
        fixture.host.open(shortcutItem: ShortcutItem(type: "com.company.appname.999", localizedTitle: "Old"))
        #expect(fixture.take().contains("completionHandler shortcut=com.company.appname.999 succeeded=false"))
    }
}
