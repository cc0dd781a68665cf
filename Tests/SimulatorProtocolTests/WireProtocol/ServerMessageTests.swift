import ForceTouch
import Testing

@testable import SimulatorProtocol

@Suite("Server messages")
struct ServerMessageTests {
    @Test("hello encodes exactly as docs/PROTOCOL.md shows it")
    func hello() throws {
        let hello = HelloMessage(
            device: "5F2A",
            profile: ProfilePayload(
                name: "iPhone 6s", screen: .init(width: 375, height: 667), hasForceTouch: true,
                maximumPossibleForce: 20.0 / 3.0),
            settings: SettingsPayload(forceTouchEnabled: true, sensitivity: .medium),
            thresholds: ThresholdsPayload(hint: 1, peek: 4, pop: 16.0 / 3.0))
        let text = SessionCodec.encode(hello)
        #expect(
            text
                == #"{"device":"5F2A","profile":{"hasForceTouch":true,"maximumPossibleForce":6.666666666666667,"name":"iPhone 6s","screen":{"height":667,"width":375},"systemVersion":"12.4"},"protocol":1,"settings":{"forceTouchEnabled":true,"sensitivity":"medium"},"thresholds":{"hint":1,"peek":4,"pop":5.333333333333333},"type":"hello"}"#
        )
        #expect(SessionCodec.type(of: text) == "hello")
        #expect(try SessionCodec.decode(HelloMessage.self, from: text) == hello)
    }

    @Test("A state delta writes only its keys; a closed menu is null")
    func stateDelta() throws {
        let menu = MenuPayload(
            bundleIdentifier: "com.company.appname",
            items: [
                .init(type: "com.company.appname.000", title: "Search", subtitle: "Search for an item"),
                .init(type: "com.company.appname.001", title: "Share", subtitle: "Share an item"),
            ])
        let opened = SessionCodec.encode(StateMessage(menu: .some(menu)))
        #expect(
            opened
                == #"{"menu":{"bundleIdentifier":"com.company.appname","items":[{"subtitle":"Search for an item","title":"Search","type":"com.company.appname.000"},{"subtitle":"Share an item","title":"Share","type":"com.company.appname.001"}]},"type":"state"}"#
        )
        let closed = SessionCodec.encode(StateMessage(menu: .some(nil)))
        #expect(closed == #"{"menu":null,"type":"state"}"#)
        #expect(try SessionCodec.decode(StateMessage.self, from: closed).menu == .some(nil))
        #expect(
            try SessionCodec.decode(StateMessage.self, from: #"{"screen":"home","type":"state"}"#).menu == nil
        )
        let row = MenuPayload.Item(type: "add", title: "Add", subtitle: nil)
        #expect(
            SessionCodec.encode(StateMessage(menu: .some(MenuPayload(bundleIdentifier: "a", items: [row]))))
                == #"{"menu":{"bundleIdentifier":"a","items":[{"subtitle":null,"title":"Add","type":"add"}]},"type":"state"}"#
        )
    }

    @Test("A context menu's root title travels as headerTitle, and is absent when the menu has none")
    func contextMenuHeader() throws {
        let titled = ContextMenuPayload(
            titles: ["Share", "Delete"], hasPreview: false, destructiveTitles: ["Delete"],
            headerTitle: "Photo options")
        let text = SessionCodec.encode(StateMessage(contextMenu: .some(titled)))
        #expect(text.contains(#""headerTitle":"Photo options""#))
        #expect(try SessionCodec.decode(StateMessage.self, from: text).contextMenu == .some(titled))
        let untitled = SessionCodec.encode(
            StateMessage(contextMenu: .some(ContextMenuPayload(titles: ["Share"], hasPreview: true))))
        #expect(!untitled.contains("headerTitle"))
    }

    @Test("State changes: only what differs, everything the first time")
    func stateChanges() {
        let apps = [AppPayload(bundleIdentifier: "a", name: "A", state: .notRunning)]
        let before = StateMessage(screen: "home", menu: .some(nil), apps: apps)
        var after = before
        after.screen = "a"
        after.apps = [AppPayload(bundleIdentifier: "a", name: "A", state: .foreground)]
        let delta = StateMessage.changes(from: before, to: after)
        #expect(delta.screen == "a")
        #expect(delta.apps == after.apps)
        #expect(delta.menu == nil)
        #expect(StateMessage.changes(from: after, to: after).isEmpty)
        #expect(StateMessage.changes(from: nil, to: after) == after)
    }

    @Test("log, force, error and pong as the protocol shows them")
    func others() {
        let log = LogMessage(entries: [
            LogEntryPayload(
                app: "com.company.appname", event: "performActionForShortcutItem",
                shortcutType: "com.company.appname.002", time: 12.408),
            LogEntryPayload(
                app: "com.company.appname", event: "completionHandler",
                shortcutType: "com.company.appname.002",
                succeeded: true, time: 12.409),
        ])
        #expect(
            SessionCodec.encode(log)
                == #"{"entries":[{"app":"com.company.appname","event":"performActionForShortcutItem","shortcutType":"com.company.appname.002","time":12.408},{"app":"com.company.appname","event":"completionHandler","shortcutType":"com.company.appname.002","succeeded":true,"time":12.409}],"type":"log"}"#
        )
        #expect(
            SessionCodec.encode(LogMessage(entries: [], replace: true))
                == #"{"entries":[],"replace":true,"type":"log"}"#)
        let force = ForceMessage(
            pointerId: 2, force: 2.35, maximumPossibleForce: 20.0 / 3.0, phase: .hint, progress: 0.45,
            source: .pen)
        #expect(
            SessionCodec.encode(force)
                == #"{"force":2.35,"maximumPossibleForce":6.666666666666667,"phase":"hint","pointerId":2,"progress":0.45,"source":"pen","type":"force"}"#
        )
        #expect(
            SessionCodec.encode(ErrorMessage(message: "x", code: "notJSON"))
                == #"{"code":"notJSON","message":"x","type":"error"}"#)
        #expect(SessionCodec.encode(PongMessage(id: 4)) == #"{"id":4,"type":"pong"}"#)
        #expect(
            SessionCodec.encode(
                DiagnosticsMessage(
                    entries: [DiagnosticPayload(severity: "warning", message: "m", app: "a", code: "c")],
                    replace: true))
                == #"{"entries":[{"app":"a","code":"c","message":"m","severity":"warning"}],"replace":true,"type":"diagnostics"}"#
        )
    }

    struct Attributes: Codable, Sendable, Hashable {
        var blurRadius: Double
        var frame: [Double]
    }

    struct Update: Codable, Sendable, Hashable {
        var attributes: Attributes
        var id: Int
        var op: String
    }

    @Test("tree and patch carry the render types as they encode themselves")
    func treeAndPatch() throws {
        let patch = PatchMessage(
            seq: 42,
            mutations: [
                Update(attributes: .init(blurRadius: 6.2, frame: [0, 0, 375, 667]), id: 31, op: "update")
            ],
            probe: 17)
        let text = SessionCodec.encode(patch)
        #expect(
            text
                == #"{"mutations":[{"attributes":{"blurRadius":6.2,"frame":[0,0,375,667]},"id":31,"op":"update"}],"probe":17,"seq":42,"type":"patch"}"#
        )
        #expect(try SessionCodec.decode(PatchMessage<Update>.self, from: text).mutations == patch.mutations)
        #expect(
            SessionCodec.encode(PatchMessage<Update>(seq: 3, mutations: []))
                == #"{"mutations":[],"seq":3,"type":"patch"}"#)
        #expect(
            SessionCodec.encode(TreeMessage(seq: 0, root: [1, 2])) == #"{"root":[1,2],"seq":0,"type":"tree"}"#
        )
    }

    @Test("Non-finite numbers never reach the wire")
    func nonFinite() {
        let force = ForceMessage(
            pointerId: 1, force: .nan, maximumPossibleForce: .infinity, phase: .possible,
            progress: -.infinity,
            source: .mouse)
        #expect(
            SessionCodec.encode(force)
                == #"{"force":0,"maximumPossibleForce":0,"phase":"possible","pointerId":1,"progress":0,"source":"mouse","type":"force"}"#
        )
    }
}
