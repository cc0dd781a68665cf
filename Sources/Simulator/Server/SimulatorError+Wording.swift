// The messages of the simulator's server and of the control-port client; the wire protocol's own
// (what a page, a REST client or a control-port client is told about its input) are in
// SimulatorProtocol's `Wording`.

import SimulatorProtocol
extension ControlPortClient.Failure: CustomStringConvertible {
    /// The message: what failed, where, and what to do.
    public var message: String {
        switch self {
        case .cannotConnect(let host, let port, let reason):
            "cannot connect to the simulator's control port at \(host):\(port) (\(reason)); "
                + "start the simulator with 'forcetouch simulator' (or pass --control-port)"
        case .noReply(let host, let port, let reason):
            "no reply from the control port at \(host):\(port): \(reason)"
        }
    }

    /// The same as ``message``.
    public var description: String { message }
}

extension SimulatorError: CustomStringConvertible {
    /// The message: what failed and what to do.
    public var message: String {
        switch self {
        case .cannotListen(_, _, let reason):
            "cannot start the simulator: \(reason)"
        case .stateDirectory(let detail), .installFailed(let detail), .unknownProfile(let detail):
            detail
        case .webClientMissing(let path):
            "the web client's files are missing at \(path); rebuild the package (the Simulator target's "
                + "resources hold them)"
        }
    }

    /// The same as ``message``.
    public var description: String { message }
}
