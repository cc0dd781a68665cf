import Foundation
import QuickActions
import SeedApps
import Testing
import TouchKit

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

/// Seed 003's AppSearch as shipped (`SeedApps.appSearch`, Xamarin.iOS "Handling a Quick Action" and
/// "Creating Dynamic Quick Action Items").
@MainActor
@Suite("Seed 003: AppSearch's quick actions (Xamarin.iOS)")
struct AppSearchAppDelegateTests {
    static let search = SeedApps.appSearchStaticItems[0]
    static let share = SeedApps.appSearchStaticItems[1]

    let store = CountingStore()
    let app: SeedAppHost

    init() {
        app = SeedAppHost(SeedApps.appSearch, store: store)
    }

    @Test("The manifest's static items are Search and Share, with subtitles and system icons")
    func staticItems() {
        #expect(
            SeedApps.appSearch.staticShortcutItems.items(language: "en") == [
                ShortcutItem(
                    type: "com.company.appname.000", localizedTitle: "Search",
                    localizedSubtitle: "Will search for an item", icon: .system(.search)),
                ShortcutItem(
                    type: "com.company.appname.001", localizedTitle: "Share",
                    localizedSubtitle: "Will share an item", icon: .system(.share)),
            ])
        #expect(app.host.configuration.staticShortcutItems == [Self.search, Self.share])
    }

    @Test("Launched through Search: the item is kept from the launch options and handled once, on activation")
    func coldSearch() {
        app.host.open(shortcutItem: Self.search)
        #expect(
            app.take() == [
                "willFinishLaunching shortcut=com.company.appname.000 returned=true",
                "didFinishLaunching shortcut=com.company.appname.000 returned=false",
                "didBecomeActive",
                "log \"First shortcut selected\"",
            ])
    }

    @Test("Static items never appear in shortcutItems; Play and Pause are added when it is empty")
    func dynamicItems() {
        app.host.open()
        let items = app.host.application?.shortcutItems ?? []
        #expect(items.map(\.localizedTitle) == ["Play", "Pause"])
        #expect(items.map(\.type) == ["com.company.appname.002", "com.company.appname.003"])
        #expect(items.map(\.localizedSubtitle) == ["Will play an item", "Will pause an item"])
        #expect(items.map(\.icon) == [.system(.play), .system(.pause)])
        #expect(!items.contains(Self.search) && !items.contains(Self.share))
        #expect(app.recorder.diagnostics.isEmpty)
        #expect(store.saves == 1)
    }

    @Test("Home, then Play: performActionForShortcutItem once, completion handler true")
    func warmPlay() throws {
        app.host.open(shortcutItem: Self.search)
        app.host.enterBackground()
        _ = app.take()
        let play = try #require(app.host.application?.shortcutItems.first)
        app.host.open(shortcutItem: play)
        #expect(
            app.take() == [
                "willEnterForeground",
                "performActionForShortcutItem shortcut=com.company.appname.002",
                "log \"Third shortcut selected\"",
                "completionHandler shortcut=com.company.appname.002 succeeded=true",
                "didBecomeActive",
            ])
    }

    @Test("Terminated, then Pause: a cold launch again, handled once, and the items are not added twice")
    func coldPauseAfterTermination() throws {
        app.host.open()
        let pause = try #require(app.host.application?.shortcutItems.last)
        app.host.terminate()
        _ = app.take()
        app.host.open(shortcutItem: pause)
        #expect(
            app.take() == [
                "willFinishLaunching shortcut=com.company.appname.003 returned=true",
                "didFinishLaunching shortcut=com.company.appname.003 returned=false",
                "didBecomeActive",
                "log \"Forth shortcut selected\"",
            ])
        #expect(store.saves == 1)
    }

    @Test("An unknown type is not handled: the completion handler gets false")
    func unknownType() {
        app.host.open()
        app.host.enterBackground()
        _ = app.take()
        app.host.open(shortcutItem: ShortcutItem(type: "com.company.appname.999", localizedTitle: "Old"))
        #expect(app.take().contains("completionHandler shortcut=com.company.appname.999 succeeded=false"))
    }
}
