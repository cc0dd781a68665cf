import QuickNotesApp
import Simulator
import UIKit

/// `swift run`: the simulator (http://127.0.0.1:8080, same options as `forcetouch simulator`) with
/// QuickNotes installed beside the seed apps.
@main struct Sim {
    static func main() async throws {
        let app = try AppBundle(
            infoPlist: QuickNotesBundle.infoPlist, delegate: SceneAppDelegate.self, sceneDelegate: SceneDelegate.self)
        await SimulatorMain.run(installing: [app])
    }
}
