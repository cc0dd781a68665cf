// Contacts' `CNContactFormatter`: a contact's name as one string.

public import Foundation

/// Contacts' `CNContactFormatter`: a contact's name as people read it.
///
/// Matches iOS's English (Western) order: prefix, given, middle, family, suffix (`Daniel Higgins Jr.`,
/// `Hank M. Zakroff`); an organization, or a person with no name parts, shows its `organizationName`; nil
/// when there is nothing to show. The contact must have the keys
/// `descriptorForRequiredKeys(for:)` lists: iOS raises an exception otherwise, here each missing
/// property is reported (see `CNContact`) and reads as empty. Differs: one name order (no locale's
/// family-name-first order), and `.phoneticFullName` gives nil (no phonetic names are kept here).
open class CNContactFormatter: Formatter, @unchecked Sendable {
    /// Contacts' `CNContactFormatterStyle`.
    public enum Style: Int, Sendable {
        /// The full name.
        case fullName = 0
        /// The phonetic name (nil here).
        case phoneticFullName = 1
    }

    /// The style `string(from:)` uses.
    open var style: Style = .fullName

    /// A full-name formatter.
    public override init() { super.init() }

    /// Not made from an archive.
    public required init?(coder: NSCoder) { nil }

    /// The keys a contact needs for `style` (`descriptorForRequiredKeys(for:)`), to add to `keysToFetch`.
    open class func descriptorForRequiredKeys(for style: Style) -> any CNKeyDescriptor {
        CNAggregateKeyDescriptor(
            keys: [
                CNContactTypeKey, CNContactNamePrefixKey, CNContactGivenNameKey, CNContactMiddleNameKey,
                CNContactFamilyNameKey, CNContactNameSuffixKey, CNContactOrganizationNameKey,
            ], name: "CNContactFormatter \(style)")
    }

    /// The contact's name in `style` (`string(from:style:)`), or nil when it has none.
    open class func string(from contact: CNContact, style: Style) -> String? {
        guard style == .fullName else { return nil }
        if contact.contactType == .organization {
            return contact.organizationName.isEmpty ? nil : contact.organizationName
        }
        let parts = [
            contact.namePrefix, contact.givenName, contact.middleName, contact.familyName, contact.nameSuffix,
        ].filter { !$0.isEmpty }
        if !parts.isEmpty { return parts.joined(separator: " ") }
        return contact.organizationName.isEmpty ? nil : contact.organizationName
    }

    /// The contact's name in this formatter's `style` (`string(from:)`).
    open func string(from contact: CNContact) -> String? {
        Self.string(from: contact, style: style)
    }

    /// `Formatter`'s entry point: a `CNContact`'s name, else nil.
    open override func string(for obj: Any?) -> String? {
        (obj as? CNContact).flatMap { string(from: $0) }
    }
}
