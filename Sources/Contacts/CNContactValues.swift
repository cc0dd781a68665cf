// Contacts' small value types: entity types, authorization, labels, phone numbers, postal addresses.

public import Foundation

/// Contacts' `CNEntityType`: what an app asks access to. Matches iOS (one case, `contacts`).
public enum CNEntityType: Int, Sendable {
    /// The user's contacts.
    case contacts = 0
}

/// Contacts' `CNAuthorizationStatus`: whether the user let the app read their contacts.
///
/// Matches iOS's cases and raw values up to iOS 17 (`limited`, iOS 18, is not offered here: the simulated
/// user grants full access or none).
public enum CNAuthorizationStatus: Int, Sendable {
    /// The user has not been asked yet (`requestAccess(for:completionHandler:)` asks).
    case notDetermined = 0
    /// Access is restricted by the device's policy; the user cannot change it.
    case restricted = 1
    /// The user said no.
    case denied = 2
    /// The user said yes.
    case authorized = 3
}

/// Contacts' `CNContactType`: a person or an organization.
public enum CNContactType: Int, Sendable, Codable {
    /// A person (the default).
    case person = 0
    /// An organization: `CNContactFormatter` shows its `organizationName`.
    case organization = 1
}

/// The label of a home address, number or email (`CNLabelHome`); iOS's stored spelling.
public let CNLabelHome = "_$!<Home>!$_"
/// The label of a work address, number or email (`CNLabelWork`).
public let CNLabelWork = "_$!<Work>!$_"
/// The label of any other value (`CNLabelOther`).
public let CNLabelOther = "_$!<Other>!$_"
/// An iCloud email address (`CNLabelEmailiCloud`).
public let CNLabelEmailiCloud = "iCloud"
/// A home page URL (`CNLabelURLAddressHomePage`).
public let CNLabelURLAddressHomePage = "_$!<HomePage>!$_"
/// A mobile number (`CNLabelPhoneNumberMobile`).
public let CNLabelPhoneNumberMobile = "_$!<Mobile>!$_"
/// An iPhone's number (`CNLabelPhoneNumberiPhone`).
public let CNLabelPhoneNumberiPhone = "iPhone"
/// The main number (`CNLabelPhoneNumberMain`).
public let CNLabelPhoneNumberMain = "_$!<Main>!$_"
/// A home fax (`CNLabelPhoneNumberHomeFax`).
public let CNLabelPhoneNumberHomeFax = "_$!<HomeFax>!$_"
/// A work fax (`CNLabelPhoneNumberWorkFax`).
public let CNLabelPhoneNumberWorkFax = "_$!<WorkFax>!$_"
/// A pager (`CNLabelPhoneNumberPager`).
public let CNLabelPhoneNumberPager = "_$!<Pager>!$_"

/// Contacts' `CNLabeledValue`: a value with a label (`CNLabelHome`, or the user's own words) and an
/// identifier of its own.
///
/// Matches iOS: immutable; `settingLabel(_:)`/`settingValue(_:)` give copies that keep the
/// identifier. Differs: `ValueType` has no `NSCopying & NSSecureCoding` constraint (the values here are
/// `CNPhoneNumber`, `NSString` and `CNPostalAddress`, as on iOS).
public final class CNLabeledValue<ValueType>: NSObject, @unchecked Sendable {
    /// A unique identifier of this labeled value (a UUID string).
    public let identifier: String
    /// The label: one of the `CNLabel…` constants, the user's own, or nil.
    public let label: String?
    /// The value.
    public let value: ValueType

    /// A labeled value with a new identifier (`init(label:value:)`).
    public init(label: String?, value: ValueType) {
        self.identifier = UUID().uuidString
        self.label = label
        self.value = value
    }

    init(identifier: String, label: String?, value: ValueType) {
        self.identifier = identifier
        self.label = label
        self.value = value
    }

    /// A copy with another label, the same identifier and value (`settingLabel(_:)`).
    public func settingLabel(_ label: String?) -> CNLabeledValue<ValueType> {
        CNLabeledValue(identifier: identifier, label: label, value: value)
    }

    /// A copy with another value, the same identifier and label (`settingValue(_:)`).
    public func settingValue(_ value: ValueType) -> CNLabeledValue<ValueType> {
        CNLabeledValue(identifier: identifier, label: label, value: value)
    }

    /// A copy with another label and value, the same identifier (`settingLabel(_:value:)`).
    public func settingLabel(_ label: String?, value: ValueType) -> CNLabeledValue<ValueType> {
        CNLabeledValue(identifier: identifier, label: label, value: value)
    }

    /// The label as a person reads it (`localizedString(forLabel:)`): `home` for `CNLabelHome`,
    /// `mobile` for `CNLabelPhoneNumberMobile`; a label of the user's own comes back as it is.
    /// Matches the English words of iOS's Contacts app.
    public class func localizedString(forLabel label: String) -> String {
        let words: [String: String] = [
            CNLabelHome: "home", CNLabelWork: "work", CNLabelOther: "other", CNLabelEmailiCloud: "iCloud",
            CNLabelURLAddressHomePage: "homepage", CNLabelPhoneNumberMobile: "mobile",
            CNLabelPhoneNumberiPhone: "iPhone", CNLabelPhoneNumberMain: "main",
            CNLabelPhoneNumberHomeFax: "home fax", CNLabelPhoneNumberWorkFax: "work fax",
            CNLabelPhoneNumberPager: "pager",
        ]
        return words[label] ?? label
    }

