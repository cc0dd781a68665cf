import Foundation
import HTTPServer
import SimulatorProtocol
import Synchronization

/// The set of device ids, readable from the server's loop thread (a WebSocket handshake to an
/// unknown device is refused there, before the upgrade).
final class DeviceDirectory: Sendable {
    private let ids = Mutex<Set<String>>([])

    func insert(_ id: String) { ids.withLock { _ = $0.insert(id) } }
    func remove(_ id: String) { ids.withLock { _ = $0.remove(id) } }
    func contains(_ id: String) -> Bool { ids.withLock { $0.contains(id) } }
}

/// The simulator's HTTP side: the router, with every API error (404 and 405 included) as JSON.
struct SimulatorResponder: HTTPResponder {
    let router: Router
    let directory: DeviceDirectory

    @MainActor
    init(simulator: SimulatorServer, directory: DeviceDirectory) {
        router = simulator.makeRouter()
        self.directory = directory
    }

    func respond(to request: HTTPRequest) async throws -> HTTPResponse {
        let response = try await router.respond(to: request)
        guard request.path.hasPrefix("/api/"), response.status == .methodNotAllowed else { return response }
        let allowed = (response.headers["Allow"] ?? "").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        var json = APIError.methodNotAllowed(
            method: request.method.rawValue, path: request.path, allowed: allowed
        )
        .response
        json.headers["Allow"] = response.headers["Allow"]
        return json
    }

    /// Only known devices have a stream: an unknown id is refused with 404 before the upgrade.
    func webSocketEndpoint(for request: HTTPRequest) -> WebSocketEndpoint? {
        guard let endpoint = router.webSocketEndpoint(for: request),
            let id = endpoint.request.pathParameters["id"], directory.contains(id)
        else { return nil }
        return endpoint
    }

    /// A refused stream answers as the rest of the API does: JSON `{"error": {"message"}}` with 404
    /// (`no device with id '9'; …` for an unknown device, `no resource at …` for another path under
    /// `/api/`). Other paths get the server's plain-text 404.
    func webSocketRefusal(for request: HTTPRequest) -> HTTPResponse? {
        if let endpoint = router.webSocketEndpoint(for: request),
            let id = endpoint.request.pathParameters["id"]
        {
            return APIError.unknownDevice(id).response
        }
        return request.path.hasPrefix("/api/") ? APIError.notFound(path: request.path).response : nil
    }
}
