// The simulated device's address book: its contacts and each app's authorization.

import Foundation

/// The simulated device's address book (ForceTouchKit's, not Apple's): the contacts every
/// `CNContactStore` reads and saves, and the answer each app got when it asked for access.
///
/// `shared` starts with the six contacts Xcode's iOS Simulator ships (`SampleContacts`). Saves stay in
/// memory for the life of the process: unlike the app's quick actions and defaults, contacts are not
/// written to the simulator's state directory, so a restart brings the sample contacts back (ours;
/// iOS keeps them in the device's AddressBook database). Every simulated device in one process shares
/// `shared`. Thread-safe (a lock), as `CNContactStore` is.
///
/// Authorization is per app (its bundle identifier). An app starts `.notDetermined`; when it calls
/// `requestAccess(for:completionHandler:)` the simulated user answers `userGrantsAccess` (true by
/// default: the user taps OK, as you would in Xcode's simulator). Tests set either with
/// `userGrantsAccess` and `setAuthorizationStatus(_:forApp:)`.
public final class ContactDatabase: @unchecked Sendable {
    /// The device's address book, with Xcode's simulator's sample contacts.
    public static let shared = ContactDatabase()

    private let lock = NSLock()
    private var records: [ContactRecord]
    private var statuses: [String: CNAuthorizationStatus] = [:]
    private var grants = true

    /// An address book holding `SampleContacts.all` (or `contacts`), no app asked yet, a user who grants.
    public init(contacts: [CNContact] = SampleContacts.all) {
        records = contacts.map(\.record)
    }

    private func locked<T>(_ work: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try work()
    }

    /// What the simulated user answers when an app asks for access: true (OK) unless a test says no.
    public var userGrantsAccess: Bool {
        get { locked { grants } }
        set { locked { grants = newValue } }
    }

    /// The answer `app` has (`CNContactStore.authorizationStatus(for:)` for that app).
    public func authorizationStatus(forApp app: String) -> CNAuthorizationStatus {
        locked { statuses[app] ?? .notDetermined }
    }

    /// Sets `app`'s answer, as Settings ▸ Privacy ▸ Contacts does.
    public func setAuthorizationStatus(_ status: CNAuthorizationStatus, forApp app: String) {
        locked { statuses[app] = status }
    }

    /// Asks the simulated user for `app` when it has not been asked; returns whether it is authorized.
    func requestAccess(forApp app: String) -> Bool {
        locked {
            if statuses[app] == nil || statuses[app] == .notDetermined {
                statuses[app] = grants ? .authorized : .denied
            }
            return statuses[app] == .authorized
        }
    }

    /// Every contact, every key fetched, in the order they were added.
    public var contacts: [CNContact] {
        locked { records.map { CNContact(record: $0, fetchedKeys: nil) } }
    }

    /// Back to `SampleContacts.all` and no app asked, the user granting.
    public func reset() {
        locked {
            records = SampleContacts.all.map(\.record)
            statuses = [:]
            grants = true
        }
    }

    /// The records the predicate matches, in store order.
    func records(matching predicate: CNContactPredicate) -> [ContactRecord] {
        locked { records.filter(predicate.kind.matches) }
    }

    /// Applies a save request's changes all together, or none when one fails.
    func apply(_ changes: [CNSaveRequest.Change]) throws(CNError) {
        lock.lock()
        defer { lock.unlock() }
        do {
            var copy = records
            for change in changes {
                switch change {
                case .add(let record):
                    guard !copy.contains(where: { $0.identifier == record.identifier }) else {
                        throw CNError(
                            .insertedRecordAlreadyExists,
                            detail: "CNSaveRequest.add(_:toContainerWithIdentifier:): the contact "
                                + "\(record.identifier) is already in the store; use update(_:) to change it")
                    }
                    copy.append(record)
                case .update(let record, let keys):
                    guard let index = copy.firstIndex(where: { $0.identifier == record.identifier }) else {
                        throw CNError(
                            .recordDoesNotExist,
                            detail: "CNSaveRequest.update(_:): no contact \(record.identifier) in the store; "
                                + "use add(_:toContainerWithIdentifier:) for a new one")
                    }
                    copy[index] = copy[index].merging(record, keys: keys)
                case .delete(let identifier):
                    guard let index = copy.firstIndex(where: { $0.identifier == identifier }) else {
                        throw CNError(
                            .recordDoesNotExist,
                            detail: "CNSaveRequest.delete(_:): no contact \(identifier) in the store")
                    }
                    copy.remove(at: index)
                }
            }
            records = copy
        }
    }
}

extension ContactRecord {
    /// This record with `other`'s values for `keys` (every key when nil): an update changes only
    /// what the mutable contact had fetched or set, as iOS's does.
    func merging(_ other: ContactRecord, keys: Set<String>?) -> ContactRecord {
        guard let keys else { return other }
        var merged = self
        func take<T>(_ key: String, _ path: WritableKeyPath<ContactRecord, T>) {
            if keys.contains(key) { merged[keyPath: path] = other[keyPath: path] }
        }
        take(CNContactTypeKey, \.contactType)
        take(CNContactNamePrefixKey, \.namePrefix)
        take(CNContactGivenNameKey, \.givenName)
        take(CNContactMiddleNameKey, \.middleName)
        take(CNContactFamilyNameKey, \.familyName)
        take(CNContactPreviousFamilyNameKey, \.previousFamilyName)
        take(CNContactNameSuffixKey, \.nameSuffix)
        take(CNContactNicknameKey, \.nickname)
        take(CNContactOrganizationNameKey, \.organizationName)
        take(CNContactDepartmentNameKey, \.departmentName)
        take(CNContactJobTitleKey, \.jobTitle)
        take(CNContactNoteKey, \.note)
        take(CNContactBirthdayKey, \.birthday)
        take(CNContactPhoneNumbersKey, \.phoneNumbers)
        take(CNContactEmailAddressesKey, \.emailAddresses)
        take(CNContactPostalAddressesKey, \.postalAddresses)
        take(CNContactUrlAddressesKey, \.urlAddresses)
        take(CNContactImageDataKey, \.imageData)
        return merged
    }
}
