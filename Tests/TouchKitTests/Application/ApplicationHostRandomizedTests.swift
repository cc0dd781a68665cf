import Foundation
import QuickActions
import TestSupport
import Testing
import TouchKit

/// What the randomised apps did, shared by every launch of one sequence.
@MainActor
final class Ledger {
    enum Completion: CaseIterable {
        case immediately, later, twice, never
    }

    var rng: SplitMix64
    /// Activation numbers the app handled, in order.
    var handled: [Int] = []
    /// Each `performAction` delivery and how the app completed it.
    var deliveries: [(activation: Int, completion: Completion)] = []
    var laterFired = 0

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
    }

    func handle(_ item: ShortcutItem) {
        if case .integer(let activation)? = item.userInfo?["activation"] { handled.append(activation) }
    }

    func complete(
        _ item: ShortcutItem, in application: Application, _ done: @escaping @MainActor (Bool) -> Void
    ) {
        let style = Completion.allCases[rng.below(Completion.allCases.count)]
        if case .integer(let activation)? = item.userInfo?["activation"] {
            deliveries.append((activation, style))
        }
        switch style {
        case .immediately:
            done(rng.chance(50))
        case .later:
            application.async(after: Double(rng.below(5)) + 0.5) {
                self.laterFired += 1
                done(true)
            }
        case .twice:
            done(true)
            done(false)
        case .never:
            break
        }
    }
}

/// An app that follows one of the correct patterns, chosen per launch: keep the launching item and
/// refuse it from `willFinishLaunching` or `didFinishLaunching` (seeds 001–003), or accept it and
/// handle everything in `performActionFor`.
@MainActor
final class ExactlyOnceDelegate: ApplicationDelegate {
    enum Strategy: CaseIterable {
        case refuseInWill, refuseInDid, performOnly
    }

    let ledger: Ledger
    let strategy: Strategy
    var launchedItem: ShortcutItem?

    init(ledger: Ledger) {
        self.ledger = ledger
        strategy = Strategy.allCases[ledger.rng.below(Strategy.allCases.count)]
    }

    func application(_ application: Application, willFinishLaunchingWithOptions launchOptions: LaunchOptions?)
        -> Bool
    {
        guard strategy == .refuseInWill, let item = launchOptions?.shortcutItem else { return true }
        launchedItem = item
        return false
    }

    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: LaunchOptions?)
        -> Bool
    {
        guard strategy == .refuseInDid, let item = launchOptions?.shortcutItem else { return true }
        launchedItem = item
        return false
    }

    func applicationDidBecomeActive(_ application: Application) {
        if let launchedItem { ledger.handle(launchedItem) }
        launchedItem = nil
    }

    func application(
        _ application: Application, performActionFor shortcutItem: ShortcutItem,
        completionHandler: @escaping @MainActor (Bool) -> Void
    ) {
        ledger.handle(shortcutItem)
        ledger.complete(shortcutItem, in: application, completionHandler)
    }
}

/// The scene-era version: the cold item from the connection options, handled when the scene is active.
@MainActor
final class ExactlyOnceSceneDelegate: WindowSceneDelegate {
    var window: Window?
    let ledger: Ledger
    var connectedItem: ShortcutItem?

    init(ledger: Ledger) {
        self.ledger = ledger
    }

    func scene(
        _ scene: Scene, willConnectTo session: SceneSession,
        options connectionOptions: Scene.ConnectionOptions
    ) {
        connectedItem = connectionOptions.shortcutItem
    }

    func sceneDidBecomeActive(_ scene: Scene) {
        if let connectedItem { ledger.handle(connectedItem) }
        connectedItem = nil
    }

    func windowScene(
        _ windowScene: WindowScene, performActionFor shortcutItem: ShortcutItem,
        completionHandler: @escaping @MainActor (Bool) -> Void
    ) {
        ledger.handle(shortcutItem)
        ledger.complete(shortcutItem, in: windowScene.application!, completionHandler)
    }
}

/// Lets the `@Sendable` factories reach the sequence's ledger on the main actor.
final class LedgerBox: @unchecked Sendable {
    var ledger: Ledger?
}

@MainActor
@Suite("ApplicationHost: randomised lifecycles deliver every quick action exactly once")
struct ApplicationHostRandomizedTests {
    enum Model: Equatable {
        case notRunning, active, inactive, background
    }

    static let seeds: ClosedRange<UInt64> = 1...10_000

    @Test("Randomised lifecycles (seeds 1…10000, 16 steps each, app delegate or scenes)")
    func randomised() {
        var activations = 0
        for seed in Self.seeds {
            activations += run(seed: seed)
        }
        #expect(activations > 30_000)
    }

