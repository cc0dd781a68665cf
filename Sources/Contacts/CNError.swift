// Contacts' errors: `CNErrorDomain` and `CNError` with iOS's codes.

public import Foundation

/// The domain of Contacts' errors (`CNErrorDomain`).
public let CNErrorDomain = "CNErrorDomain"

/// Contacts' `CNError`: what a store call throws, with iOS's codes in `CNErrorDomain`.
///
/// Matches iOS's Swift shape (`CNError.Code`, `error.code`, `CNError(.recordDoesNotExist)`, bridging to
/// `NSError` in `CNErrorDomain`). Differs: `localizedDescription` is ours, in English, and says what to do.
public struct CNError: Error, CustomNSError, Hashable, Sendable {
    /// iOS's error codes (`CNError.Code`), with its raw values.
    public enum Code: Int, Sendable, Hashable {
        /// The store could not be reached.
        case communicationError = 1
        /// The store's data could not be read or written.
        case dataAccessError = 2
        /// The app is not authorized to read or change contacts.
        case authorizationDenied = 100
        /// No container the app may write to.
        case noAccessableWritableContainers = 101
        /// The app asked for keys it may not fetch.
        case unauthorizedKeys = 102
        /// No record with that identifier.
        case recordDoesNotExist = 200
        /// A contact added that is already in the store.
        case insertedRecordAlreadyExists = 201
        /// A group contains itself.
        case containmentCycle = 202
        /// A contact or group in another container's scope.
        case containmentScope = 203
        /// A parent record that does not exist.
        case parentRecordDoesNotExist = 204
        /// An identifier that is not one of the store's.
        case recordIdentifierInvalid = 205
        /// Several validation errors.
        case validationMultipleErrors = 300
        /// A value of the wrong type.
        case validationTypeMismatch = 301
        /// A configuration that cannot be saved.
        case validationConfigurationError = 302
        /// A predicate the store cannot evaluate (one not made by `CNContact.predicateForContacts…`).
        case predicateInvalid = 400
        /// A change the store's policy forbids.
        case policyViolation = 500
    }

    /// The code.
    public let code: Code
    /// What went wrong and what to do, in English (ours).
    public let detail: String

    /// An error with `code` and our default wording for it.
    public init(_ code: Code) {
        self.init(code, detail: "")
    }

    /// An error with `code` and `detail`.
    public init(_ code: Code, detail: String) {
        self.code = code
        self.detail = detail
    }

    /// `CNErrorDomain`.
    public static var errorDomain: String { CNErrorDomain }
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }
    /// `NSLocalizedDescriptionKey`: the detail.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: localizedDescription] }

    /// The detail, or the code's name when there is none.
    public var localizedDescription: String {
        detail.isEmpty ? "Contacts error \(code.rawValue) (\(code))" : detail
    }

    /// `CNError.authorizationDenied` and the other codes as static members (`error.code == .recordDoesNotExist`
    /// reads as on iOS; these match `catch CNError.authorizationDenied`).
    public static var authorizationDenied: Code { .authorizationDenied }
    /// See `Code.recordDoesNotExist`.
    public static var recordDoesNotExist: Code { .recordDoesNotExist }
    /// See `Code.insertedRecordAlreadyExists`.
    public static var insertedRecordAlreadyExists: Code { .insertedRecordAlreadyExists }
    /// See `Code.predicateInvalid`.
    public static var predicateInvalid: Code { .predicateInvalid }
}

/// Matches an error of this code (`catch CNError.authorizationDenied`).
public func ~= (code: CNError.Code, error: any Error) -> Bool {
    (error as? CNError)?.code == code
}
