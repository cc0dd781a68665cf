import Testing

@testable import Simulator

@Suite("Simulator server configuration")
struct SimulatorServerConfigurationTests {
    @Test("The default state directory is per user: XDG_STATE_HOME, else ~/.local/state")
    func stateDirectory() {
        #expect(
            SimulatorServer.Configuration.defaultStateDirectory(environment: [
                "XDG_STATE_HOME": "/x/state", "HOME": "/h",
            ])
            .path == "/x/state/forcetouch")
        #expect(
            SimulatorServer.Configuration.defaultStateDirectory(environment: ["HOME": "/home/ana"]).path
                == "/home/ana/.local/state/forcetouch")
        #expect(
            SimulatorServer.Configuration.defaultStateDirectory(environment: [
                "XDG_STATE_HOME": "relative", "HOME": "/h",
            ])
            .path == "/h/.local/state/forcetouch")
    }
}
