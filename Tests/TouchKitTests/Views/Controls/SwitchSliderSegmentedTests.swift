import Foundation
import Testing

@testable import TouchKit

/// A settings screen's controls as the table tutorials build them: a switch for notifications, a
/// slider for volume, a segmented control for sorting; each answers touches as UIKit's does and
/// sends `valueChanged` only for the user's changes.
@MainActor
@Suite("Switch, Slider and SegmentedControl: values by code and by touch, valueChanged only for touches")
struct SwitchSliderSegmentedTests {
    func place(_ control: Control, at frame: CGRect) -> (Window, CallLog) {
        let window = makeWindow()
        if frame.size != .zero { control.frame = frame } else { control.frame.origin = frame.origin }
        window.rootViewController!.view.addSubview(control)
        window.layoutIfNeeded()
        let log = CallLog()
        control.addAction(
            Action(title: "changed") { action in log.lines.append(action.title) }, for: .valueChanged)
        return (window, log)
    }

    @Test(
        "A switch is 51 × 31 whatever its frame; a tap toggles it and sends valueChanged; setOn sends nothing"
    )
    func switchToggles() {
        let toggle = Switch(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(toggle.frame.size == Switch.size)
        let (window, log) = place(toggle, at: CGRect(x: 100, y: 200, width: 0, height: 0))
        defer { withExtendedLifetime(window) {} }
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn && log.take().isEmpty)
        var finger = Finger(window)
        finger.tap(125, 215)
        #expect(!toggle.isOn)
        #expect(log.take() == ["changed"])
        toggle.isEnabled = false
        finger.time += 1
        finger.tap(125, 215)
        #expect(!toggle.isOn && log.take().isEmpty)
    }

    @Test("A slider clamps its value to its range; dragging the thumb moves it by the track's length")
    func sliderDrags() {
        let slider = Slider()
        let (window, log) = place(slider, at: CGRect(x: 20, y: 300, width: 228, height: 31))
        defer { withExtendedLifetime(window) {} }
        slider.minimumValue = 0
        slider.maximumValue = 10
        slider.value = 42
        #expect(slider.value == 10)
        slider.value = 0
        window.layoutIfNeeded()
        // The thumb's centre travels 228 − 28 = 200 points: 20 points a unit.
        var finger = Finger(window)
        finger.down(34, 315)
        finger.move(74, 315)
        finger.move(134, 315)
        finger.up()
        #expect(abs(slider.value - 5) < 0.001)
        #expect(log.take() == ["changed", "changed"], "continuous: one event a move")
        slider.isContinuous = false
        window.layoutIfNeeded()
        finger.time += 1
        finger.down(134, 315)
        finger.move(154, 315)
        finger.move(174, 315)
        finger.up()
        #expect(abs(slider.value - 7) < 0.001)
        #expect(log.take() == ["changed"], "not continuous: once, when it lifts")
        finger.time += 1
        finger.tap(230, 315)
        #expect(abs(slider.value - 7) < 0.001, "a tap on the track away from the thumb moves nothing")
    }

    @Test(
        "A segmented control selects the tapped segment; momentary ones do not stay selected; edits keep the selection"
    )
    func segments() {
        let control = SegmentedControl(items: ["Name", "Date", "Size"])
        #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == SegmentedControl.noSegment)
        let (window, log) = place(control, at: CGRect(x: 0, y: 100, width: 300, height: 28))
        defer { withExtendedLifetime(window) {} }
        var finger = Finger(window)
        finger.tap(150, 114)
        #expect(control.selectedSegmentIndex == 1)
        #expect(log.take() == ["changed"])
        finger.time += 1
        finger.tap(150, 114)
        #expect(log.take().isEmpty, "tapping the selected segment again changes nothing")
        control.insertSegment(withTitle: "Kind", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 2) == "Date")
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        control.isMomentary = true
        finger.time += 1
        finger.tap(10, 114)
        #expect(log.take() == ["changed"])
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    }
}
