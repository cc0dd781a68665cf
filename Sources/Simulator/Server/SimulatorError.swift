import SimulatorProtocol

/// Why the simulator could not start, or could not create a device. Worded in `Wording.swift`.
public enum SimulatorError: Error, Sendable, Hashable {
    /// The HTTP port could not be bound (the server's message).
    case cannotListen(host: String, port: Int, reason: String)
    /// The state directory cannot be used (Springboard's message).
    case stateDirectory(String)
    /// An app could not be installed (Springboard's message).
    case installFailed(String)
    /// No profile has this name (Springboard's message).
    case unknownProfile(String)
    /// The web client's files are not where the module's resources should be.
    case webClientMissing(String)
}
