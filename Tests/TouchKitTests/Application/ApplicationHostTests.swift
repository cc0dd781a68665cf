import Foundation
import QuickActions
import Testing
import TouchKit

@MainActor
@Suite("ApplicationHost: lifecycle order and exactly-once delivery")
struct ApplicationHostTests {
    let add = ShortcutItem(type: "add", localizedTitle: "Add")

    @Test("A cold launch without an item: will, did, active")
    func coldLaunchWithoutItem() {
        let fixture = HostFixture { ScriptedDelegate() }
        #expect(fixture.host.state == .notRunning)
        #expect(fixture.host.open() == .launched)
        #expect(
            fixture.take() == [
                "willFinishLaunching returned=true", "didFinishLaunching returned=true", "didBecomeActive",
            ])
        #expect(fixture.host.state == .running(.active))
        #expect(fixture.host.launchCount == 1)
    }

    @Test(
        "A cold launch with an item and both methods returning true also calls performActionFor, before didBecomeActive"
    )
    func coldLaunchAccepted() {
        let fixture = HostFixture { ScriptedDelegate() }
        fixture.host.open(shortcutItem: add)
        #expect(
            fixture.take() == [
                "willFinishLaunching shortcut=add returned=true",
                "didFinishLaunching shortcut=add returned=true",
                "performActionForShortcutItem shortcut=add", "completionHandler shortcut=add succeeded=true",
                "didBecomeActive",
            ])
    }

    @Test(
        "Returning false from either launch method suppresses performActionFor",
        arguments: [(false, true), (true, false), (false, false)])
    func coldLaunchRefused(will: Bool, did: Bool) {
        let fixture = HostFixture {
            let delegate = ScriptedDelegate()
            delegate.willFinish = { _, _ in will }
            delegate.didFinish = { _, _ in did }
            return delegate
        }
        fixture.host.open(shortcutItem: add)
        #expect(
            fixture.take() == [
                "willFinishLaunching shortcut=add returned=\(will)",
                "didFinishLaunching shortcut=add returned=\(did)",
                "didBecomeActive",
            ])
        #expect(fixture.host.pendingCompletionCount == 0)
    }

    @Test("Launch options carry the item, and are nil without one (as UIKit passes nil)")
    func launchOptions() {
        final class Seen: @unchecked Sendable { var options: [LaunchOptions?] = [] }
        let seen = Seen()
        let fixture = HostFixture {
            let delegate = ScriptedDelegate()
            delegate.didFinish = { _, options in
                seen.options.append(options)
                return true
            }
            return delegate
        }
        fixture.host.open(shortcutItem: add)
        fixture.host.terminate()
        fixture.host.open()
        #expect(seen.options == [LaunchOptions(shortcutItem: add), nil])
        #expect(seen.options[0]?[.shortcutItem] as? ShortcutItem == add)
    }

    @Test("Home, then a quick action: willEnterForeground, performActionFor once, didBecomeActive")
    func warmPath() {
        let fixture = HostFixture { ScriptedDelegate() }
        fixture.host.open()
        fixture.host.enterBackground()
        #expect(fixture.host.state == .running(.background))
        _ = fixture.take()
        #expect(fixture.host.open(shortcutItem: add) == .resumed)
        #expect(
            fixture.take() == [
                "willEnterForeground", "performActionForShortcutItem shortcut=add",
                "completionHandler shortcut=add succeeded=true", "didBecomeActive",
            ])
    }

    @Test("Background and interruption transitions call the delegate in UIKit's order")
    func transitions() {
        let fixture = HostFixture { ScriptedDelegate() }
        fixture.host.open()
        _ = fixture.take()
        fixture.host.resignActive()
        #expect(fixture.host.state == .running(.inactive))
        fixture.host.becomeActive()
        fixture.host.enterBackground()
        fixture.host.enterBackground()
        #expect(
            fixture.take() == [
                "willResignActive", "didBecomeActive", "willResignActive", "didEnterBackground",
            ])
        fixture.host.open()
        #expect(fixture.take() == ["willEnterForeground", "didBecomeActive"])
        fixture.host.resignActive()
        #expect(fixture.host.open(shortcutItem: add) == .activated)
        #expect(
            fixture.take() == [
                "willResignActive", "performActionForShortcutItem shortcut=add",
                "completionHandler shortcut=add succeeded=true", "didBecomeActive",
            ])
        #expect(fixture.host.open(shortcutItem: add) == .alreadyActive)
        #expect(
            fixture.take() == [
                "performActionForShortcutItem shortcut=add", "completionHandler shortcut=add succeeded=true",
            ])
    }

    @Test("Terminating from the foreground passes through the background; a relaunch is a new process")
    func terminate() {
        let fixture = HostFixture { ScriptedDelegate() }
        fixture.host.open()
        let first = fixture.host.application
        _ = fixture.take()
        fixture.host.terminate()
        #expect(fixture.take() == ["willResignActive", "didEnterBackground", "willTerminate"])
        #expect(fixture.host.state == .notRunning)
        #expect(first?.isTerminated == true)
        fixture.host.terminate()
        #expect(fixture.take().isEmpty)
        fixture.host.open()
        #expect(fixture.host.application !== first)
        #expect(fixture.host.application?.launch == 2)
        #expect(fixture.recorder.events.allSatisfy { $0.launch == 2 })
    }

    @Test("Operations on an app that is not running do nothing")
    func operationsWhenNotRunning() {
        let fixture = HostFixture { ScriptedDelegate() }
        fixture.host.enterBackground()
        fixture.host.resignActive()
        fixture.host.becomeActive()
        fixture.host.terminate()
        fixture.host.tick()
        #expect(fixture.take().isEmpty)
        #expect(fixture.host.state == .notRunning)
    }

    @Test("Events carry the time, bundle and launch, and print as log lines")
    func eventFields() {
        let fixture = HostFixture(bundleIdentifier: "com.example.app") { ScriptedDelegate() }
        fixture.clock.advance(by: 12.5)
        fixture.host.open(shortcutItem: add)
        let first = fixture.recorder.events[0]
        #expect(first.time == 12.5)
        #expect(
            first.description == "[12.500] com.example.app#1 willFinishLaunching shortcut=add returned=true")
    }

    @Test("An app's log lines follow the call they were written in")
    func logOrdering() {
        let fixture = HostFixture {
            let delegate = ScriptedDelegate()
            delegate.didFinish = { application, _ in
                application.log("launching \"fast\"")
                return true
            }
            delegate.becameActive = { application in application.log("active") }
            return delegate
        }
        fixture.host.open()
        #expect(
            fixture.take() == [
                "willFinishLaunching returned=true", "didFinishLaunching returned=true",
                "log \"launching \\\"fast\\\"\"",
                "didBecomeActive", "log \"active\"",
            ])
    }

    @Test("Work queued with async runs after the call that queued it; asyncAfter waits for the clock")
    func scheduledWork() {
        let fixture = HostFixture {
            let delegate = ScriptedDelegate()
            delegate.didFinish = { application, _ in
                application.async { application.log("async") }
                application.async(after: 2) { application.log("two seconds") }
                application.async(after: 1) { application.log("one second") }
                return true
            }
            return delegate
        }
        fixture.host.open()
        #expect(
            fixture.take() == [
                "willFinishLaunching returned=true", "didFinishLaunching returned=true", "didBecomeActive",
                "log \"async\"",
            ])
        #expect(fixture.host.nextDeadline == 1)
        fixture.clock.advance(by: 1)
        fixture.host.tick()
        #expect(fixture.take() == ["log \"one second\""])
        fixture.clock.advance(by: 5)
        fixture.host.tick()
        #expect(fixture.take() == ["log \"two seconds\""])
        #expect(fixture.host.nextDeadline == nil)
    }

    @Test("Terminating drops scheduled work")
    func terminationDropsWork() {
        let fixture = HostFixture {
            let delegate = ScriptedDelegate()
            delegate.didFinish = { application, _ in
                application.async(after: 1) { application.log("too late") }
                return true
            }
            return delegate
        }
        fixture.host.open()
        fixture.host.terminate()
        fixture.clock.advance(by: 2)
        fixture.host.tick()
        #expect(!fixture.recorder.summaries.contains("log \"too late\""))
    }

    @Test("Runaway async work stops at the limit and is reported")
    func runawayWork() {
        let fixture = HostFixture {
            let delegate = ScriptedDelegate()
            delegate.becameActive = { application in
                @MainActor func again() { application.async { again() } }
                again()
            }
            return delegate
        }
        fixture.host.open()
        #expect(
            fixture.recorder.diagnostics.map(\.message) == [
                "Test (com.example.test): work scheduled with async kept scheduling more work (100000 blocks in one turn); the rest runs on the next tick. Schedule repeating work with asyncAfter."
            ])
        fixture.host.terminate()
    }
}
