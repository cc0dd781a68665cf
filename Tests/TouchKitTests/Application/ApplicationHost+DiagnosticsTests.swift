import Foundation
import QuickActions
import Testing
import TouchKit

@MainActor
@Suite("ApplicationHost: misuse is reported with the app, the item and what to do, never fatal")
struct ApplicationHostDiagnosticsTests {
    let play = ShortcutItem(type: "play", localizedTitle: "Play")

    /// A host whose app is in the background and keeps every completion handler it gets.
    final class Kept { var handlers: [@MainActor (Bool) -> Void] = [] }

    func backgroundApp(keeping kept: Kept, settings: HostSettings = HostSettings()) -> HostFixture {
        let fixture = HostFixture(displayName: "Player", settings: settings) {
            let delegate = ScriptedDelegate()
            delegate.perform = { _, _, done in kept.handlers.append(done) }
            return delegate
        }
        fixture.host.open()
        fixture.host.enterBackground()
        _ = fixture.take()
        return fixture
    }

    @Test("A completion handler not called within the timeout is reported once, on a tick")
    func timeout() {
        let kept = Kept()
        let fixture = backgroundApp(keeping: kept)
        fixture.host.open(shortcutItem: play)
        #expect(fixture.host.nextDeadline == 10)
        fixture.clock.advance(by: 9.9)
        fixture.host.tick()
        #expect(fixture.recorder.diagnostics.isEmpty)
        fixture.clock.advance(by: 0.1)
        fixture.host.tick()
        fixture.host.tick()
        #expect(
            fixture.recorder.diagnostics.map(\.message) == [
                "Player (com.example.test): the completion handler of performActionFor for shortcut item 'play' was not called within 10 s. Call completionHandler(true) or completionHandler(false) exactly once when the action is handled."
            ])
        #expect(fixture.recorder.diagnostics.first?.severity == .error)
        // A late call still counts, once.
        _ = fixture.take()
        kept.handlers[0](true)
        #expect(fixture.take() == ["completionHandler shortcut=play succeeded=true"])
        #expect(fixture.host.pendingCompletionCount == 0)
    }

    @Test("The timeout is configurable")
    func configurableTimeout() {
        let kept = Kept()
        let fixture = backgroundApp(keeping: kept, settings: HostSettings(completionHandlerTimeout: 0.5))
        fixture.host.open(shortcutItem: play)
        fixture.clock.advance(by: 0.5)
        fixture.host.tick()
        #expect(
            fixture.recorder.diagnostics.first?.problem
                == .completionHandlerNotCalled(shortcutType: "play", timeout: 0.5))
        #expect(fixture.recorder.diagnostics.first?.message.contains("within 0.5 s") == true)
    }

    @Test("A second call is reported and its result ignored")
    func calledTwice() {
        let kept = Kept()
        let fixture = backgroundApp(keeping: kept)
        fixture.host.open(shortcutItem: play)
        kept.handlers[0](true)
        kept.handlers[0](false)
        #expect(
            fixture.take() == [
                "willEnterForeground", "performActionForShortcutItem shortcut=play", "didBecomeActive",
                "completionHandler shortcut=play succeeded=true",
                "diagnostic \"Player (com.example.test): the completion handler for shortcut item 'play' was called a second time (with false); that result was ignored. Call it exactly once.\"",
            ])
    }

    @Test("Termination before the handler is called is reported; a call after it is reported too")
    func terminationWithPendingHandler() {
        let kept = Kept()
        let fixture = backgroundApp(keeping: kept)
        fixture.host.open(shortcutItem: play)
        fixture.host.terminate()
        #expect(
            fixture.recorder.diagnostics.map(\.problem) == [
                .completionHandlerNotCalledBeforeTermination(shortcutType: "play")
            ])
        #expect(fixture.host.pendingCompletionCount == 0)
        fixture.host.open()
        kept.handlers[0](true)
        #expect(
            fixture.recorder.diagnostics.last?.message
                == "Player (com.example.test): a completion handler for shortcut item 'play' from launch 1 was called after that launch was terminated; it was ignored. Do not keep completion handlers across launches."
        )
        #expect(!fixture.recorder.summaries.contains("completionHandler shortcut=play succeeded=true"))
    }

    @Test("A timed-out handler is not reported again at termination")
    func timedOutThenTerminated() {
        let kept = Kept()
        let fixture = backgroundApp(keeping: kept)
        fixture.host.open(shortcutItem: play)
        fixture.clock.advance(by: 10)
        fixture.host.tick()
        fixture.host.terminate()
        #expect(fixture.recorder.diagnostics.count == 1)
    }

    @Test("A delegate without performActionFor loses the item: reported, completed with false")
    func notImplemented() {
        let fixture = HostFixture(displayName: "Lazy") { EmptyDelegate() }
        fixture.host.open()
        fixture.host.enterBackground()
        _ = fixture.take()
        fixture.host.open(shortcutItem: play)
        #expect(
            fixture.take() == [
                "willEnterForeground", "performActionForShortcutItem shortcut=play",
                "diagnostic \"Lazy (com.example.test): shortcut item 'play' was dropped because the app does not implement application(_:performActionFor:completionHandler:) in the app delegate. Implement it and call the completion handler.\"",
                "completionHandler shortcut=play succeeded=false", "didBecomeActive",
            ])
    }

    @Test("A slow delegate call is reported as a warning, measured on the host's clock")
    func slowCall() {
        let clockHolder = ManualClockHolder()
        let fixture = HostFixture(displayName: "Slow") {
            let delegate = ScriptedDelegate()
            delegate.didFinish = { _, _ in
                clockHolder.clock?.advance(by: 6)
                return true
            }
            return delegate
        }
        clockHolder.clock = fixture.clock
        fixture.host.open()
        #expect(
            fixture.recorder.diagnostics.map(\.message) == [
                "Slow (com.example.test): didFinishLaunching took 6 s (more than 5 s). Move slow work off the main actor; iOS kills apps that block it for long."
            ])
        #expect(fixture.recorder.diagnostics.first?.severity == .warning)
    }

    @Test("A store that cannot load or save is reported; the app runs on")
    func storeFailures() {
        let store = FailingStore()
        let fixture = HostFixture(displayName: "Disk", store: store) {
            let delegate = ScriptedDelegate()
            delegate.didFinish = { application, _ in
                application.shortcutItems = [ShortcutItem(type: "a", localizedTitle: "A")]
                return true
            }
            return delegate
        }
        fixture.host.open()
        #expect(
            fixture.recorder.diagnostics.map(\.message) == [
                "Disk (com.example.test): could not load the saved dynamic shortcut items (disk unreadable); the app starts with none. Check the device's state directory.",
                "Disk (com.example.test): could not save the dynamic shortcut items (disk full); they last until the app is terminated. Check the device's state directory.",
            ])
        #expect(fixture.host.application?.shortcutItems.map(\.type) == ["a"])
        #expect(fixture.host.state == .running(.active))
    }
}

/// Lets a delegate reach the fixture's clock, which exists only after the fixture is made.
final class ManualClockHolder: @unchecked Sendable {
    var clock: ManualClock?
}
