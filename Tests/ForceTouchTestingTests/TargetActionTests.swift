import ForceTouchTesting
import Foundation
import Springboard
import Testing
import UIKit

/// Selector-based target–action as iOS source written with `#selector` runs after the port pass:
/// the Counter corpus app's buttons, bar button item and tap recognizer reach their methods through
/// the app's registry; a misspelt selector is iOS's "unrecognized selector", reported, not a crash.
@MainActor
@Suite("Target–action by selector: the port pass's registry dispatches what #selector named")
struct TargetActionTests {
    func launchedCounter() throws -> (TestDevice, CounterViewController) {
        let app = try AppBundle(infoPlist: Fixture.plist("Counter"), delegate: CounterAppDelegate.self)
        let device = try TestDevice()
        try device.install(app)
        try device.launch(app.bundleIdentifier)
        let delegate = try #require(device.appDelegate(of: app.bundleIdentifier) as? CounterAppDelegate)
        let counter = try #require(delegate.counter)
        counter.view.window?.layoutIfNeeded()
        return (device, counter)
    }

    func centre(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test("a button's addTarget(_:action:for:) with a selector runs the method on each tap")
    func buttonTarget() throws {
        let (device, counter) = try launchedCounter()
        try device.tap(at: centre(of: counter.plusButton))
        try device.tap(at: centre(of: counter.plusButton))
        #expect(counter.count == 2)
        #expect(counter.label.text == "Count: 2")
    }

    @Test("a selector no method has is an unrecognized selector, recorded with iOS's wording")
    func unrecognizedSelector() throws {
        let (device, counter) = try launchedCounter()
        try device.tap(at: centre(of: counter.misspelledButton))
        #expect(counter.count == 0)
        #expect(
            ForceTouchRegistry.current.unrecognizedSelectors.last?.description
                == "-[CounterViewController incremnt:]: unrecognized selector sent to instance")
        // The device logs it as the app's diagnostic, as the simulator shows misuse.
        #expect(
            device.diagnostics.contains {
                $0.message.contains(
                    "-[CounterViewController incremnt:]: unrecognized selector sent to instance")
            })
    }

    @Test("UIBarButtonItem(title:style:target:action:) and UITapGestureRecognizer(target:action:)")
    func barItemAndRecognizer() throws {
        let (device, counter) = try launchedCounter()
        try device.tap(at: centre(of: counter.plusButton))
        try device.tap(at: try device.point(ofText: "Reset"))
        #expect(counter.count == 0)
        #expect(counter.resets == 1)
        try device.tap(at: centre(of: counter.label))
        #expect(counter.taps == 1)
    }

    @Test(
        "UIBarButtonItem(barButtonSystemItem:target:action:): the system's symbol, its tap sent by selector")
    func systemBarItem() throws {
        let (_, counter) = try launchedCounter()
        let refresh = UIBarButtonItem(
            barButtonSystemItem: .refresh, target: counter, action: Selector("reset"))
        counter.navigationItem.rightBarButtonItem = refresh
        #expect(refresh.image == UIImage(systemName: "arrow.clockwise"))
        #expect(refresh.title == nil)
        let bar = try #require(counter.navigationController?.navigationBar)
        bar.rightButton.sendActions(for: .touchUpInside)
        #expect(counter.resets == 1)
    }

    @Test("removeTarget(_:action:for:) takes the pair off; a nil action takes every one of the target")
    func removeTarget() throws {
        let (_, counter) = try launchedCounter()
        counter.plusButton.removeTarget(counter, action: Selector("increment:"), for: .touchUpInside)
        counter.plusButton.sendActions(for: .touchUpInside)
        #expect(counter.count == 0)
        counter.plusButton.addTarget(
            counter, action: Selector("increment:"), for: [.touchUpInside, .touchDown])
        counter.plusButton.removeTarget(counter, action: nil, for: .touchDown)
        counter.plusButton.sendActions(for: .touchDown)
        #expect(counter.count == 0)
        counter.plusButton.sendActions(for: .touchUpInside)
        #expect(counter.count == 1)
    }

    @Test("a nil target goes up the responder chain to the first responder with the method")
    func responderChain() throws {
        let (_, counter) = try launchedCounter()
        let nested = UIButton(type: .system)
        counter.view.addSubview(nested)
        nested.addTarget(nil, action: Selector("increment:"), for: .touchUpInside)
        nested.sendActions(for: .touchUpInside)
        #expect(counter.count == 1)
        nested.addTarget(nil, action: Selector("nobodyHasThis"), for: .valueChanged)
        nested.sendActions(for: .valueChanged)
        #expect(
            ForceTouchRegistry.current.unrecognizedSelectors.last?.selector == Selector("nobodyHasThis"))
    }

    @Test("NSClassFromString and NSStringFromClass through the registry; selectors by name")
    func classesAndSelectors() throws {
        _ = try launchedCounter()
        #expect(ForceTouchRegistry.classFromString("CounterViewController") == CounterViewController.self)
        #expect(
            ForceTouchRegistry.classFromString("ForceTouchTestingTests.CounterViewController")
                == CounterViewController.self)
        #expect(ForceTouchRegistry.classFromString("Missing") == nil)
        #expect(
            ForceTouchRegistry.stringFromClass(CounterViewController.self)
                == "ForceTouchTestingTests.CounterViewController")
        let made = ForceTouchRegistry.current.entry(named: "CounterViewController")?.make(NSCoder())
        #expect(made is CounterViewController)
        #expect(
            NSStringFromSelector(Selector("tableView:didSelectRowAtIndexPath:"))
                == "tableView:didSelectRowAtIndexPath:")
        #expect(Selector("tableView:didSelectRowAtIndexPath:").argumentCount == 2)
        let literal: Selector = "save"
        #expect(literal == NSSelectorFromString("save"))
    }

    @Test(
        "#available(iOS …) answered by the device's version: an iOS 12 phone takes the iOS 12 path",
        arguments: [
            ((12, 4, 1), (13, 0, 0), false), ((13, 0, 0), (13, 0, 0), true), ((13, 1, 0), (13, 0, 0), true),
            ((13, 3, 0), (13, 4, 0), false), ((14, 0, 0), (13, 4, 0), true), ((12, 4, 1), (12, 4, 1), true),
        ])
    func availability(device: (Int, Int, Int), asked: (Int, Int, Int), expected: Bool) {
        let version = OperatingSystemVersion(
            majorVersion: device.0, minorVersion: device.1, patchVersion: device.2)
        #expect(ForceTouchAvailability.isAvailable(iOS: asked.0, asked.1, asked.2, on: version) == expected)
    }
}