    /// Runs one sequence; returns how many activations carried an item.
    func run(seed: UInt64) -> Int {
        let ledger = Ledger(seed: seed)
        let box = LedgerBox()
        box.ledger = ledger
        let usesScenes = ledger.rng.chance(30)
        var makeScene: (@MainActor @Sendable () -> any WindowSceneDelegate)?
        if usesScenes {
            makeScene = { @MainActor @Sendable () -> any WindowSceneDelegate in
                ExactlyOnceSceneDelegate(ledger: box.ledger!)
            }
        }
        let fixture = HostFixture(
            bundleIdentifier: "com.example.random", displayName: "Random", makeSceneDelegate: makeScene
        ) { ExactlyOnceDelegate(ledger: box.ledger!) }
        var model = Model.notRunning
        var expected: [Int] = []
        var history: [String] = []

        for _ in 0..<16 {
            let roll = ledger.rng.below(100)
            switch roll {
            case 0..<40:
                var item: ShortcutItem?
                if ledger.rng.chance(80) {
                    expected.append(expected.count + 1)
                    item = ShortcutItem(
                        type: "item-\(expected.count)", localizedTitle: "Item",
                        userInfo: ["activation": .integer(expected.count)])
                }
                history.append("open(\(item?.type ?? "nil"))")
                fixture.host.open(shortcutItem: item)
                model = .active
            case 40..<58:
                history.append("enterBackground")
                fixture.host.enterBackground()
                if model != .notRunning { model = .background }
            case 58..<64:
                history.append("resignActive")
                fixture.host.resignActive()
                if model == .active { model = .inactive }
            case 64..<70:
                history.append("becomeActive")
                fixture.host.becomeActive()
                if model == .inactive { model = .active }
            case 70..<80:
                history.append("terminate")
                fixture.host.terminate()
                model = .notRunning
            default:
                let seconds = Double(ledger.rng.below(16))
                history.append("tick(+\(seconds))")
                fixture.clock.advance(by: seconds)
                fixture.host.tick()
            }
            let context = "seed \(seed): \(history.joined(separator: ", "))"
            #expect(ledger.handled == expected, "\(context)")
            let stateMessage =
                context + ": state " + String(describing: fixture.host.state) + " vs "
                + String(describing: model)
            #expect(stateMatches(fixture.host.state, model), Comment(rawValue: stateMessage))
            if ledger.handled != expected { return expected.count }
        }
        fixture.host.terminate()
        checkDeliveries(fixture: fixture, ledger: ledger, seed: seed, history: history)
        return expected.count
    }

    func stateMatches(_ state: ApplicationHost.ProcessState, _ model: Model) -> Bool {
        switch (state, model) {
        case (.notRunning, .notRunning), (.running(.active), .active), (.running(.inactive), .inactive),
            (.running(.background), .background):
            true
        default:
            false
        }
    }

    /// Host-level rules: at most one `performAction` per item, none after a refused launch, and one
    /// diagnostic per misused completion handler.
    func checkDeliveries(fixture: HostFixture, ledger: Ledger, seed: UInt64, history: [String]) {
        let context = "seed \(seed): \(history.joined(separator: ", "))"
        let events = fixture.recorder.events
        let performs = events.filter {
            $0.kind == .performActionForShortcutItem || $0.kind == .windowScenePerformActionForShortcutItem
        }
        let performedTypes = performs.compactMap(\.shortcutType)
        #expect(Set(performedTypes).count == performedTypes.count, "\(context): an item was performed twice")
        let refused = events.filter {
            ($0.kind == .willFinishLaunching || $0.kind == .didFinishLaunching) && $0.returned == false
        }.compactMap(\.shortcutType)
        #expect(
            Set(refused).isDisjoint(with: performedTypes), "\(context): a refused launch item was performed")

        let diagnostics = fixture.recorder.diagnostics.map(\.problem)
        let twice = diagnostics.filter { if case .completionHandlerCalledTwice = $0 { true } else { false } }
            .count
        let missing = diagnostics.filter {
            switch $0 {
            case .completionHandlerNotCalled, .completionHandlerNotCalledBeforeTermination: true
            default: false
            }
        }.count
        let later = ledger.deliveries.filter { $0.completion == .later }.count
        #expect(twice == ledger.deliveries.filter { $0.completion == .twice }.count, "\(context)")
        #expect(
            missing == ledger.deliveries.filter { $0.completion == .never }.count + later - ledger.laterFired,
            "\(context)")
        #expect(fixture.host.pendingCompletionCount == 0, "\(context)")
    }
}
