public import Foundation
import Interchange
import PropertyLists

/// One app's dynamic quick actions as the system keeps them on disk, per bundle identifier,
/// across launches and restarts.
///
/// The encoding is versioned JSON (UTF-8, keys in a fixed order, so equal sets give equal bytes):
///
/// ```json
/// {
///   "format": "forcetouch.dynamic-shortcut-items",
///   "version": 1,
///   "bundleIdentifier": "com.example.app",
///   "appVersion": "42",
///   "items": [{"type": "…", "title": "…", "subtitle": "…", "icon": {"system": "play"}, "userInfo": {…}}]
/// }
/// ```
///
/// `appVersion` is the `CFBundleVersion` of the app that wrote the set, so a store can tell
/// "written by the previous version" (after an update those items keep showing until the new
/// version runs and sets its own). Items use the same JSON as `--dynamic` files, except that
/// empty types and titles are kept (UIKit accepts them). A newer `version` is refused with
/// `unsupportedVersion` rather than misread.
public struct DynamicShortcutSet: Sendable, Hashable {
    /// The `format` string that marks these files.
    public static let format = "forcetouch.dynamic-shortcut-items"
    /// The version this code writes and the newest it reads.
    public static let currentVersion = 1

    /// The app's bundle identifier.
    public var bundleIdentifier: String
    /// The `CFBundleVersion` of the app that set these items.
    public var appVersion: String
    /// The items, in the order the app set them (`application.shortcutItems`).
    public var items: [ShortcutItem]

    /// Creates a set.
    public init(bundleIdentifier: String, appVersion: String, items: [ShortcutItem]) {
        self.bundleIdentifier = bundleIdentifier
        self.appVersion = appVersion
        self.items = items
    }

    /// Whether the set was written by a different version than `installedVersion` (the app was
    /// updated and has not run since: the old items still show until it does).
    public func isStale(installedVersion: String) -> Bool { appVersion != installedVersion }

    /// The encoded bytes (pretty JSON with a final newline; deterministic).
    /// - Complexity: O(*n*) in the size of the items.
    public func encoded() -> Data {
        let document = JSONOutput.object([
            .init("format", .string(Self.format)),
            .init("version", .integer(Self.currentVersion)),
            .init("bundleIdentifier", .string(bundleIdentifier)),
            .init("appVersion", .string(appVersion)),
            .init("items", .array(items.map { .object($0.jsonOutput(includeNulls: false)) })),
        ])
        return Data((document.render() + "\n").utf8)
    }

    /// Decodes bytes written by `encoded()` (by this or an older version).
    /// - Complexity: O(*n*) in the size of the data.
    public init(decoding data: Data) throws(ShortcutItemsDecodingError) {
        let root: JSONNode
        do {
            root = try JSONNode.parse(data)
        } catch {
            throw .malformedJSON(message: error.message, position: error.position)
        }
        guard let members = root.members else {
            throw .wrongType(
                path: "the root", expected: "object", found: root.typeName, position: root.position)
        }
        guard let format = root["format"]?.string, format == Self.format else {
            throw .wrongFormat(
                found: root["format"]?.string, position: root["format"]?.position ?? root.position)
        }
        guard let versionNode = root["version"] else {
            throw .missingField(path: "", field: "version", position: root.position)
        }
        guard case .number(let literal) = versionNode.value, let version = Int(literal) else {
            throw .wrongType(
                path: "version", expected: "integer", found: versionNode.typeName,
                position: versionNode.position)
        }
        guard version >= 1, version <= Self.currentVersion else {
            throw .unsupportedVersion(
                found: version, supported: Self.currentVersion, position: versionNode.position)
        }
        let fields = ["format", "version", "bundleIdentifier", "appVersion", "items"]
        for member in members where !fields.contains(member.key) {
            throw .unknownField(
                path: "", field: member.key, suggestion: nearestSuggestion(to: member.key, in: fields),
                position: member.keyPosition)
        }
        func string(_ field: String) throws(ShortcutItemsDecodingError) -> String {
            guard let node = root[field] else {
                throw .missingField(path: "", field: field, position: root.position)
            }
            guard let text = node.string else {
                throw .wrongType(
                    path: field, expected: "string", found: node.typeName, position: node.position)
            }
            return text
        }
        bundleIdentifier = try string("bundleIdentifier")
        appVersion = try string("appVersion")
        guard let itemsNode = root["items"] else {
            throw .missingField(path: "", field: "items", position: root.position)
        }
        items = try ShortcutItem.decodeList(itemsNode, path: "items", requireNonEmpty: false)
    }
}
