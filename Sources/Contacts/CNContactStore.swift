// Contacts' `CNContactStore`, `CNContactFetchRequest` and `CNSaveRequest` over the device's address book.

public import Foundation
import TouchKit

/// Contacts' `CNContactStore`: reads and saves the device's contacts (`ContactDatabase.shared`).
///
/// Matches iOS: every read and save needs the app to be authorized (`requestAccess(for:completionHandler:)`
/// asks the user once); otherwise it throws `CNError.authorizationDenied`. Fetches give contacts with only
/// the keys asked for (see `CNContact`). Differs: the simulated user answers at once, so the completion
/// handler runs before `requestAccess` returns (iOS calls it later, on a background queue, after its
/// alert); an app whose Info.plist has no `NSContactsUsageDescription` gets a diagnostic saying so and is
/// refused (iOS ends the app); saves stay in memory (see `ContactDatabase`).
open class CNContactStore: NSObject, @unchecked Sendable {
    /// The address book this store reads (ForceTouchKit's; `ContactDatabase.shared` for `init()`).
    public let database: ContactDatabase

    /// A store over the device's address book (`CNContactStore()`).
    public override convenience init() {
        self.init(database: .shared)
    }

    /// A store over `database` (ours: tests give each their own address book).
    public init(database: ContactDatabase) {
        self.database = database
    }

    /// The running app's answer in the device's address book (`authorizationStatus(for:)`).
    open class func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus {
        ContactDatabase.shared.authorizationStatus(forApp: ContactsDiagnostics.currentApp)
    }

    /// The running app's answer in this store's address book.
    public func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus {
        database.authorizationStatus(forApp: ContactsDiagnostics.currentApp)
    }

    /// Asks the simulated user for access once, then calls `completionHandler` with the answer
    /// (`requestAccess(for:completionHandler:)`): `(true, nil)` when authorized, else `(false, error)` with
    /// `CNError.authorizationDenied`. Called before this returns (iOS calls it later).
    open func requestAccess(
        for entityType: CNEntityType, completionHandler: @escaping (Bool, (any Error)?) -> Void
    ) {
        if ContactsDiagnostics.usageDescriptionMissing {
            ContactsDiagnostics.report(
                .usageDescriptionMissing(
                    api: "CNContactStore.requestAccess(for:completionHandler:)",
                    key: "NSContactsUsageDescription"))
            completionHandler(false, Self.denied("requestAccess(for:completionHandler:)"))
            return
        }
        let granted = database.requestAccess(forApp: ContactsDiagnostics.currentApp)
        completionHandler(granted, granted ? nil : Self.denied("requestAccess(for:completionHandler:)"))
    }

