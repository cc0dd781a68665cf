// The contacts Xcode's iOS Simulator ships in a new device's address book.

import Foundation

/// The six contacts a new iOS Simulator device has (Xcode's sample address book): Kate Bell, Daniel
/// Higgins Jr., John Appleseed, Anna Haro, Hank M. Zakroff and David Taylor.
///
/// Their fields (names, numbers, emails, addresses, companies, birthdays, notes, identifiers) are as
/// apps read them from a simulator, taken from dumps published in public app projects (a Capacitor
/// app's fallback list gave the identifiers and labels, a Cordova app's gave addresses, companies,
/// birthdays and notes; see docs/Contacts.md). None has a picture, as on the simulator. The labelled
/// values' own identifiers are ours (`<contact>-<kind>-<n>`), as are the ISO country codes.
public enum SampleContacts {
    /// The six, in the order the simulator's store returns them.
    public static var all: [CNContact] {
        [kateBell, danielHiggins, johnAppleseed, annaHaro, hankZakroff, davidTaylor]
    }

    /// Kate Bell, producer at Creative Consulting.
    public static var kateBell: CNContact {
        var record = ContactRecord(identifier: "177C371E-701D-42F8-A03B-C61CA31627F6")
        record.givenName = "Kate"
        record.familyName = "Bell"
        record.organizationName = "Creative Consulting"
        record.jobTitle = "Producer"
        record.birthday = DateComponents(year: 1978, month: 1, day: 20)
        record.phoneNumbers = phones(
            record.identifier,
            [(CNLabelPhoneNumberMobile, "(555) 564-8583"), (CNLabelPhoneNumberMain, "(415) 555-3695")])
        record.emailAddresses = strings(record.identifier, "email", [(CNLabelWork, "kate-bell@mac.com")])
        record.urlAddresses = strings(
            record.identifier, "url", [(CNLabelURLAddressHomePage, "www.icloud.com")])
        record.postalAddresses = addresses(
            record.identifier,
            [(CNLabelWork, ["165 Davis Street", "", "Hillsborough", "", "CA", "94010", "", "us"])])
        return CNContact(record: record, fetchedKeys: nil)
    }

    /// Daniel Higgins Jr.
    public static var danielHiggins: CNContact {
        var record = ContactRecord(identifier: "AB211C5F-9EC9-429F-9466-B9382FF61035")
        record.givenName = "Daniel"
        record.familyName = "Higgins"
        record.nameSuffix = "Jr."
        record.note = "Sister: Emily"
        record.phoneNumbers = phones(
            record.identifier,
            [
                (CNLabelHome, "555-478-7672"), (CNLabelPhoneNumberMobile, "(408) 555-5270"),
                (CNLabelPhoneNumberHomeFax, "(408) 555-3514"),
            ])
        record.emailAddresses = strings(record.identifier, "email", [(CNLabelHome, "d-higgins@mac.com")])
        record.postalAddresses = addresses(
            record.identifier,
            [(CNLabelHome, ["332 Laguna Street", "", "Corte Madera", "", "CA", "94925", "USA", "us"])])
        return CNContact(record: record, fetchedKeys: nil)
    }

    /// John Appleseed.
    public static var johnAppleseed: CNContact {
        var record = ContactRecord(identifier: "410FE041-5C4E-48DA-B4DE-04C15EA3DBAC")
        record.givenName = "John"
        record.familyName = "Appleseed"
        record.note = "College roommate"
        record.birthday = DateComponents(year: 1980, month: 6, day: 22)
        record.phoneNumbers = phones(
            record.identifier, [(CNLabelPhoneNumberMobile, "888-555-5512"), (CNLabelHome, "888-555-1212")])
        record.emailAddresses = strings(record.identifier, "email", [(CNLabelWork, "John-Appleseed@mac.com")])
        record.postalAddresses = addresses(
            record.identifier,
            [
                (CNLabelWork, ["3494 Kuhl Avenue", "", "Atlanta", "", "GA", "30303", "USA", "us"]),
                (CNLabelHome, ["1234 Laurel Street", "", "Atlanta", "", "GA", "30303", "USA", "us"]),
            ])
        return CNContact(record: record, fetchedKeys: nil)
    }

    /// Anna Haro ("Annie").
    public static var annaHaro: CNContact {
        var record = ContactRecord(identifier: "F57C8277-585D-4327-88A6-B5689FF69DFE")
        record.givenName = "Anna"
        record.familyName = "Haro"
        record.nickname = "Annie"
        record.birthday = DateComponents(year: 1985, month: 8, day: 29)
        record.phoneNumbers = phones(record.identifier, [(CNLabelHome, "555-522-8243")])
        record.emailAddresses = strings(record.identifier, "email", [(CNLabelHome, "anna-haro@mac.com")])
        record.postalAddresses = addresses(
            record.identifier,
            [(CNLabelHome, ["1001  Leavenworth Street", "", "Sausalito", "", "CA", "94965", "USA", "us"])])
        return CNContact(record: record, fetchedKeys: nil)
    }

    /// Hank M. Zakroff, portfolio manager at Financial Services Inc.
    public static var hankZakroff: CNContact {
        var record = ContactRecord(identifier: "2E73EE73-C03F-4D5F-B1E8-44E85A70F170")
        record.givenName = "Hank"
        record.middleName = "M."
        record.familyName = "Zakroff"
        record.organizationName = "Financial Services Inc."
        record.jobTitle = "Portfolio Manager"
        record.phoneNumbers = phones(
            record.identifier, [(CNLabelWork, "(555) 766-4823"), (CNLabelOther, "(707) 555-1854")])
        record.emailAddresses = strings(record.identifier, "email", [(CNLabelWork, "hank-zakroff@mac.com")])
        record.postalAddresses = addresses(
            record.identifier,
            [(CNLabelWork, ["1741 Kearny Street", "", "San Rafael", "", "CA", "94901", "", "us"])])
        return CNContact(record: record, fetchedKeys: nil)
    }

    /// David Taylor.
    public static var davidTaylor: CNContact {
        var record = ContactRecord(identifier: "E94CD15C-7964-4A9B-8AC4-10D7CFB791FD")
        record.givenName = "David"
        record.familyName = "Taylor"
        record.note = "Plays on Cole's Little League Baseball Team"
        record.birthday = DateComponents(year: 1998, month: 6, day: 15)
        record.phoneNumbers = phones(record.identifier, [(CNLabelHome, "555-610-6679")])
        record.postalAddresses = addresses(
            record.identifier,
            [(CNLabelHome, ["1747 Steuart Street", "", "Tiburon", "", "CA", "94920", "USA", "us"])])
        return CNContact(record: record, fetchedKeys: nil)
    }

    private static func phones(_ owner: String, _ values: [(String, String)]) -> [ContactRecord.LabeledRecord]
    {
        strings(owner, "phone", values)
    }

    private static func strings(_ owner: String, _ kind: String, _ values: [(String, String)])
        -> [ContactRecord.LabeledRecord]
    {
        values.enumerated().map { index, value in
            .init(identifier: "\(owner)-\(kind)-\(index)", label: value.0, value: value.1)
        }
    }

    private static func addresses(_ owner: String, _ values: [(String, [String])]) -> [ContactRecord
        .PostalRecord]
    {
        values.enumerated().map { index, value in
            .init(identifier: "\(owner)-address-\(index)", label: value.0, parts: value.1)
        }
    }
}
