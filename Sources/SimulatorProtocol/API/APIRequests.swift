/// The body of `POST /api/devices`: `{}`, `{"profile": "iPhone X"}`, `{"systemVersion": "13.0"}`.
public struct CreateDeviceRequest: Codable, Sendable, Hashable {
    /// The model's name; the server's default profile when absent.
    public var profile: String?
    /// The iOS version (`"12.4"`, `"13.0"`); the server's default (12.4 unless `--system-version`)
    /// when absent.
    public var systemVersion: String?

    /// Creates a request.
    public init(profile: String? = nil, systemVersion: String? = nil) {
        self.profile = profile
        self.systemVersion = systemVersion
    }
}

/// The body of `POST /api/devices/{id}/shortcut-menu`: open an app's menu, and with `type`
/// choose that row as a user's tap would.
public struct ShortcutMenuRequest: Codable, Sendable, Hashable {
    /// The app.
    public var bundleIdentifier: String
    /// The row to choose (a shortcut item's `type`), if any.
    public var type: String?

    /// Creates a request.
    public init(bundleIdentifier: String, type: String? = nil) {
        self.bundleIdentifier = bundleIdentifier
        self.type = type
    }
}

/// A request body read field by field with the protocol's checks.
package protocol FieldDecodable {
    init(_ fields: FieldReader) throws(ClientMessageError)
}

extension CreateDeviceRequest: FieldDecodable {
    package init(_ fields: FieldReader) throws(ClientMessageError) {
        self.init(
            profile: try fields.optionalString("profile"),
            systemVersion: try fields.optionalString("systemVersion"))
    }
}

extension ShortcutMenuRequest: FieldDecodable {
    package init(_ fields: FieldReader) throws(ClientMessageError) {
        guard let bundle = try fields.optionalString("bundleIdentifier") else {
            throw .missingField(message: fields.message, field: "bundleIdentifier")
        }
        self.init(bundleIdentifier: bundle, type: try fields.optionalString("type"))
    }
}

extension SettingsChange: FieldDecodable {}

extension TextInput: FieldDecodable {}

/// Reads REST request bodies with the same field checks as WebSocket messages; a problem is an
/// `APIError` (400).
public enum APIRequestDecoder {
    /// Reads a `POST /api/devices` body (an empty body counts as `{}`).
    public static func createDevice(_ body: [UInt8]) throws(APIError) -> CreateDeviceRequest {
        try read(CreateDeviceRequest.self, body, allowEmpty: true)
    }

    /// Reads a `POST /api/devices/{id}/shortcut-menu` body.
    public static func shortcutMenu(_ body: [UInt8]) throws(APIError) -> ShortcutMenuRequest {
        try read(ShortcutMenuRequest.self, body, allowEmpty: false)
    }

    /// Reads a `POST /api/devices/{id}/keyboard` body (`text`, `delete`, or both).
    public static func keyboard(_ body: [UInt8]) throws(APIError) -> TextInput {
        try read(TextInput.self, body, allowEmpty: false)
    }

    /// Reads a `PUT /api/devices/{id}/settings` body (at least one field).
    public static func settings(_ body: [UInt8]) throws(APIError) -> SettingsChange {
        try read(SettingsChange.self, body, allowEmpty: false)
    }

    private static func read<T: FieldDecodable>(_ type: T.Type, _ body: [UInt8], allowEmpty: Bool)
        throws(APIError)
        -> T
    {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        if body.allSatisfy(isSpace) {
            guard allowEmpty else { throw .emptyBody }
            return try read(type, Array("{}".utf8), allowEmpty: false)
        }
        guard let text = String(validating: body, as: UTF8.self), let fields = try? JSONFields(text) else {
            throw .invalidJSON
        }
        do throws(ClientMessageError) {
            return try T(FieldReader(fields: fields, message: "body"))
        } catch {
            throw .invalidBody(error)
        }
    }
}
