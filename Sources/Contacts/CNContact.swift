// Contacts' `CNContact` and `CNMutableContact`, the key constants and `CNKeyDescriptor`.

public import Foundation
import TouchKit

/// Contacts' `CNKeyDescriptor`: what `keysToFetch` lists. The `CNContact…Key` strings are descriptors,
/// as are the ones `CNContactFormatter.descriptorForRequiredKeys(for:)` returns.
///
/// Matches iOS's use (`[CNContactGivenNameKey as CNKeyDescriptor]`,
/// `[CNContactGivenNameKey] as [CNKeyDescriptor]`). Differs: a marker protocol, not an Objective-C
/// protocol refining `NSCopying` and `NSSecureCoding`; a type of your own conforming to it is ignored
/// by a fetch (its keys are unknown).
public protocol CNKeyDescriptor {}

extension String: CNKeyDescriptor {}
extension NSString: CNKeyDescriptor {}

/// A descriptor that stands for several keys (what `descriptorForRequiredKeys(for:)` returns).
final class CNAggregateKeyDescriptor: NSObject, CNKeyDescriptor, @unchecked Sendable {
    let keys: [String]
    let name: String

    init(keys: [String], name: String) {
        self.keys = keys
        self.name = name
    }

    override var description: String { "<CNAggregateKeyDescriptor: \(name) \(keys)>" }
}

extension Array where Element == any CNKeyDescriptor {
    /// The contact keys these descriptors stand for.
    var contactKeys: Set<String> {
        var keys: Set<String> = []
        for descriptor in self {
            if let key = descriptor as? String {
                keys.insert(key)
            } else if let key = descriptor as? NSString {
                keys.insert(key as String)
            } else if let aggregate = descriptor as? CNAggregateKeyDescriptor {
                keys.formUnion(aggregate.keys)
            }
        }
        return keys
    }
}

/// The key of `CNContact.identifier` (always fetched, as on iOS).
public let CNContactIdentifierKey = "identifier"
/// The key of `contactType`.
public let CNContactTypeKey = "contactType"
/// The key of `namePrefix`.
public let CNContactNamePrefixKey = "namePrefix"
/// The key of `givenName`.
public let CNContactGivenNameKey = "givenName"
/// The key of `middleName`.
public let CNContactMiddleNameKey = "middleName"
/// The key of `familyName`.
public let CNContactFamilyNameKey = "familyName"
/// The key of `previousFamilyName`.
public let CNContactPreviousFamilyNameKey = "previousFamilyName"
/// The key of `nameSuffix`.
public let CNContactNameSuffixKey = "nameSuffix"
/// The key of `nickname`.
public let CNContactNicknameKey = "nickname"
/// The key of `organizationName`.
public let CNContactOrganizationNameKey = "organizationName"
/// The key of `departmentName`.
public let CNContactDepartmentNameKey = "departmentName"
/// The key of `jobTitle`.
public let CNContactJobTitleKey = "jobTitle"
/// The key of `note`.
public let CNContactNoteKey = "note"
/// The key of `birthday`.
public let CNContactBirthdayKey = "birthday"
/// The key of `phoneNumbers`.
public let CNContactPhoneNumbersKey = "phoneNumbers"
/// The key of `emailAddresses`.
public let CNContactEmailAddressesKey = "emailAddresses"
/// The key of `postalAddresses`.
public let CNContactPostalAddressesKey = "postalAddresses"
/// The key of `urlAddresses`.
public let CNContactUrlAddressesKey = "urlAddresses"
/// The key of `imageData`.
public let CNContactImageDataKey = "imageData"
/// The key of `thumbnailImageData`.
public let CNContactThumbnailImageDataKey = "thumbnailImageData"
/// The key of `imageDataAvailable`.
public let CNContactImageDataAvailableKey = "imageDataAvailable"

