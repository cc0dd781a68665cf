public import Foundation
public import Springboard

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
        /// Info.plist files or app folders installed on every device after the seed apps.
        public var installPaths: [String]
        /// Apps built from code (`AppBundle`), installed on every device after the seed apps and the
        /// `installPaths` apps.
        public var apps: [AppRegistration] = []
        /// The web client's folder, when not the module's own resources (for development).
        public var webDirectory: URL?
        /// The API documentation served at `/docs/` (what `scripts/build-docs` writes); nil:
        /// `.build/docs` in the current folder.
        public var docsDirectory: URL?

        /// Creates a configuration; every parameter has the documented default.
        public init(
            host: String = "127.0.0.1", port: Int = 8080, controlPort: Int? = ControlPortRequest.defaultPort,
            stateDirectory: URL = Configuration.defaultStateDirectory(), profileName: String? = nil,
            installPaths: [String] = [], webDirectory: URL? = nil, docsDirectory: URL? = nil
        ) {
            self.host = host
            self.port = port
            self.controlPort = controlPort
            self.stateDirectory = stateDirectory
            self.profileName = profileName
            self.installPaths = installPaths
            self.webDirectory = webDirectory
            self.docsDirectory = docsDirectory
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
