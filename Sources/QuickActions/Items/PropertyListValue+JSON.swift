import Foundation
public import PropertyLists

/// The JSON form of property-list values (for `userInfo` in `--dynamic` files, the store and
/// the menu's JSON). Strings, booleans, arrays and objects map directly; a number without a
/// fraction or exponent is an integer, any other number a real. What JSON cannot say is written
/// as a one-member object: `{"$date": "2015-09-25T12:00:00Z"}` (or seconds since 1970 as a
/// number, which the store writes for dates with a fraction of a second),
/// `{"$data": "<base64>"}`, and `{"$real": "nan" | "inf" | "-inf"}`. `null` is refused: a
/// property list has no null.
extension PropertyListValue {
    package static func decode(_ node: JSONNode, path: String) throws(ShortcutItemsDecodingError)
        -> PropertyListValue
    {
        switch node.value {
        case .null:
            throw .invalidUserInfo(path: path, reason: Wording.userInfoNull, position: node.position)
        case .bool(let flag):
            return .boolean(flag)
        case .string(let text):
            return .string(text)
        case .number(let literal):
            if !literal.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) {
                guard let integer = Int(literal) else {
                    throw .invalidUserInfo(
                        path: path, reason: Wording.userInfoIntegerRange(literal), position: node.position)
                }
                return .integer(integer)
            }
            guard let real = Double(literal), real.isFinite else {
                throw .invalidUserInfo(
                    path: path, reason: Wording.userInfoIntegerRange(literal), position: node.position)
            }
            return .real(real)
        case .array(let elements):
            var values: [PropertyListValue] = []
            for (index, element) in elements.enumerated() {
                values.append(try decode(element, path: "\(path)[\(index)]"))
            }
            return .array(values)
        case .object(let members):
            if members.count == 1, let escaped = try decodeEscape(members[0], path: path) { return escaped }
            var values: [String: PropertyListValue] = [:]
            for member in members {
                values[member.key] = try decode(
                    member.value, path: KeyPath.appending(key: member.key, to: path))
            }
            return .dictionary(values)
        }
    }

    private static func decodeEscape(_ member: JSONNode.Member, path: String)
        throws(ShortcutItemsDecodingError) -> PropertyListValue?
    {
        let value = member.value
        let escapePath = path + "." + member.key
        switch member.key {
        case "$date":
            if let text = value.string, let date = ISO8601Date.parse(text) { return .date(date) }
            if case .number(let literal) = value.value, let seconds = Double(literal) {
                return .date(Date(timeIntervalSince1970: seconds))
            }
            throw .invalidUserInfo(
                path: escapePath, reason: Wording.userInfoBadDate, position: value.position)
        case "$data":
            if let text = value.string, let data = Data(base64Encoded: text) { return .data(data) }
            throw .invalidUserInfo(
                path: escapePath, reason: Wording.userInfoBadData, position: value.position)
        case "$real":
            switch value.string {
            case "nan": return .real(.nan)
            case "inf": return .real(.infinity)
            case "-inf": return .real(-.infinity)
            default:
                throw .invalidUserInfo(
                    path: escapePath, reason: Wording.userInfoBadReal, position: value.position)
            }
        default:
            return nil
        }
    }

    /// The JSON for this value (dictionary keys sorted, so output is deterministic).
    package var jsonOutput: JSONOutput {
        switch self {
        case .string(let text): return .string(text)
        case .integer(let number): return .integer(number)
        case .real(let number):
            if number.isNaN { return .object([.init("$real", .string("nan"))]) }
            if number.isInfinite { return .object([.init("$real", .string(number > 0 ? "inf" : "-inf"))]) }
            return .real(number)
        case .boolean(let flag): return .bool(flag)
        case .date(let date):
            if ISO8601Date.isWholeSecond(date), let text = ISO8601Date.format(date) {
                return .object([.init("$date", .string(text))])
            }
            return .object([.init("$date", .real(date.timeIntervalSince1970))])
        case .data(let data): return .object([.init("$data", .string(data.base64EncodedString()))])
        case .array(let values): return .array(values.map(\.jsonOutput))
        case .dictionary(let values):
            return .object(values.keys.sorted().map { .init($0, values[$0]!.jsonOutput) })
        }
    }
}
