import Foundation
public import HTTPServer

/// What went wrong with a REST request: a status and a message, sent as
/// `{"error": {"message": …}}` (worded in `Wording.swift`).
public enum APIError: Error, Sendable, Hashable {
    /// The body is not JSON, or not a JSON object (400).
    case invalidJSON
    /// A body was required and none came (400).
    case emptyBody
    /// A field of the body is missing or wrong (400).
    case invalidBody(ClientMessageError)
    /// The trace lines of `POST …/touches` do not parse (400); the message says which line.
    case invalidTrace(String)
    /// The trace of `POST …/touches` lasts longer than a scripted press may (400): its duration
    /// and the limit, in seconds.
    case scriptTooLong(duration: Double, limit: Double)
    /// The client already has `limit` scripted presses playing (429).
    case tooManyScripts(limit: Int)
    /// No device has this id (404).
    case unknownDevice(String)
    /// The path names an app the device does not have (404).
    case unknownApp(String, device: String, suggestion: String?)
    /// The body names an app the device does not have (422).
    case unknownAppInBody(String, device: String, suggestion: String?)
    /// No such profile (422).
    case unknownProfile(String, available: [String], suggestion: String?)
    /// The app's menu has no row of this type (422).
    case unknownShortcutType(String, app: String, available: [String])
    /// The app has no quick actions to show (422).
    case noQuickActions(String, launched: Bool = false)
    /// The device refused the change (3D Touch on a model without it, …) (422).
    case rejected(String)
    /// No resource at this path (404).
    case notFound(path: String)
    /// The path exists with other methods (405).
    case methodNotAllowed(method: String, path: String, allowed: [String])
    /// A plain request to a WebSocket endpoint (426).
    case webSocketRequired(path: String)
    /// The device was deleted while the request was waiting on it (its touches being applied) (404).
    case deletedDuringRequest(String)
    /// The device's state folder could not be removed, so the device was kept (500).
    case deletionFailed(device: String, folder: String, reason: String)
    /// `GET …/drawing` on a device whose screen shows no ink canvas.
    case noCanvas(device: String)
    /// `GET …/drawing?format=…` with a format other than json, svg or inkml.
    case unknownDrawingFormat(String)

    /// The HTTP status to answer with.
    public var status: HTTPStatus {
        switch self {
        case .invalidJSON, .emptyBody, .invalidBody, .invalidTrace, .scriptTooLong, .unknownDrawingFormat:
            .badRequest
        case .tooManyScripts: .tooManyRequests
        case .unknownDevice, .unknownApp, .notFound, .deletedDuringRequest, .noCanvas: .notFound
        case .unknownAppInBody, .unknownProfile, .unknownShortcutType, .noQuickActions, .rejected:
            .unprocessableContent
        case .methodNotAllowed: .methodNotAllowed
        case .webSocketRequired: .upgradeRequired
        case .deletionFailed: .internalServerError
        }
    }

    /// The JSON response: `{"error": {"message": …}}` with ``status``.
    public var response: HTTPResponse {
        HTTPResponse.json(Data(SessionCodec.encodeJSON(APIErrorBody(message: message)).utf8), status: status)
    }
}

/// The JSON body of every REST error: `{"error": {"message": …}}`.
public struct APIErrorBody: Codable, Sendable, Hashable {
    /// The error's contents.
    public struct Content: Codable, Sendable, Hashable {
        /// What was wrong, where, and what to do.
        public var message: String

        /// Creates the contents.
        public init(message: String) { self.message = message }
    }

    /// The error.
    public var error: Content

    /// A body with `message`.
    public init(message: String) { error = Content(message: message) }
}
