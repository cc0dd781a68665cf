import Foundation
import Testing

@testable import ForceTouch

@Suite("Input mapping: Pointer Events pressure, Safari webkitForce, the mouse")
struct ForceInputMappingTests {
    let mapping = ForceInputMapping()
    let exact = ForceInputMapping(quantum: nil)

    @Test(
        "pen and touch pressure maps linearly onto maximumPossibleForce",
        arguments: [(0.0, CGFloat(0)), (0.15, 1), (0.6, 4), (0.8, 5.333333333333333), (1.0, 20.0 / 3.0)])
    func pressure(pressure: Double, force: CGFloat) {
        for type in [PointerType.pen, .touch] {
            #expect(abs(exact.force(pointerPressure: pressure, pointerType: type)! - force) < 1e-9)
        }
    }

    @Test("a mouse's pressure (0.5 while pressed) is not pressure")
    func mouseIsNotPressure() {
        #expect(mapping.force(pointerPressure: 0.5, pointerType: .mouse) == nil)
        #expect(mapping.force(pointerPressure: 0, pointerType: .mouse) == nil)
    }

    @Test("pressure outside 0…1 is clamped; NaN is 0")
    func pressureClamped() {
        #expect(abs(mapping.force(pointerPressure: 1.7, pointerType: .pen)! - 20.0 / 3.0) < 1e-12)
        #expect(mapping.force(pointerPressure: -1, pointerType: .pen) == 0)
        #expect(mapping.force(pointerPressure: .nan, pointerType: .touch) == 0)
    }

    @Test(
        "webkitForce: a click stays below every hint level, a force click passes the medium peek level",
        arguments: [
            (0.0, CGFloat(0)), (1.0, 0.5), (1.5, 2.5), (2.0, 4.5), (2.5, 5.583333333333333),
            (3.0, 20.0 / 3.0),
            (4.0, 20.0 / 3.0),
        ])
    func webkitForce(value: Double, force: CGFloat) {
        #expect(abs(exact.force(webkitForce: value) - force) < 1e-9)
    }

    @Test("a click's webkitForce is below the light hint level; a force click peeks at medium, not at firm")
    func webkitLevels() {
        let configuration = ForcePressConfiguration.standard
        let click = mapping.force(webkitForce: ForceInputMapping.webkitForceAtMouseDown)
        let forceClick = mapping.force(webkitForce: ForceInputMapping.webkitForceAtForceMouseDown)
        #expect(click < configuration.levels(for: .light).hint)
        #expect(forceClick >= configuration.levels(for: .medium).peek)
        #expect(forceClick < configuration.levels(for: .medium).pop)
        #expect(forceClick < configuration.levels(for: .firm).peek)
    }

    @Test("readings are quantised to 1/60 like a 3D Touch iPhone's, and never exceed the maximum")
    func quantised() {
        let force = mapping.force(pointerPressure: 0.123, pointerType: .pen)!
        #expect(abs(force * 60 - (force * 60).rounded()) < 1e-9)
        #expect(abs(force - 49.0 / 60.0) < 1e-9)  // 0.123 × 6.667 = 0.82 → 49/60
        #expect(mapping.force(fraction: 1) <= mapping.maximumPossibleForce)
    }

    @Test("a curve is flat outside its points and linear between them; an empty curve is 0")
    func curves() {
        let curve = ForceCurve([.init(input: 2, fraction: 1), .init(input: 1, fraction: 0)])
        #expect(curve.points.map(\.input) == [1, 2])
        #expect(curve.fraction(at: 0) == 0)
        #expect(curve.fraction(at: 1.25) == 0.25)
        #expect(curve.fraction(at: 9) == 1)
        #expect(ForceCurve([]).fraction(at: 1) == 0)
    }

    @Test("pointer types map to UIKit touch types")
    func touchTypes() {
        #expect(PointerType.mouse.touchType == .indirectPointer)
        #expect(PointerType.pen.touchType == .stylus)
        #expect(PointerType.touch.touchType == .direct)
    }
}

@Suite("PointerPressureDetector: a touch screen without pressure is not a half-strength press")
struct PointerPressureDetectorTests {
    @Test("0.5 and 0 are not pressure until the contact shows a real reading")
    func detects() {
        var detector = PointerPressureDetector(mapping: ForceInputMapping(quantum: nil))
        detector.begin()
        #expect(detector.force(pressure: 0.5, pointerType: .touch) == nil)
        #expect(detector.force(pressure: 0, pointerType: .touch) == nil)
        #expect(detector.force(pressure: 0.5, pointerType: .touch) == nil)
        #expect(detector.force(pressure: 0.31, pointerType: .touch) != nil)
        #expect(detector.hasPressure)
        #expect(abs(detector.force(pressure: 0.5, pointerType: .touch)! - 10.0 / 3.0) < 1e-9)
        detector.begin()
        #expect(!detector.hasPressure)
        #expect(detector.force(pressure: 0.5, pointerType: .pen) == nil)
    }

    @Test("a mouse never has pressure")
    func mouse() {
        var detector = PointerPressureDetector()
        #expect(detector.force(pressure: 0.7, pointerType: .mouse) == nil)
        #expect(!detector.hasPressure)
    }
}
