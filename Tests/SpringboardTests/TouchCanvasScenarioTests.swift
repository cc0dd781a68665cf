import Foundation
import Ink
import SeedApps
import Springboard
import Testing
import TouchKit

/// Seed 003's drawing app on the device: drawing with force, its modes and switches, its quick actions.
@MainActor
@Suite("TouchCanvas on the device: force → width or opacity, debug, precise, quick actions")
struct TouchCanvasScenarioTests {
    static let app = TouchCanvasShortcut.bundleIdentifier

    func controller(_ phone: TestDevice) throws -> TouchCanvasViewController {
        try #require(
            phone.device.host(of: Self.app)?.application?.keyWindow?.rootViewController
                as? TouchCanvasViewController)
    }

    /// Draws a left-to-right line across the canvas with force rising from `from` to `to`.
    func draw(_ phone: inout TestDevice, y: CGFloat, from: CGFloat, to: CGFloat, steps: Int = 30) {
        phone.finger.down(at: CGPoint(x: 40, y: y), force: from)
        for step in 1...steps {
            let progress = CGFloat(step) / CGFloat(steps)
            phone.finger.move(to: CGPoint(x: 40 + 280 * progress, y: y), force: from + (to - from) * progress)
        }
        phone.finger.lift()
    }

    @Test("A harder press draws a wider line; the Width/Opacity switch moves the force to opacity")
    func forceToWidthAndOpacity() throws {
        var phone = try TestDevice(apps: SeedApps.all)
        phone.finger.tap(at: phone.finger.icon(Self.app))
        let screen = try controller(phone)
        draw(&phone, y: 300, from: 0.3, to: 6)
        let stroke = try #require(screen.canvas.drawing.strokes.first)
        let widths = stroke.points.map(\.width)
        #expect(widths.count > 20)
        #expect(widths[widths.count * 3 / 4] > widths[widths.count / 4] + 2)
        #expect(stroke.points.allSatisfy { $0.opacity == 1 })

        screen.modeButton.sendActions(for: .touchUpInside)
        #expect(screen.canvas.brush.mode == .opacity)
        draw(&phone, y: 450, from: 0.3, to: 6)
        let translucent = try #require(screen.canvas.drawing.strokes.last)
        let opacities = translucent.points.map(\.opacity)
        #expect(opacities[opacities.count * 3 / 4] > opacities[opacities.count / 4] + 0.2)
        let sameWidth = translucent.points.dropFirst(2).dropLast(2).map(\.width)
        #expect(sameWidth.max()! - sameWidth.min()! < 0.01)
    }

    @Test("Clear empties the canvas; debug and precise switches reach the canvas; the screen shows ink")
    func switches() throws {
        var phone = try TestDevice(apps: SeedApps.all)
        phone.finger.tap(at: phone.finger.icon(Self.app))
        let screen = try controller(phone)
        #expect(screen.canvas.usesPreciseLocation && !screen.canvas.drawsDebugMarkers)
        screen.debugButton.sendActions(for: .touchUpInside)
        screen.preciseButton.sendActions(for: .touchUpInside)
        #expect(!screen.canvas.usesPreciseLocation && screen.canvas.drawsDebugMarkers)
        draw(&phone, y: 300, from: 1, to: 2)
        let tree = phone.device.render()
        let text = RenderTextRenderer.render(tree)
        #expect(text.contains("ink#"))
        #expect(phone.device.inkCanvasOnScreen === screen.canvas)
        screen.clearButton.sendActions(for: .touchUpInside)
        #expect(screen.canvas.drawing.strokes.isEmpty)
        phone.device.pressHome()
        #expect(phone.device.inkCanvasOnScreen == nil)
    }

    @Test("'New Drawing' is static; 'Continue Last Drawing' appears once a drawing exists; both work warm")
    func quickActions() throws {
        var phone = try TestDevice(apps: SeedApps.all)
        phone.finger.forcePress(at: phone.finger.icon(Self.app))
        #expect(phone.menuTitles == ["New Drawing"])
        phone.finger.tap(at: phone.finger.row(TouchCanvasShortcut.newDrawing))
        phone.finger.wait(0.5)
        let screen = try controller(phone)
        #expect(phone.device.composeMenu(for: Self.app).rows.map(\.item.localizedTitle) == ["New Drawing"])
        draw(&phone, y: 300, from: 1, to: 3)
        #expect(screen.canvas.drawing.strokes.count == 1)
        #expect(
            phone.device.composeMenu(for: Self.app).rows.map(\.item.localizedTitle)
                == ["New Drawing", "Continue Last Drawing"])

        // Continue: the drawing is still there.
        phone.device.pressHome()
        phone.finger.wait(0.5)
        phone.finger.forcePress(at: phone.finger.icon(Self.app))
        phone.finger.tap(at: phone.finger.row(TouchCanvasShortcut.continueDrawing))
        phone.finger.wait(0.5)
        #expect(try controller(phone).canvas.drawing.strokes.count == 1)
        #expect(
            phone.log(Self.app).contains(
                "completionHandler shortcut=\(TouchCanvasShortcut.continueDrawing) succeeded=true"))

        // New Drawing: cleared, and the dynamic item goes away.
        phone.device.pressHome()
        phone.finger.wait(0.5)
        phone.finger.forcePress(at: phone.finger.icon(Self.app))
        phone.finger.tap(at: phone.finger.row(TouchCanvasShortcut.newDrawing))
        phone.finger.wait(0.5)
        #expect(try controller(phone).canvas.drawing.strokes.isEmpty)
        #expect(phone.device.composeMenu(for: Self.app).rows.map(\.item.localizedTitle) == ["New Drawing"])
    }

    @Test("A cold launch from 'New Drawing' opens an empty canvas and handles the item once")
    func coldLaunch() throws {
        var phone = try TestDevice(apps: SeedApps.all)
        phone.finger.forcePress(at: phone.finger.icon(Self.app))
        phone.finger.tap(at: phone.finger.row(TouchCanvasShortcut.newDrawing))
        phone.finger.wait(0.5)
        #expect(
            phone.log(Self.app).contains {
                $0.hasPrefix("didFinishLaunching") && $0.hasSuffix("returned=false")
            })
        #expect(!phone.log(Self.app).contains { $0.hasPrefix("performActionForShortcutItem") })
        #expect(try controller(phone).canvas.drawing.strokes.isEmpty)
    }
}