/// Every key a contact here has, in the order `CNContact.description` lists them.
let allContactKeys: [String] = [
    CNContactIdentifierKey, CNContactTypeKey, CNContactNamePrefixKey, CNContactGivenNameKey,
    CNContactMiddleNameKey, CNContactFamilyNameKey, CNContactPreviousFamilyNameKey, CNContactNameSuffixKey,
    CNContactNicknameKey, CNContactOrganizationNameKey, CNContactDepartmentNameKey, CNContactJobTitleKey,
    CNContactNoteKey, CNContactBirthdayKey, CNContactPhoneNumbersKey, CNContactEmailAddressesKey,
    CNContactPostalAddressesKey, CNContactUrlAddressesKey, CNContactImageDataKey,
    CNContactThumbnailImageDataKey, CNContactImageDataAvailableKey,
]

/// What a contact holds, as the store keeps it.
package struct ContactRecord: Sendable {
    package var identifier: String
    var contactType: CNContactType = .person
    package var namePrefix = ""
    package var givenName = ""
    package var middleName = ""
    package var familyName = ""
    var previousFamilyName = ""
    package var nameSuffix = ""
    package var nickname = ""
    package var organizationName = ""
    var departmentName = ""
    var jobTitle = ""
    var note = ""
    var birthday: DateComponents?
    var phoneNumbers: [LabeledRecord] = []
    var emailAddresses: [LabeledRecord] = []
    var postalAddresses: [PostalRecord] = []
    var urlAddresses: [LabeledRecord] = []
    package var imageData: Data?

    init(identifier: String) {
        self.identifier = identifier
    }

    /// A labelled string (a phone number, an email address, a URL).
    struct LabeledRecord: Sendable, Hashable {
        var identifier: String
        var label: String?
        var value: String
    }

    /// A labelled postal address, its parts in `CNPostalAddress.parts` order.
    struct PostalRecord: Sendable, Hashable {
        var identifier: String
        var label: String?
        var parts: [String]
    }
}

