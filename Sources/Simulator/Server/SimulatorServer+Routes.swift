import ForceTouch
import Foundation
import HTTPServer
import SimulatorProtocol
import Springboard
import TouchKit

// The REST API and the WebSocket stream (docs/PROTOCOL.md), and the web client's files.

extension SimulatorServer {
    /// Every route.
    func makeRouter() -> Router {
        var router = Router()
        router.notFound = { request in
            if request.path.hasPrefix("/api/") { return APIError.notFound(path: request.path).response }
            return .text(
                Wording.noPage(request.path) + "\n", status: .notFound)
        }
        router.get("/") { @MainActor [self] request in
            asset("") ?? APIError.notFound(path: request.path).response
        }
        router.get("/api/devices") { @MainActor [self] _ in deviceList() }
        router.post(
            "/api/devices",
            api { [self] request throws(APIError) in
                let body = try APIRequestDecoder.createDevice(request.body)
                var profile: DeviceProfile?
                do throws(SpringboardError) {
                    if let name = body.profile { profile = try DeviceProfile.named(name) }
                    if let text = body.systemVersion {
                        profile = try (profile ?? registry.defaultProfile).running(try SystemVersion(text))
                    } else if let model = profile {
                        profile = model.runningNearest(registry.defaultProfile.systemVersion)
                    }
                } catch {
                    throw APIError(error, device: "", inBody: true)
                }
                do throws(SimulatorError) {
                    return json(try registry.create(profile: profile).detail, status: .created)
                } catch {
                    throw .rejected(error.message)
                }
            })
        router.get(
            "/api/devices/{id}",
            api { [self] request throws(APIError) in
                json(try session(request).detail)
            })
        router.delete(
            "/api/devices/{id}",
            api { [self] request throws(APIError) in
                let id = request.pathParameters["id"] ?? ""
                guard try registry.remove(id) else { throw .unknownDevice(id) }
                return deviceList()
            })
        router.get(
            "/api/devices/{id}/artwork",
            api { [self] request throws(APIError) in
                let device = try session(request).device
                guard let name = request.queryValue("name"),
                    let artwork = device.artwork(forImageNamed: name),
                    let response = ArtworkResponse.response(
                        for: artwork, scale: Double(device.profile.screen.scale))
                else { throw .notFound(path: request.target) }
                return response
            })
        router.get(
            "/api/devices/{id}/render",
            api { [self] request throws(APIError) in
                .json(Data(RenderJSON.node(try session(request).device.render()).utf8))
            })
        router.get(
            "/api/devices/{id}/drawing",
            api { [self] request throws(APIError) in
                try session(request).drawingResponse(query: request.query)
            })
        router.post(
            "/api/devices/{id}/touches",
            api { [self] request throws(APIError) in
                let session = try session(request)
                guard let text = request.bodyText else { throw .invalidTrace("the body is not UTF-8 text") }
                let samples = try TouchScript.samples(
                    in: text, maximumPossibleForce: session.device.profile.maximumPossibleForce)
                if let first = samples.first?.timestamp, let end = samples.map(\.timestamp).max(),
                    end - first > configuration.maximumScriptDuration
                {
                    throw .scriptTooLong(duration: end - first, limit: configuration.maximumScriptDuration)
                }
                let client = Self.clientAddress(request.remoteAddress)
                guard scriptsPlaying[client, default: 0] < configuration.maximumScriptsPerClient else {
                    throw .tooManyScripts(limit: configuration.maximumScriptsPerClient)
                }
                scriptsPlaying[client, default: 0] += 1
                registry.scriptObserver?(.playing(client: client, count: scriptsPlaying[client, default: 0]))
                defer {
                    scriptsPlaying[client, default: 1] -= 1
                    if scriptsPlaying[client] == 0 { scriptsPlaying[client] = nil }
                    registry.scriptObserver?(
                        .playing(client: client, count: scriptsPlaying[client, default: 0]))
                }
                // Cancelled when the client closes its connection: the press ends there.
                await session.run(samples)
                guard registry.session(session.id) === session else {
                    throw .deletedDuringRequest(session.id)
                }
                return json(session.detail)
            })
        router.post(
            "/api/devices/{id}/shortcut-menu",
            deviceAction { session, request throws(APIError) in
                let body = try APIRequestDecoder.shortcutMenu(request.body)
                try session.openShortcutMenu(body.bundleIdentifier, choosing: body.type)
            })
        router.post(
            "/api/devices/{id}/keyboard",
            deviceAction { session, request throws(APIError) in
                let input = try APIRequestDecoder.keyboard(request.body)
                guard session.typeText(input) else { throw .rejected(Wording.noTextInput) }
            })
        router.post(
            "/api/devices/{id}/home",
            deviceAction { session, _ throws(APIError) in session.pressHome() })
        router.post(
            "/api/devices/{id}/apps/{bundleId}/launch",
            deviceAction { session, request throws(APIError) in
                try session.launch(request.pathParameters["bundleId"] ?? "")
            })
        router.post(
            "/api/devices/{id}/apps/{bundleId}/terminate",
            deviceAction { session, request throws(APIError) in
                try session.terminate(request.pathParameters["bundleId"] ?? "")
            })
        router.put(
            "/api/devices/{id}/settings",
            deviceAction { session, request throws(APIError) in
                try session.updateSettings(try APIRequestDecoder.settings(request.body))
            })
        router.get(
            "/api/devices/{id}/stream",
            api { [self] request throws(APIError) in
                _ = try session(request)
                throw .webSocketRequired(path: request.path)
            })
        // Every stream's events come to the main actor in batches: one main-queue job handles all
        // the messages the loop thread read in a turn (no task switch per message), and the frames
        // they cause go out together when it returns.
        router.webSocket(
            "/api/devices/{id}/stream",
            batches: WebSocketBatchReceiver(queue: .main) { [weak self] events in
                MainActor.assumeIsolated { self?.handle(events) }
            })
        // Web views' pages, for the page's sandboxed frames (`webFrameResponse`): the raw path is
        // read segment by segment, never the router's decoded rest.
        router.get("/web/{path...}") { @MainActor [self] request in
            webFrameResponse(path: request.path)
        }
        // The API documentation (scripts/build-docs): `/docs` itself, then every path under it.
        router.get("/docs/{path...}") { @MainActor [self] request in
            documentation.response(
                for: request.path == "/docs" ? nil : request.pathParameters["path"] ?? "",
                requestPath: request.path)
        }
        router.get("/{file}") { @MainActor [self] request in
            asset(request.pathParameters["file"] ?? "")
                ?? .text(
                    Wording.noPage(request.path) + "\n", status: .notFound)
        }
        return router
    }

