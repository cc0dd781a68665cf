import PropertyLists
extension QuickActionMenu {
    /// The menu as JSON (`forcetouch menu --format json`):
    /// `{"items": [{"type", "title", "subtitle", "icon", "userInfo", "source", "titleLines"}],
    ///   "hidden": [{"type", "title", "subtitle", "icon", "userInfo", "source", "reason", "message"}]}`
    /// with every key present (`null` when absent). `icon` uses the `--dynamic` icon objects,
    /// `userInfo` the property-list JSON (`$date`, `$data`); `reason` is `limit` or `invalid`.
    public func json() -> String {
        func itemMembers(_ item: ShortcutItem?, type: String?, title: String?) -> [JSONOutput.Member] {
            if let item { return item.jsonOutput(includeNulls: true) }
            return [
                .init("type", type.map { .string($0) } ?? .null),
                .init("title", title.map { .string($0) } ?? .null),
                .init("subtitle", .null), .init("icon", .null), .init("userInfo", .null),
            ]
        }
        let items = rows.map { row in
            JSONOutput.object(
                itemMembers(row.item, type: nil, title: nil) + [
                    .init("source", .string(row.source.rawValue)),
                    .init("titleLines", .integer(row.titleLineLimit)),
                ])
        }
        let hiddenItems = hidden.map { entry in
            let reason: String =
                switch entry.reason {
                case .overLimit: "limit"
                case .invalid: "invalid"
                }
            return JSONOutput.object(
                itemMembers(entry.item, type: entry.type, title: entry.title) + [
                    .init("source", .string(entry.source.rawValue)), .init("reason", .string(reason)),
                    .init("message", .string(entry.message)),
                ])
        }
        return JSONOutput.object([.init("items", .array(items)), .init("hidden", .array(hiddenItems))])
            .render()
    }
}