/// Contacts' `CNContact`: one person or organization as the store gave it, with only the keys the
/// fetch asked for.
///
/// Matches iOS: immutable (`CNMutableContact` changes a copy); `identifier` is always there; reading a
/// property whose key was not fetched is a mistake — iOS raises `CNContactPropertyNotFetchedException`
/// and ends the app. Differs: here that read reports a diagnostic naming the property and the key to add
/// to `keysToFetch` (the device's log, or standard error outside an app), and gives the property's empty
/// value, so one app's mistake never takes the simulator down. `isKeyAvailable(_:)` says which keys
/// were fetched, as on iOS.
open class CNContact: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// What this contact holds (every value, fetched or not: the store's copy).
    package var record: ContactRecord
    /// The keys fetched; nil for a contact made in code or fetched with every key.
    package var fetchedKeys: Set<String>?

    package init(record: ContactRecord, fetchedKeys: Set<String>?) {
        self.record = record
        self.fetchedKeys = fetchedKeys
    }

    /// An empty contact with a new identifier (iOS's `CNContact()`).
    public override convenience init() {
        self.init(record: ContactRecord(identifier: UUID().uuidString), fetchedKeys: nil)
    }

    /// Whether `key` was fetched (`isKeyAvailable(_:)`); the identifier always is.
    public func isKeyAvailable(_ key: String) -> Bool {
        key == CNContactIdentifierKey || fetchedKeys.map { $0.contains(key) } ?? true
    }

    /// Whether every key the descriptors stand for was fetched (`areKeysAvailable(_:)`).
    public func areKeysAvailable(_ keyDescriptors: [any CNKeyDescriptor]) -> Bool {
        keyDescriptors.contactKeys.allSatisfy(isKeyAvailable)
    }

    /// The value `read` gives when `key` was fetched; else a diagnostic and `empty`.
    func fetched<Value>(
        _ key: String, _ read: (ContactRecord) -> Value, empty: Value, property: String = #function
    ) -> Value {
        guard isKeyAvailable(key) else {
            ContactsDiagnostics.report(.contactPropertyNotFetched(property: property, key: key))
            return empty
        }
        return read(record)
    }

    /// The store's identifier of this contact (a UUID string followed by `:ABPerson`, as iOS's are).
    public var identifier: String { record.identifier }
    /// A person or an organization.
    open var contactType: CNContactType {
        fetched(CNContactTypeKey, { $0.contactType }, empty: .person)
    }
    /// `Dr.`
    open var namePrefix: String { fetched(CNContactNamePrefixKey, { $0.namePrefix }, empty: "") }
    /// The first name: `Kate`.
    open var givenName: String { fetched(CNContactGivenNameKey, { $0.givenName }, empty: "") }
    /// The middle name: `M.`
    open var middleName: String { fetched(CNContactMiddleNameKey, { $0.middleName }, empty: "") }
    /// The last name: `Bell`.
    open var familyName: String { fetched(CNContactFamilyNameKey, { $0.familyName }, empty: "") }
    /// The family name before a change.
    open var previousFamilyName: String {
        fetched(CNContactPreviousFamilyNameKey, { $0.previousFamilyName }, empty: "")
    }
    /// `Jr.`
    open var nameSuffix: String { fetched(CNContactNameSuffixKey, { $0.nameSuffix }, empty: "") }
    /// `Annie`.
    open var nickname: String { fetched(CNContactNicknameKey, { $0.nickname }, empty: "") }
    /// The company: `Creative Consulting`.
    open var organizationName: String {
        fetched(CNContactOrganizationNameKey, { $0.organizationName }, empty: "")
    }
    /// The department.
    open var departmentName: String {
        fetched(CNContactDepartmentNameKey, { $0.departmentName }, empty: "")
    }
    /// The job title: `Producer`.
    open var jobTitle: String { fetched(CNContactJobTitleKey, { $0.jobTitle }, empty: "") }
    /// The note.
    open var note: String { fetched(CNContactNoteKey, { $0.note }, empty: "") }
    /// The birthday as calendar fields (Gregorian; the year may be missing), or nil.
    open var birthday: DateComponents? { fetched(CNContactBirthdayKey, { $0.birthday }, empty: nil) }
    /// The phone numbers, labelled.
    open var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] {
        fetched(
            CNContactPhoneNumbersKey,
            {
                $0.phoneNumbers.map {
                    CNLabeledValue(
                        identifier: $0.identifier, label: $0.label,
                        value: CNPhoneNumber(stringValue: $0.value))
                }
            }, empty: [])
    }
    /// The email addresses, labelled.
    open var emailAddresses: [CNLabeledValue<NSString>] {
        fetched(
            CNContactEmailAddressesKey,
            {
                $0.emailAddresses.map {
                    CNLabeledValue(identifier: $0.identifier, label: $0.label, value: $0.value as NSString)
                }
            },
            empty: [])
    }
    /// The postal addresses, labelled.
    open var postalAddresses: [CNLabeledValue<CNPostalAddress>] {
        fetched(
            CNContactPostalAddressesKey,
            {
                $0.postalAddresses.map {
                    CNLabeledValue(
                        identifier: $0.identifier, label: $0.label, value: CNPostalAddress(parts: $0.parts))
                }
            }, empty: [])
    }
    /// The URLs, labelled.
    open var urlAddresses: [CNLabeledValue<NSString>] {
        fetched(
            CNContactUrlAddressesKey,
            {
                $0.urlAddresses.map {
                    CNLabeledValue(identifier: $0.identifier, label: $0.label, value: $0.value as NSString)
                }
            },
            empty: [])
    }
    /// The contact's picture as the bytes it was saved with (PNG or JPEG), or nil.
    open var imageData: Data? { fetched(CNContactImageDataKey, { $0.imageData }, empty: nil) }
    /// The picture for small places (`thumbnailImageData`). Differs from iOS: the same bytes as
    /// `imageData` (iOS scales it down; nothing decodes pixels here).
    open var thumbnailImageData: Data? {
        fetched(CNContactThumbnailImageDataKey, { $0.imageData }, empty: nil)
    }
    /// Whether the contact has a picture (`imageDataAvailable`, iOS 9).
    open var imageDataAvailable: Bool {
        fetched(CNContactImageDataAvailableKey, { $0.imageData != nil }, empty: false)
    }

    /// A `CNMutableContact` with the same identifier and fetched keys: what `mutableCopy()` gives, as
    /// `Any` (`contact.mutableCopy() as! CNMutableContact`, as on iOS).
    public func mutableCopy(with zone: NSZone? = nil) -> Any {
        CNMutableContact(record: record, fetchedKeys: fetchedKeys)
    }

    /// An immutable `CNContact` with the same values: what `copy()` gives, as `Any`.
    public func copy(with zone: NSZone? = nil) -> Any {
        CNContact(record: record, fetchedKeys: fetchedKeys)
    }

    /// Equal when the identifiers are (iOS compares contacts by identifier).
    public override func isEqual(_ object: Any?) -> Bool {
        (object as? CNContact)?.identifier == identifier
    }

    /// Consistent with `isEqual(_:)`.
    public override var hash: Int { identifier.hashValue }

    /// `<CNContact: identifier=…, givenName=…, familyName=…>` with the fetched name keys.
    public override var description: String {
        var parts = ["identifier=\(identifier)"]
        for (key, value) in [
            (CNContactGivenNameKey, record.givenName), (CNContactFamilyNameKey, record.familyName),
            (CNContactOrganizationNameKey, record.organizationName),
        ] where isKeyAvailable(key) {
            parts.append("\(key)=\(value)")
        }
        return "<\(type(of: self)): " + parts.joined(separator: ", ") + ">"
    }

    /// The predicate for contacts whose name matches `name` (`predicateForContacts(matchingName:)`):
    /// each word of `name` must begin a word of the contact's name (given, middle, family, nickname or
    /// organization), ignoring case and diacritics, as iOS matches. An empty name matches none.
    public class func predicateForContacts(matchingName name: String) -> NSPredicate {
        CNContactPredicate(.matchingName(name))
    }

    /// The predicate for the contacts with these identifiers (`predicateForContacts(withIdentifiers:)`).
    public class func predicateForContacts(withIdentifiers identifiers: [String]) -> NSPredicate {
        CNContactPredicate(.identifiers(identifiers))
    }

    /// The predicate for contacts with this email address, compared without case
    /// (`predicateForContacts(matchingEmailAddress:)`, iOS 11).
    public class func predicateForContacts(matchingEmailAddress emailAddress: String) -> NSPredicate {
        CNContactPredicate(.emailAddress(emailAddress))
    }

    /// The predicate for contacts with this phone number, compared by digits
    /// (`predicateForContacts(matching:)`, iOS 11).
    public class func predicateForContacts(matching phoneNumber: CNPhoneNumber) -> NSPredicate {
        CNContactPredicate(.phoneNumber(phoneNumber.stringValue))
    }

    /// The localized name of a property key (`localizedString(forKey:)`): `first name` for
    /// `CNContactGivenNameKey`. English only.
    public class func localizedString(forKey key: String) -> String {
        let words: [String: String] = [
            CNContactNamePrefixKey: "prefix", CNContactGivenNameKey: "first name",
            CNContactMiddleNameKey: "middle name", CNContactFamilyNameKey: "last name",
            CNContactNameSuffixKey: "suffix", CNContactNicknameKey: "nickname",
            CNContactOrganizationNameKey: "company", CNContactDepartmentNameKey: "department",
            CNContactJobTitleKey: "job title", CNContactNoteKey: "notes", CNContactBirthdayKey: "birthday",
            CNContactPhoneNumbersKey: "phone", CNContactEmailAddressesKey: "email",
            CNContactPostalAddressesKey: "address", CNContactUrlAddressesKey: "URL",
        ]
        return words[key] ?? key
    }
}

