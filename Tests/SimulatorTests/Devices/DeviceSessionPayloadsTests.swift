import ForceTouch
import SimulatorProtocol
import Springboard
import Testing

@testable import Simulator

/// What the device's session turns Springboard's values into on the wire (DeviceSession+Payloads).
@Suite("DeviceSession's payloads: Springboard's values as the protocol carries them")
struct DeviceSessionPayloadsTests {
    @Test("Springboard's log entries and diagnostics reach the wire with only the keys that apply")
    func fromSpringboard() {
        let entries = [
            EventLogEntry(
                app: "com.company.appname", event: "performActionForShortcutItem", time: 12.5,
                shortcutType: "com.company.appname.002"),
            EventLogEntry(
                app: "com.company.appname", event: "completionHandler", time: 12.5,
                shortcutType: "com.company.appname.002", succeeded: true),
            EventLogEntry(
                app: "com.company.appname", event: "log", time: 13, message: "Third shortcut selected"),
            EventLogEntry(app: "a", event: "didFinishLaunching", time: 1, returned: false),
        ]
        #expect(
            SessionCodec.encode(LogMessage(entries: entries.map(LogEntryPayload.init)))
                == #"{"entries":[{"app":"com.company.appname","event":"performActionForShortcutItem","shortcutType":"com.company.appname.002","time":12.5},"#
                + #"{"app":"com.company.appname","event":"completionHandler","shortcutType":"com.company.appname.002","succeeded":true,"time":12.5},"#
                + #"{"app":"com.company.appname","event":"log","message":"Third shortcut selected","time":13},"#
                + #"{"app":"a","event":"didFinishLaunching","returned":false,"time":1}],"type":"log"}"#)
        let diagnostic = DeviceDiagnostic(
            severity: .warning, code: "corruptShortcutStore", app: "a", message: "m", time: 2)
        #expect(
            SessionCodec.encode(DiagnosticsMessage(entries: [DiagnosticPayload(diagnostic)]))
                == #"{"entries":[{"app":"a","code":"corruptShortcutStore","message":"m","severity":"warning"}],"type":"diagnostics"}"#
        )
        #expect(AppStatus.allCases.map { AppPayload.State($0) } == [.notRunning, .foreground, .background])
    }
}
