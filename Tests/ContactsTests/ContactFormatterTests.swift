import Contacts
import Foundation
import Testing

@testable import TouchKit

@Suite("CNContactFormatter and the unfetched-key diagnostic's wording")
struct ContactFormatterTests {
    @Test("names in Western order; organizations by company; nothing to show is nil")
    func fullNames() {
        let person = CNMutableContact()
        person.namePrefix = "Dr."
        person.givenName = "Jane"
        person.middleName = "Q."
        person.familyName = "Appleseed"
        person.nameSuffix = "III"
        #expect(CNContactFormatter.string(from: person, style: .fullName) == "Dr. Jane Q. Appleseed III")
        #expect(CNContactFormatter.string(from: person, style: .phoneticFullName) == nil)
        let company = CNMutableContact()
        company.contactType = .organization
        company.organizationName = "Creative Consulting"
        company.givenName = "Kate"
        #expect(CNContactFormatter.string(from: company, style: .fullName) == "Creative Consulting")
        let noName = CNMutableContact()
        #expect(CNContactFormatter.string(from: noName, style: .fullName) == nil)
        noName.organizationName = "Acme"
        #expect(CNContactFormatter().string(from: noName) == "Acme")
        #expect(CNContactFormatter().string(for: "not a contact") == nil)
    }

    @Test("the formatter's descriptor lists the name keys it reads")
    func descriptor() {
        let contact = SampleContacts.hankZakroff
        #expect(contact.areKeysAvailable([CNContactFormatter.descriptorForRequiredKeys(for: .fullName)]))
        #expect(CNContactFormatter.string(from: contact, style: .fullName) == "Hank M. Zakroff")
    }

    @Test("the diagnostic names the property, the key and what to do")
    func diagnosticWording() {
        let text = TouchKitMessages.description(
            of: .contactPropertyNotFetched(property: "familyName", key: CNContactFamilyNameKey))
        #expect(text.contains("CNContact.familyName"))
        #expect(text.contains("CNContactPropertyNotFetchedException"))
        #expect(text.contains("Add familyName"))
    }

    @Test("labeled values keep their identifier when relabelled; postal addresses copy")
    func labeledValues() throws {
        let number = CNLabeledValue(label: CNLabelHome, value: CNPhoneNumber(stringValue: "555-0100"))
        let work = number.settingLabel(CNLabelWork)
        #expect(work.identifier == number.identifier && work.label == CNLabelWork)
        #expect(
            CNLabeledValue<CNPhoneNumber>.localizedString(forLabel: CNLabelPhoneNumberHomeFax) == "home fax")
        #expect(CNLabeledValue<CNPhoneNumber>.localizedString(forLabel: "boat") == "boat")
        let address = CNMutablePostalAddress()
        address.street = "1 Infinite Loop"
        address.city = "Cupertino"
        address.state = "CA"
        address.postalCode = "95014"
        let copy = try #require(address.copy() as? CNPostalAddress)
        #expect(type(of: copy) == CNPostalAddress.self)
        #expect(copy == address)
        #expect(copy.description == "1 Infinite Loop\nCupertino, CA 95014")
    }
}