extension CNPostalAddress {
    convenience init(parts: [String]) {
        self.init()
        let padded = parts + Array(repeating: "", count: max(0, 8 - parts.count))
        (street, subLocality, city, subAdministrativeArea) = (padded[0], padded[1], padded[2], padded[3])
        (state, postalCode, country, isoCountryCode) = (padded[4], padded[5], padded[6], padded[7])
    }
}

/// Contacts' `CNMutableContact`: a contact whose properties can be set, to save with a
/// `CNSaveRequest`.
///
/// Matches iOS: `CNMutableContact()` is a new contact with a new identifier; `mutableCopy()` of a
/// fetched contact keeps its identifier (what `CNSaveRequest.update(_:)` changes). Setting a property
/// makes its key available.
public final class CNMutableContact: CNContact, @unchecked Sendable {
    package override init(record: ContactRecord, fetchedKeys: Set<String>?) {
        super.init(record: record, fetchedKeys: fetchedKeys)
    }

    private func set(_ key: String, _ change: (inout ContactRecord) -> Void) {
        change(&record)
        fetchedKeys?.insert(key)
    }

    /// A person or an organization.
    public override var contactType: CNContactType {
        get { super.contactType }
        set { set(CNContactTypeKey) { $0.contactType = newValue } }
    }
    /// `Dr.`
    public override var namePrefix: String {
        get { super.namePrefix }
        set { set(CNContactNamePrefixKey) { $0.namePrefix = newValue } }
    }
    /// The first name.
    public override var givenName: String {
        get { super.givenName }
        set { set(CNContactGivenNameKey) { $0.givenName = newValue } }
    }
    /// The middle name.
    public override var middleName: String {
        get { super.middleName }
        set { set(CNContactMiddleNameKey) { $0.middleName = newValue } }
    }
    /// The last name.
    public override var familyName: String {
        get { super.familyName }
        set { set(CNContactFamilyNameKey) { $0.familyName = newValue } }
    }
    /// The family name before a change.
    public override var previousFamilyName: String {
        get { super.previousFamilyName }
        set { set(CNContactPreviousFamilyNameKey) { $0.previousFamilyName = newValue } }
    }
    /// `Jr.`
    public override var nameSuffix: String {
        get { super.nameSuffix }
        set { set(CNContactNameSuffixKey) { $0.nameSuffix = newValue } }
    }
    /// The nickname.
    public override var nickname: String {
        get { super.nickname }
        set { set(CNContactNicknameKey) { $0.nickname = newValue } }
    }
    /// The company.
    public override var organizationName: String {
        get { super.organizationName }
        set { set(CNContactOrganizationNameKey) { $0.organizationName = newValue } }
    }
    /// The department.
    public override var departmentName: String {
        get { super.departmentName }
        set { set(CNContactDepartmentNameKey) { $0.departmentName = newValue } }
    }
    /// The job title.
    public override var jobTitle: String {
        get { super.jobTitle }
        set { set(CNContactJobTitleKey) { $0.jobTitle = newValue } }
    }
    /// The note.
    public override var note: String {
        get { super.note }
        set { set(CNContactNoteKey) { $0.note = newValue } }
    }
    /// The birthday.
    public override var birthday: DateComponents? {
        get { super.birthday }
        set { set(CNContactBirthdayKey) { $0.birthday = newValue } }
    }
    /// The phone numbers.
    public override var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] {
        get { super.phoneNumbers }
        set {
            set(CNContactPhoneNumbersKey) {
                $0.phoneNumbers = newValue.map {
                    .init(identifier: $0.identifier, label: $0.label, value: $0.value.stringValue)
                }
            }
        }
    }
    /// The email addresses.
    public override var emailAddresses: [CNLabeledValue<NSString>] {
        get { super.emailAddresses }
        set {
            set(CNContactEmailAddressesKey) {
                $0.emailAddresses = newValue.map {
                    .init(identifier: $0.identifier, label: $0.label, value: $0.value as String)
                }
            }
        }
    }
    /// The postal addresses.
    public override var postalAddresses: [CNLabeledValue<CNPostalAddress>] {
        get { super.postalAddresses }
        set {
            set(CNContactPostalAddressesKey) {
                $0.postalAddresses = newValue.map {
                    .init(identifier: $0.identifier, label: $0.label, parts: $0.value.parts)
                }
            }
        }
    }
    /// The URLs.
    public override var urlAddresses: [CNLabeledValue<NSString>] {
        get { super.urlAddresses }
        set {
            set(CNContactUrlAddressesKey) {
                $0.urlAddresses = newValue.map {
                    .init(identifier: $0.identifier, label: $0.label, value: $0.value as String)
                }
            }
        }
    }
    /// The picture's bytes (PNG or JPEG); also what `thumbnailImageData` gives here.
    public override var imageData: Data? {
        get { super.imageData }
        set {
            set(CNContactImageDataKey) { $0.imageData = newValue }
            fetchedKeys?.formUnion([CNContactThumbnailImageDataKey, CNContactImageDataAvailableKey])
        }
    }
}
