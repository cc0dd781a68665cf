import Contacts
import Foundation
import Testing

/// The device's address book as an app reads it: Xcode's simulator's six contacts, asked for by name
/// or identifier, with only the keys fetched; access the simulated user grants; saves all or nothing.
@Suite("CNContactStore: the simulator's sample contacts, access, predicates, saves")
struct ContactStoreTests {
    /// What the store calls this test process (no app runs here, so `Bundle.main`'s identifier).
    static let app = Bundle.main.bundleIdentifier ?? ""

    /// A store over an address book of its own, the test process authorized.
    static func authorizedStore() -> CNContactStore {
        let database = ContactDatabase()
        database.setAuthorizationStatus(.authorized, forApp: app)
        return CNContactStore(database: database)
    }

    static var nameKeys: [any CNKeyDescriptor] {
        [CNContactFormatter.descriptorForRequiredKeys(for: .fullName)]
    }

    @Test("a new device holds the six contacts Xcode's simulator ships, named as the formatter names them")
    func sampleContacts() throws {
        let store = Self.authorizedStore()
        var names: [String] = []
        try store.enumerateContacts(with: CNContactFetchRequest(keysToFetch: Self.nameKeys)) { contact, _ in
            names.append(CNContactFormatter.string(from: contact, style: .fullName) ?? "?")
        }
        #expect(
            names == [
                "Kate Bell", "Daniel Higgins Jr.", "John Appleseed", "Anna Haro", "Hank M. Zakroff",
                "David Taylor",
            ])
        let kate = try store.unifiedContact(
            withIdentifier: "177C371E-701D-42F8-A03B-C61CA31627F6",
            keysToFetch: [
                CNContactPhoneNumbersKey, CNContactEmailAddressesKey, CNContactPostalAddressesKey,
                CNContactOrganizationNameKey, CNContactBirthdayKey, CNContactImageDataAvailableKey,
            ] as [any CNKeyDescriptor])
        #expect(kate.phoneNumbers.map(\.value.stringValue) == ["(555) 564-8583", "(415) 555-3695"])
        #expect(
            kate.phoneNumbers.map { CNLabeledValue<CNPhoneNumber>.localizedString(forLabel: $0.label ?? "") }
                == ["mobile", "main"])
        #expect(kate.emailAddresses.map { $0.value as String } == ["kate-bell@mac.com"])
        #expect(kate.postalAddresses.first?.value.city == "Hillsborough")
        #expect(kate.organizationName == "Creative Consulting")
        #expect(kate.birthday?.year == 1978 && kate.birthday?.month == 1 && kate.birthday?.day == 20)
        #expect(kate.imageDataAvailable == false)
    }

    @Test("before the user answers, every read throws authorizationDenied; the simulated user grants")
    func authorization() throws {
        let database = ContactDatabase()
        let store = CNContactStore(database: database)
        #expect(store.authorizationStatus(for: .contacts) == .notDetermined)
        #expect {
            _ = try store.unifiedContacts(
                matching: CNContact.predicateForContacts(matchingName: "Kate"), keysToFetch: [])
        } throws: { error in
            (error as? CNError)?.code == .authorizationDenied && (error as NSError).domain == CNErrorDomain
        }
        var answers: [Bool] = []
        store.requestAccess(for: .contacts) { granted, error in
            answers.append(granted)
            #expect(error == nil)
        }
        #expect(answers == [true])
        #expect(store.authorizationStatus(for: .contacts) == .authorized)
        #expect(
            try store.unifiedContacts(
                matching: CNContact.predicateForContacts(matchingName: "Kate"), keysToFetch: []
            ).count == 1)
    }

    @Test("a user who says no: denied, and the answer stays until Settings changes it")
    func denied() {
        let database = ContactDatabase()
        database.userGrantsAccess = false
        let store = CNContactStore(database: database)
        var answer: (Bool, (any Error)?)?
        store.requestAccess(for: .contacts) { answer = ($0, $1) }
        #expect(answer?.0 == false)
        #expect((answer?.1 as? CNError)?.code == .authorizationDenied)
        #expect(database.authorizationStatus(forApp: Self.app) == .denied)
        database.userGrantsAccess = true
        store.requestAccess(for: .contacts) { granted, _ in #expect(granted == false) }
        database.setAuthorizationStatus(.authorized, forApp: Self.app)
        #expect(store.authorizationStatus(for: .contacts) == .authorized)
    }

    @Test("matching a name: each word begins a word of the name, without case or accents")
    func matchingName() throws {
        let store = Self.authorizedStore()
        func names(_ query: String) throws -> [String] {
            try store.unifiedContacts(
                matching: CNContact.predicateForContacts(matchingName: query), keysToFetch: Self.nameKeys
            )
            .map { CNContactFormatter.string(from: $0, style: .fullName) ?? "?" }
        }
        #expect(try names("john") == ["John Appleseed"])
        #expect(try names("APPLE") == ["John Appleseed"])
        #expect(try names("hank zak") == ["Hank M. Zakroff"])
        #expect(try names("Annie") == ["Anna Haro"])
        #expect(try names("Financial") == ["Hank M. Zakroff"])
        #expect(try names("seed") == [])
        #expect(try names("Nick Jones") == [])
        #expect(try names("") == [])
        let zoe = CNMutableContact()
        zoe.givenName = "Zoë"
        zoe.familyName = "Ångström"
        let request = CNSaveRequest()
        request.add(zoe, toContainerWithIdentifier: nil)
        try store.execute(request)
        #expect(try names("zoe ang") == ["Zoë Ångström"])
    }

    @Test("identifiers, email addresses and phone numbers find their contacts")
    func otherPredicates() throws {
        let store = Self.authorizedStore()
        let ids = ["E94CD15C-7964-4A9B-8AC4-10D7CFB791FD", "410FE041-5C4E-48DA-B4DE-04C15EA3DBAC", "nobody"]
        let found = try store.unifiedContacts(
            matching: CNContact.predicateForContacts(withIdentifiers: ids),
            keysToFetch: [CNContactGivenNameKey as any CNKeyDescriptor])
        #expect(found.map(\.givenName) == ["John", "David"])
        let byEmail = try store.unifiedContacts(
            matching: CNContact.predicateForContacts(matchingEmailAddress: "ANNA-HARO@mac.com"),
            keysToFetch: [CNContactGivenNameKey as any CNKeyDescriptor])
        #expect(byEmail.map(\.givenName) == ["Anna"])
        let byPhone = try store.unifiedContacts(
            matching: CNContact.predicateForContacts(matching: CNPhoneNumber(stringValue: "4085555270")),
            keysToFetch: [CNContactGivenNameKey as any CNKeyDescriptor])
        #expect(byPhone.map(\.givenName) == ["Daniel"])
        #expect(throws: CNError.self) {
            try store.unifiedContact(withIdentifier: "nobody", keysToFetch: [])
        }
    }

    @Test("a predicate the store did not make is refused with predicateInvalid")
    func foreignPredicate() {
        let store = Self.authorizedStore()
        #expect {
            _ = try store.unifiedContacts(matching: NSPredicate(value: true), keysToFetch: [])
        } throws: { error in
            (error as? CNError)?.code == .predicateInvalid
                && (error as? CNError)?.localizedDescription.contains("predicateForContacts") == true
        }
    }

    @Test("a property whose key was not fetched reads as empty (iOS raises), and says which key to add")
    func unfetchedKey() throws {
        let store = Self.authorizedStore()
        let kate = try #require(
            try store.unifiedContacts(
                matching: CNContact.predicateForContacts(matchingName: "Kate"),
                keysToFetch: [CNContactGivenNameKey as any CNKeyDescriptor]
            ).first)
        #expect(kate.givenName == "Kate")
        #expect(kate.isKeyAvailable(CNContactGivenNameKey))
        #expect(!kate.isKeyAvailable(CNContactFamilyNameKey))
        #expect(kate.isKeyAvailable(CNContactIdentifierKey))
        #expect(kate.familyName == "")
        #expect(kate.phoneNumbers.isEmpty)
        #expect(!kate.areKeysAvailable([CNContactFormatter.descriptorForRequiredKeys(for: .fullName)]))
    }

    @Test("enumerating sorts by family name and stops when asked")
    func enumerate() throws {
        let store = Self.authorizedStore()
        let request = CNContactFetchRequest(
            keysToFetch: [CNContactFamilyNameKey, CNContactGivenNameKey] as [any CNKeyDescriptor])
        request.sortOrder = .familyName
        request.mutableObjects = true
        var seen: [String] = []
        try store.enumerateContacts(with: request) { contact, stop in
            #expect(contact is CNMutableContact)
            seen.append(contact.familyName)
            if seen.count == 3 { stop.pointee = true }
        }
        #expect(seen == ["Appleseed", "Bell", "Haro"])
    }

    @Test("saves: add, update what was set, delete; a failing request changes nothing")
    func saves() throws {
        let store = Self.authorizedStore()
        let nick = CNMutableContact()
        nick.givenName = "Nick"
        nick.familyName = "Jones"
        nick.phoneNumbers = [
            CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: "555-0100"))
        ]
        let add = CNSaveRequest()
        add.add(nick, toContainerWithIdentifier: store.defaultContainerIdentifier())
        try store.execute(add)
        #expect(store.database.contacts.count == 7)
        #expect {
            try store.execute(add)
        } throws: { ($0 as? CNError)?.code == .insertedRecordAlreadyExists }

        let fetched = try store.unifiedContact(
            withIdentifier: nick.identifier, keysToFetch: [CNContactNicknameKey as any CNKeyDescriptor])
        let changed = try #require(fetched.mutableCopy() as? CNMutableContact)
        changed.nickname = "Nicky"
        let update = CNSaveRequest()
        update.update(changed)
        try store.execute(update)
        let after = try store.unifiedContact(
            withIdentifier: nick.identifier,
            keysToFetch: [CNContactNicknameKey, CNContactGivenNameKey, CNContactPhoneNumbersKey]
                as [any CNKeyDescriptor])
        #expect(after.nickname == "Nicky" && after.givenName == "Nick")
        #expect(after.phoneNumbers.map(\.value.stringValue) == ["555-0100"])

        let both = CNSaveRequest()
        both.delete(try #require(after.mutableCopy() as? CNMutableContact))
        both.delete(CNMutableContact())
        #expect {
            try store.execute(both)
        } throws: { ($0 as? CNError)?.code == .recordDoesNotExist }
        #expect(store.database.contacts.count == 7)

        let delete = CNSaveRequest()
        delete.delete(try #require(after.mutableCopy() as? CNMutableContact))
        try store.execute(delete)
        #expect(store.database.contacts.count == 6)
        store.database.reset()
        #expect(store.database.contacts.count == 6)
        #expect(store.authorizationStatus(for: .contacts) == .notDetermined)
    }
}
