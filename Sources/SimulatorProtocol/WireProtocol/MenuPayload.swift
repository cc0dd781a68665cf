/// The open quick action menu (`state.menu`, the REST API's `menu`).
public struct MenuPayload: Codable, Sendable, Hashable {
    /// One row of the menu.
    public struct Item: Codable, Sendable, Hashable {
        /// The shortcut item's `type`.
        public var type: String
        /// The title, localised.
        public var title: String
        /// The subtitle, localised; `null` on the wire when there is none.
        public var subtitle: String?

        /// Creates a row.
        public init(type: String, title: String, subtitle: String?) {
            self.type = type
            self.title = title
            self.subtitle = subtitle
        }

        private enum CodingKeys: String, CodingKey {
            case type, title, subtitle
        }

        /// Writes every key, `subtitle` as `null` when absent (the protocol's shape).
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(type, forKey: .type)
            try container.encode(title, forKey: .title)
            try container.encode(subtitle, forKey: .subtitle)
        }
    }

    /// The app whose menu is open.
    public var bundleIdentifier: String
    /// The rows, in the order the menu lists them from the icon outward.
    public var items: [Item]

    /// Creates a menu payload.
    public init(bundleIdentifier: String, items: [Item]) {
        self.bundleIdentifier = bundleIdentifier
        self.items = items
    }
}