    /// `GET /api/devices`'s answer (also `DELETE /api/devices/{id}`'s): the devices left and the
    /// profiles.
    func deviceList() -> HTTPResponse {
        json(DeviceList(devices: registry.sessions.map(\.summary), profiles: DeviceProfile.all.map(\.name)))
    }

    /// Handles a batch of stream events in order: a page's session opens (or is closed with 4004
    /// when its device is gone), its messages are handled one at a time, and it is forgotten when
    /// its WebSocket closes.
    func handle(_ events: [WebSocketEvent]) {
        for event in events {
            switch event {
            case .opened(let socket):
                let id = socket.request.pathParameters["id"] ?? ""
                guard let client = open(socket, device: id) else {
                    socket.close(
                        code: WebSocketCloseCode(rawValue: 4004), reason: APIError.unknownDevice(id).message)
                    continue
                }
                streams[socket.id] = (client, id)
            case .message(let message, let socket):
                guard let stream = streams[socket.id] else { continue }
                deliver(message, to: stream.client, device: stream.device)
            case .closed(let socket):
                guard let stream = streams.removeValue(forKey: socket.id) else { continue }
                close(stream.client, device: stream.device)
            }
        }
    }

    /// The device a request's `{id}` names.
    /// - Throws: `APIError.unknownDevice`.
    func session(_ request: HTTPRequest) throws(APIError) -> DeviceSession {
        let id = request.pathParameters["id"] ?? ""
        guard let session = registry.session(id) else { throw .unknownDevice(id) }
        return session
    }

    /// A JSON response with sorted keys.
    nonisolated func json<Value: Encodable>(_ value: Value, status: HTTPStatus = .ok) -> HTTPResponse {
        .json(Data(SessionCodec.encodeJSON(value).utf8), status: status)
    }

    /// A handler on the main actor whose `APIError`s become JSON error responses.
    /// A client's address without its port (`127.0.0.1:50312` → `127.0.0.1`, `[::1]:5` → `[::1]`).
    nonisolated static func clientAddress(_ peer: String?) -> String {
        guard let peer, let colon = peer.lastIndex(of: ":") else { return peer ?? "" }
        return String(peer[..<colon])
    }

    /// A route that acts on the device in its path (`{id}`) and answers with the device's detail.
    nonisolated func deviceAction(
        _ action: @escaping @MainActor (DeviceSession, HTTPRequest) throws(APIError) -> Void
    ) -> HTTPHandler {
        api { [self] request throws(APIError) in
            let session = try session(request)
            try action(session, request)
            return json(session.detail)
        }
    }

    nonisolated func api(_ body: @escaping @MainActor (HTTPRequest) async throws(APIError) -> HTTPResponse)
        -> HTTPHandler
    {
        { request in
            do throws(APIError) {
                return try await body(request)
            } catch {
                return error.response
            }
        }
    }
}