    /// Equal when identifier, label and value's description are (iOS compares all three).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CNLabeledValue<ValueType> else { return false }
        return other.identifier == identifier && other.label == label
            && String(describing: other.value) == String(describing: value)
    }

    /// Consistent with `isEqual(_:)`.
    public override var hash: Int { identifier.hashValue }
}

/// Contacts' `CNPhoneNumber`: a phone number as the user typed it (`stringValue`).
///
/// Matches iOS: immutable, kept as typed (no formatting or validation). Differs: iOS's private
/// `countryCode`/`digits` are not offered.
public final class CNPhoneNumber: NSObject, @unchecked Sendable {
    /// The number as typed: `(555) 564-8583`.
    public let stringValue: String

    /// A number as typed (`init(stringValue:)`).
    public init(stringValue: String) {
        self.stringValue = stringValue
    }

    /// Equal when the strings are.
    public override func isEqual(_ object: Any?) -> Bool {
        (object as? CNPhoneNumber)?.stringValue == stringValue
    }

    /// Consistent with `isEqual(_:)`.
    public override var hash: Int { stringValue.hashValue }

    /// The number as typed.
    public override var description: String { stringValue }
}

/// Contacts' `CNPostalAddress`: a postal address in parts.
///
/// Matches iOS's parts (street, city, state, postal code, country, ISO country code, sub-locality and
/// sub-administrative area); `CNMutablePostalAddress` sets them.
public class CNPostalAddress: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The street, one or more lines (`165 Davis Street`).
    public internal(set) var street = ""
    /// A part of a city (iOS 10).
    public internal(set) var subLocality = ""
    /// The city (`Hillsborough`).
    public internal(set) var city = ""
    /// A county or region below the state (iOS 10).
    public internal(set) var subAdministrativeArea = ""
    /// The state or province (`CA`).
    public internal(set) var state = ""
    /// The postal code (`94010`).
    public internal(set) var postalCode = ""
    /// The country's name as written (`USA`).
    public internal(set) var country = ""
    /// The ISO 3166-1 code, lower-case (`us`).
    public internal(set) var isoCountryCode = ""

    /// An empty address.
    public override init() {}

    /// A copy of `other`'s parts.
    init(copying other: CNPostalAddress) {
        street = other.street
        subLocality = other.subLocality
        city = other.city
        subAdministrativeArea = other.subAdministrativeArea
        state = other.state
        postalCode = other.postalCode
        country = other.country
        isoCountryCode = other.isoCountryCode
    }

    var parts: [String] {
        [street, subLocality, city, subAdministrativeArea, state, postalCode, country, isoCountryCode]
    }

    /// Equal when every part is.
    public override func isEqual(_ object: Any?) -> Bool {
        (object as? CNPostalAddress)?.parts == parts
    }

    /// Consistent with `isEqual(_:)`.
    public override var hash: Int { parts.hashValue }

    /// The address as a US envelope shows it: street, then `city state postal code`, then country.
    public override var description: String {
        let line2 = [city, [state, postalCode].filter { !$0.isEmpty }.joined(separator: " ")]
            .filter { !$0.isEmpty }.joined(separator: ", ")
        return [street, line2, country].filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// A `CNMutablePostalAddress` with the same parts: what `mutableCopy()` gives, as `Any`.
    public func mutableCopy(with zone: NSZone? = nil) -> Any {
        CNMutablePostalAddress(copying: self)
    }

    /// An immutable `CNPostalAddress` with the same parts: what `copy()` gives, as `Any`.
    public func copy(with zone: NSZone? = nil) -> Any {
        CNPostalAddress(copying: self)
    }
}

/// Contacts' `CNMutablePostalAddress`: a postal address whose parts can be set.
public final class CNMutablePostalAddress: CNPostalAddress, @unchecked Sendable {
    /// The street.
    public override var street: String {
        get { super.street }
        set { super.street = newValue }
    }
    /// A part of a city.
    public override var subLocality: String {
        get { super.subLocality }
        set { super.subLocality = newValue }
    }
    /// The city.
    public override var city: String {
        get { super.city }
        set { super.city = newValue }
    }
    /// A county or region below the state.
    public override var subAdministrativeArea: String {
        get { super.subAdministrativeArea }
        set { super.subAdministrativeArea = newValue }
    }
    /// The state or province.
    public override var state: String {
        get { super.state }
        set { super.state = newValue }
    }
    /// The postal code.
    public override var postalCode: String {
        get { super.postalCode }
        set { super.postalCode = newValue }
    }
    /// The country's name.
    public override var country: String {
        get { super.country }
        set { super.country = newValue }
    }
    /// The ISO country code.
    public override var isoCountryCode: String {
        get { super.isoCountryCode }
        set { super.isoCountryCode = newValue }
    }

    /// An empty address.
    public override init() { super.init() }

    override init(copying other: CNPostalAddress) { super.init(copying: other) }
}
