import AppInstall
import Foundation
public import HTTPServer
import QuickActionTools
import SimulatorProtocol
import Springboard
import TouchKit

/// `forcetouch simulator`: devices in a browser. Serves the web client, the JSON API and each
/// device's WebSocket stream on one HTTP port, and the seed tool's control port on 127.0.0.1.
///
/// ```swift
/// let simulator = try SimulatorServer(configuration: .init(port: 0, controlPort: 0))
/// try simulator.start()
/// print("Simulator ready at \(simulator.origin)")
/// ```
///
/// Everything about devices happens on the main actor; the HTTP server's loop thread hands requests,
/// WebSocket messages and control-port lines over to it.
@MainActor
public final class SimulatorServer {
    /// The configuration it was created with.
    public let configuration: Configuration
    /// The devices.
    public let registry: DeviceRegistry
    /// Things worth telling the operator (a control port in use, a non-loopback address), one line each.
    public private(set) var warnings: [String] = []
    private let assets: WebAssets
    /// The API documentation under `/docs/`.
    let documentation: DocumentationSite
    private var http: HTTPServer?
    private var control: LineServer?
    /// The pages' open streams, by WebSocket id: their connection and device.
    var streams: [UInt64: (client: ClientConnection, device: String)] = [:]
    /// Scripted presses playing now, by client address (without the port).
    var scriptsPlaying: [String: Int] = [:]

    /// Reads the web client, the apps to install and the profile, and creates the first device.
    /// Nothing is bound until ``start()``.
    /// - Throws: `SimulatorError` for an unknown profile or a system version it cannot run, an
    ///   `--install` path that cannot be read, or a state directory that cannot be used.
    public init(configuration: Configuration) throws(SimulatorError) {
        self.configuration = configuration
        var profile: DeviceProfile
        do throws(SpringboardError) {
            profile = try configuration.profileName.map(DeviceProfile.named) ?? .iPhone6s
            if let text = configuration.systemVersion {
                profile = try profile.running(try SystemVersion(text))
            }
        } catch {
            throw .unknownProfile(error.description)
        }
        var apps: [AppManifest] = []
        for path in configuration.installPaths {
            do {
                apps.append(
                    try AppManifest.placeholder(
                        contentsOf: path,
                        options: InstallOptions(
                            buildSettings: configuration.buildSettings,
                            projectTarget: configuration.projectTarget,
                            projectConfiguration: configuration.projectConfiguration))
                )
            } catch {
                throw .installFailed(error.description)
            }
        }
        apps += configuration.apps
        if let directory = configuration.webDirectory {
            assets = try WebAssets(directory: directory)
        } else {
            assets = try WebAssets.bundled()
        }
        documentation = DocumentationSite(
            directory: configuration.docsDirectory ?? DocumentationSite.defaultDirectory())
        registry = DeviceRegistry(
            defaultProfile: profile, stateDirectory: configuration.stateDirectory, extraApps: apps,
            manualClock: configuration.manualClock)
        registry.editingHoldDuration = configuration.editingHoldDuration
        let first = try registry.create()
        if let id = configuration.openAtStart {
            do {
                try first.launch(id)
            } catch {
                // An app left out for needing a newer iOS says so, not "no app is installed".
                let reason =
                    first.device.diagnostics.last { $0.app == id && $0.code == "requiresNewerSystem" }?
                    .message
                    ?? error.message
                throw .installFailed("--open \(id): \(reason)")
            }
        }
    }

    /// Binds the HTTP port (an error when it cannot) and the control port (a warning when it
    /// cannot: the simulator goes on without it).
    /// - Throws: `SimulatorError.cannotListen`.
    public func start() throws(SimulatorError) {
        var http = HTTPServer.Configuration(
            host: configuration.host, port: configuration.port, log: configuration.log)
        http.connectionObserver = configuration.connectionObserver
        let server = HTTPServer(
            configuration: http, responder: SimulatorResponder(simulator: self, directory: registry.directory)
        )
        do {
            try server.start()
        } catch {
            throw .cannotListen(host: configuration.host, port: configuration.port, reason: error.message)
        }
        self.http = server
        if !server.isLoopback { warnings.append(Wording.notLoopback(configuration.host)) }
        guard let controlPort = configuration.controlPort else { return }
        let line = LineServer(
            configuration: HTTPServer.Configuration(
                host: "127.0.0.1", port: controlPort, log: configuration.log),
            maxLineBytes: ControlPortRequest.maxLineBytes
        ) { [weak self] line, _ in
            await self?.controlLine(line) ?? ControlPortReply(.noDevice).line
        }
        do {
            try line.start()
            control = line
        } catch {
            warnings.append(Wording.controlPortUnavailable(port: controlPort, reason: error.message))
        }
    }

    /// The HTTP port (the real one once started, even when configured as 0).
    public var port: Int { http?.port ?? configuration.port }

    /// The control port, when it is listening.
    public var controlPort: Int? { control?.port }

    /// `http://HOST:PORT`, the address to open.
    public var origin: String { http?.origin ?? "http://\(configuration.host):\(configuration.port)" }

    /// Closes every page's WebSocket (1001), stops both ports and ends scripted touches. Idempotent.
    public func shutdown() {
        registry.closeAll()
        for session in registry.sessions { session.cancelScripts() }
        http?.shutdown()
        control?.shutdown()
    }

    /// Returns once the HTTP port has stopped (``shutdown()`` or a signal), after stopping the rest.
    public func waitUntilStopped() async {
        await http?.waitUntilStopped()
        shutdown()
        await control?.waitUntilStopped()
    }

    /// Makes SIGINT and SIGTERM shut the simulator down (through the HTTP server, whose stop ends
    /// ``waitUntilStopped()``, which stops the rest). Keep the result alive.
    public func installSignalHandlers() -> SignalHandlers? {
        http?.installSignalHandlers()
    }

    // MARK: The control port

    /// One line of the control port: open that app's menu on the active device.
    func controlLine(_ line: String) -> String {
        let request: ControlPortRequest
        do {
            request = try ControlPortRequest(line: line)
        } catch {
            return ControlPortReply(error).line
        }
        guard let session = registry.active else { return ControlPortReply(.noDevice).line }
        do {
            try session.openShortcutMenu(request.bundleIdentifier)
            return ControlPortReply.ok.line
        } catch {
            if case .unknownAppInBody(let id, let device, let suggestion) = error {
                return ControlPortReply(.unknownApp(id, device: device, suggestion: suggestion)).line
            }
            return ControlPortReply.error(error.message).line
        }
    }

    // MARK: WebSockets

    /// Opens a page's session on device `id`; nil when there is no such device.
    func open(_ socket: WebSocketConnection, device id: String) -> ClientConnection? {
        registry.session(id)?.attach(socket)
    }

    /// Handles one message of a page.
    func deliver(_ message: WebSocketMessage, to client: ClientConnection, device id: String) {
        registry.session(id)?.receive(message, from: client)
    }

    /// Forgets a page that went away.
    func close(_ client: ClientConnection, device id: String) {
        registry.session(id)?.detach(client)
    }

    /// The web client's file at `name`.
    func asset(_ name: String) -> HTTPResponse? {
        assets.response(for: name)
    }
}