    /// The contacts `predicate` matches, with `keys` fetched (`unifiedContacts(matching:keysToFetch:)`).
    /// Throws `CNError.authorizationDenied` when the app is not authorized and `.predicateInvalid` for a
    /// predicate not made by `CNContact.predicateForContacts…`.
    open func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [any CNKeyDescriptor])
        throws -> [CNContact]
    {
        try checkAccess("unifiedContacts(matching:keysToFetch:)")
        guard let predicate = predicate as? CNContactPredicate else {
            throw CNError(
                .predicateInvalid,
                detail: "unifiedContacts(matching:keysToFetch:): the predicate \(predicate) "
                    + "was not made by CNContact.predicateForContacts…; the store evaluates only those")
        }
        let fetched = keys.contactKeys
        return database.records(matching: predicate).map { CNContact(record: $0, fetchedKeys: fetched) }
    }

    /// The contact with `identifier`, with `keys` fetched (`unifiedContact(withIdentifier:keysToFetch:)`).
    /// Throws `CNError.recordDoesNotExist` when there is none.
    open func unifiedContact(withIdentifier identifier: String, keysToFetch keys: [any CNKeyDescriptor])
        throws -> CNContact
    {
        let found = try unifiedContacts(
            matching: CNContact.predicateForContacts(withIdentifiers: [identifier]), keysToFetch: keys)
        guard let contact = found.first else {
            throw CNError(
                .recordDoesNotExist,
                detail: "unifiedContact(withIdentifier:keysToFetch:): no contact \(identifier) in the store")
        }
        return contact
    }

    /// Calls `block` with each contact the request matches, in store order (or sorted by the request's
    /// `sortOrder`), until it sets `stop` (`enumerateContacts(with:usingBlock:)`).
    open func enumerateContacts(
        with fetchRequest: CNContactFetchRequest,
        usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void
    ) throws {
        try checkAccess("enumerateContacts(with:usingBlock:)")
        var contacts: [CNContact]
        if let predicate = fetchRequest.predicate {
            contacts = try unifiedContacts(matching: predicate, keysToFetch: fetchRequest.keysToFetch)
        } else {
            let keys = fetchRequest.keysToFetch.contactKeys
            contacts = database.contacts.map { CNContact(record: $0.record, fetchedKeys: keys) }
        }
        if fetchRequest.sortOrder != .none {
            let familyFirst = fetchRequest.sortOrder == .familyName
            contacts.sort { left, right in
                let l =
                    familyFirst
                    ? [left.record.familyName, left.record.givenName]
                    : [left.record.givenName, left.record.familyName]
                let r =
                    familyFirst
                    ? [right.record.familyName, right.record.givenName]
                    : [right.record.givenName, right.record.familyName]
                return l.lexicographicallyPrecedes(r) { $0.localizedStandardCompare($1) == .orderedAscending }
            }
        }
        var stop: ObjCBool = false
        for contact in contacts {
            if fetchRequest.mutableObjects {
                block(CNMutableContact(record: contact.record, fetchedKeys: contact.fetchedKeys), &stop)
            } else {
                block(contact, &stop)
            }
            if stop.boolValue { break }
        }
    }

    /// Saves the request's changes all together (`execute(_:)`); nothing changes when one fails
    /// (`CNError.recordDoesNotExist`, `.insertedRecordAlreadyExists`).
    open func execute(_ saveRequest: CNSaveRequest) throws {
        try checkAccess("execute(_:)")
        try database.apply(saveRequest.changes)
    }

    /// The identifier of the device's one container (`defaultContainerIdentifier()`): `""`-free, fixed
    /// (ours; iOS's is a UUID per device).
    open func defaultContainerIdentifier() -> String {
        "ForceTouchKit.LocalContainer"
    }

    private func checkAccess(_ api: String) throws(CNError) {
        if ContactsDiagnostics.usageDescriptionMissing {
            ContactsDiagnostics.report(
                .usageDescriptionMissing(api: "CNContactStore." + api, key: "NSContactsUsageDescription"))
            throw Self.denied(api)
        }
        guard database.authorizationStatus(forApp: ContactsDiagnostics.currentApp) == .authorized else {
            throw Self.denied(api)
        }
    }

    private static func denied(_ api: String) -> CNError {
        CNError(
            .authorizationDenied,
            detail: "CNContactStore.\(api): this app is not authorized to use contacts; call "
                + "requestAccess(for: .contacts) first (the simulated user grants it unless a test "
                + "set ContactDatabase.userGrantsAccess to false or the app's status to denied)")
    }
}

/// Contacts' `CNContactFetchRequest`: what `enumerateContacts(with:usingBlock:)` fetches.
///
/// Matches iOS's `keysToFetch`, `predicate`, `mutableObjects`, `unifyResults` (always unified here: one
/// container) and `sortOrder`.
open class CNContactFetchRequest: NSObject, @unchecked Sendable {
    /// The keys each contact has.
    open var keysToFetch: [any CNKeyDescriptor]
    /// Which contacts; nil for all.
    open var predicate: NSPredicate?
    /// Whether the block gets `CNMutableContact`s.
    open var mutableObjects = false
    /// Whether linked contacts are unified (always, here: there is one container).
    open var unifyResults = true
    /// The order the contacts come in.
    open var sortOrder: CNContactSortOrder = .none

    /// A request for every contact with `keysToFetch` (`init(keysToFetch:)`).
    public init(keysToFetch: [any CNKeyDescriptor]) {
        self.keysToFetch = keysToFetch
    }
}

/// Contacts' `CNContactSortOrder`.
public enum CNContactSortOrder: Int, Sendable {
    /// The store's order.
    case none = 0
    /// The user's default (given name first here, as the simulator's English default).
    case userDefault = 1
    /// By given name, then family name.
    case givenName = 2
    /// By family name, then given name.
    case familyName = 3
}

/// Contacts' `CNSaveRequest`: contacts to add, update and delete, saved together by `execute(_:)`.
///
/// Matches iOS's contact calls; groups are not offered.
open class CNSaveRequest: NSObject, @unchecked Sendable {
    enum Change {
        case add(ContactRecord)
        case update(ContactRecord, keys: Set<String>?)
        case delete(String)
    }

    var changes: [Change] = []

    /// An empty request.
    public override init() {}

    /// Adds a new contact (`add(_:toContainerWithIdentifier:)`); the container is ignored (there is one).
    open func add(_ contact: CNMutableContact, toContainerWithIdentifier identifier: String?) {
        changes.append(.add(contact.record))
    }

    /// Changes a stored contact's fetched or set values (`update(_:)`).
    open func update(_ contact: CNMutableContact) {
        changes.append(.update(contact.record, keys: contact.fetchedKeys))
    }

    /// Deletes a stored contact (`delete(_:)`).
    open func delete(_ contact: CNMutableContact) {
        changes.append(.delete(contact.identifier))
    }
}
