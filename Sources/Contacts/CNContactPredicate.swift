// The predicates `CNContact.predicateForContacts…` make, which the store evaluates itself.

import Foundation

/// A predicate `CNContact.predicateForContacts…` made: an `NSPredicate` (so it passes where iOS's do)
/// that knows what it asks, so the store can evaluate it. Any other `NSPredicate` is refused by the
/// store with `CNError.predicateInvalid`, as iOS refuses predicates it did not make.
final class CNContactPredicate: NSPredicate {
    enum Kind: Sendable {
        case matchingName(String)
        case identifiers([String])
        case emailAddress(String)
        case phoneNumber(String)

        /// Whether `record` is one this predicate asks for.
        func matches(_ record: ContactRecord) -> Bool {
            switch self {
            case .matchingName(let name):
                let wanted = Self.words(name)
                guard !wanted.isEmpty else { return false }
                let have = Self.words(
                    [
                        record.givenName, record.middleName, record.familyName, record.nickname,
                        record.organizationName,
                    ].joined(separator: " "))
                return wanted.allSatisfy { word in have.contains { $0.hasPrefix(word) } }
            case .identifiers(let identifiers):
                return identifiers.contains(record.identifier)
            case .emailAddress(let address):
                return record.emailAddresses.contains { $0.value.lowercased() == address.lowercased() }
            case .phoneNumber(let number):
                let digits = Self.digits(number)
                return !digits.isEmpty && record.phoneNumbers.contains { Self.digits($0.value) == digits }
            }
        }

        /// The words of `text`, folded for case and diacritics.
        static func words(_ text: String) -> [String] {
            text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                .split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        }

        static func digits(_ text: String) -> String {
            String(text.filter(\.isNumber))
        }

        var description: String {
            switch self {
            case .matchingName(let name): "name MATCHES \(name.debugDescription)"
            case .identifiers(let identifiers): "identifier IN \(identifiers)"
            case .emailAddress(let address): "emailAddresses CONTAINS \(address.debugDescription)"
            case .phoneNumber(let number): "phoneNumbers CONTAINS \(number.debugDescription)"
            }
        }
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
        super.init { object, _ in
            guard let contact = object as? CNContact else { return false }
            return kind.matches(contact.record)
        }
    }

    required init?(coder: NSCoder) { nil }

    override var description: String { kind.description }
}
