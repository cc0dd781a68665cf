public import Foundation
public import HTTPServer
public import QuickActionTools
public import QuickActions
public import SimulatorProtocol
public import Springboard
public import TouchKit
public import XcodeProject

extension SimulatorServer {
    /// How `forcetouch simulator` was asked to run.
    public struct Configuration: Sendable {
        /// The address to serve on (`127.0.0.1`; another one exposes the simulator, with a warning).
        public var host: String
        /// The HTTP port (8080; 0 picks a free one).
        public var port: Int
        /// The control port on 127.0.0.1 (8000; 0 picks a free one; nil: none).
        public var controlPort: Int?
        /// Where devices keep their dynamic quick actions.
        public var stateDirectory: URL
        /// The first device's profile (`iPhone 6s` when nil), and every new device's default.
        public var profileName: String?
        /// The iOS version of every device made without one (`defaultSystemVersion` when nil;
        /// `--system-version`).
        public var systemVersion: String?
        /// The iOS version devices run when none is chosen: 12.4 (`SystemVersion.standard`).
        public static let defaultSystemVersion = SystemVersion.standard.description
        /// Info.plist files or app folders installed on every device after the seed apps.
        public var installPaths: [String]
        /// Values for `$(NAME)` in those Info.plists (`--define NAME=VALUE`).
        public var buildSettings: BuildSettings
        /// The target to install from an Xcode project path (`--target`; default its only app target).
        public var projectTarget: String?
        /// The build configuration of an Xcode project path (`--configuration`; default `Release`).
        public var projectConfiguration: String?
        /// Apps built from code (`AppBundle`), installed on every device after the seed apps and the
        /// `installPaths` apps.
        public var apps: [AppManifest] = []
        /// The web client's folder, when not the module's own resources (for development).
        public var webDirectory: URL?
        /// The API documentation served at `/docs/` (what `scripts/build-docs` writes); nil:
        /// `.build/docs` in the current folder.
        public var docsDirectory: URL?
        /// The longest trace `POST …/touches` plays, in seconds (60; `--max-script-seconds`): a
        /// longer one is refused with 400, so no request holds its connection for long.
        public var maximumScriptDuration: Double
        /// How many scripted presses one client address may have playing at once (8): one more is
        /// refused with 429, so one client cannot hold every connection.
        public var maximumScriptsPerClient: Int
        /// Where the HTTP server's and control port's events go (refused connections, descriptor
        /// exhaustion, slow readers dropped, handler failures); nil: nowhere. The CLI writes them
        /// to standard error (see ``SimulatorLog``).
        public var log: ServerLogSink?
        /// On iOS 9–12, how long a press held on an icon below the hint takes to start edit mode,
        /// in seconds (1, ours; `--edit-mode-hold`). Tests that drive presses through a loaded
        /// browser lengthen it, so a slow press is not taken for a long one.
        public var editingHoldDuration: TimeInterval = 1
        /// The app the first device opens once it is made (`--open BUNDLE_ID`; `forcetouch run`),
        /// as a tap on its icon would; nil shows the home screen.
        public var openAtStart: String?
        /// The clock every device reads, for tests (nil, the default: each device has its own
        /// `MonotonicClock`). With one, the devices' timer never fires on its own: the test moves
        /// the clock and calls `registry.tick()`, so scripted presses play at exact times.
        package var manualClock: ManualClock?
        /// Given to the HTTP server (``HTTPServer/Configuration``'s `connectionObserver`): told its
        /// counters whenever a connection is accepted, refused or closed; for tests.
        package var connectionObserver: (@Sendable (HTTPServer.Statistics) -> Void)?

        /// Creates a configuration; every parameter has the documented default.
        public init(
            host: String = "127.0.0.1", port: Int = 8080, controlPort: Int? = ControlPortRequest.defaultPort,
            stateDirectory: URL = Configuration.defaultStateDirectory(), profileName: String? = nil,
            installPaths: [String] = [], webDirectory: URL? = nil, docsDirectory: URL? = nil,
            maximumScriptDuration: Double = 60, maximumScriptsPerClient: Int = 8, log: ServerLogSink? = nil,
            systemVersion: String? = nil, buildSettings: BuildSettings = BuildSettings()
        ) {
            self.systemVersion = systemVersion
            self.buildSettings = buildSettings
            self.host = host
            self.port = port
            self.controlPort = controlPort
            self.stateDirectory = stateDirectory
            self.profileName = profileName
            self.installPaths = installPaths
            self.webDirectory = webDirectory
            self.docsDirectory = docsDirectory
            self.maximumScriptDuration = maximumScriptDuration
            self.maximumScriptsPerClient = maximumScriptsPerClient
            self.log = log
        }

        /// The per-user state folder: `$XDG_STATE_HOME/forcetouch`, else `~/.local/state/forcetouch`.
        public static func defaultStateDirectory(
            environment: [String: String] = ProcessInfo.processInfo.environment
        ) -> URL {
            if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
                return URL(fileURLWithPath: state, isDirectory: true).appendingPathComponent(
                    "forcetouch", isDirectory: true)
            }
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            return URL(fileURLWithPath: home, isDirectory: true)
                .appendingPathComponent(".local/state/forcetouch", isDirectory: true)
        }
    }
}
