import Foundation
import SeedApps
import Springboard
import Testing
import TouchKit

@MainActor
@Suite("Render-tree snapshots: the home screen, the hint, the menu opening down and up")
struct RenderSnapshotTests {
    @Test("print")
    func printIt() throws {
        var phone = try TestDevice(apps: SeedApps.all + AppRegistration.fillers(2))
        print(RenderTextRenderer.render(phone.device.render()))
        phone.finger.down(at: phone.finger.icon("com.company.appname"))
        phone.finger.ramp(to: 2.5, over: 0.3)
        print(RenderTextRenderer.render(phone.device.render()))
        phone.finger.ramp(to: 5)
        phone.finger.lift()
        let update = phone.device.renderUpdate()
        print(RenderTextRenderer.render(update.tree))
    }
}
