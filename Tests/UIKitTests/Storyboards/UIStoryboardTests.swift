import ForceTouchTesting
import Foundation
import Storyboards
import Testing
import UIKit

/// `UIStoryboard`: a storyboard's scenes made into live controllers and views, as iOS makes them —
/// the Single View App launched from `UIMainStoryboardFile`, its outlets, actions, a modal segue and
/// its unwind; a missing storyboard or identifier reported, not a crash.
@MainActor
@Suite("UIStoryboard: a Single View App's storyboard instantiated and run")
struct UIStoryboardTests {
    func launched() throws -> (TestDevice, GreetingViewController) {
        ForceTouchRegistry.install(singleViewRegistry)
        let app = try AppBundle(infoPlist: Fixture.plist("SingleView"), delegate: SingleViewAppDelegate.self)
        let device = try TestDevice()
        try device.install(app)
        try device.launch(app.bundleIdentifier)
        let window = try #require(device.keyWindow)
        window.layoutIfNeeded()
        let greeting = try #require(window.rootViewController as? GreetingViewController)
        return (device, greeting)
    }

    func centre(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test("the initial controller of a Single View App storyboard shows its label")
    func initialControllerShowsLabel() throws {
        let (device, greeting) = try launched()
        #expect(device.screenText.contains("Hello, storyboard"))
        let label = try #require(greeting.greetingLabel)
        #expect(label.text == "Hello, storyboard")
        #expect(label.font == UIFont.systemFont(ofSize: 24, weight: .semibold))
        #expect(label.textColor == UIColor.systemRed)
        #expect(label.textAlignment == .center)
        #expect(label.numberOfLines == 0)
        #expect(label.tag == 7)
        #expect(greeting.view.backgroundColor == UIColor.systemBackground)
        #expect(greeting.navigationItem.title == "Greeting")
        #expect(greeting.storyboard?.name == "Main")
    }

    @Test(
        "the storyboard's window is the app delegate's `window` before willFinishLaunching, as UIApplicationMain sets it"
    )
    func delegateWindow() throws {
        SingleViewAppDelegate.windowsSeen = []
        let (device, _) = try launched()
        #expect(
            SingleViewAppDelegate.windowsSeen == ["will: GreetingViewController", "did: the app's window"])
        #expect(device.keyWindow != nil)
    }

    @Test("awakeFromNib comes after the connections, and outlets are set before viewDidLoad")
    func awakeAndOutletOrder() throws {
        let (_, greeting) = try launched()
        #expect(greeting.events == ["awakeFromNib", "viewDidLoad label=Hello, storyboard"])
        #expect(greeting.saveButton?.title(for: .normal) == "Save")
        #expect(greeting.saveButton?.title(for: .highlighted) == "Saving")
        #expect(greeting.buttons.map { $0.title(for: .normal) } == ["Save", "About"])
    }

    @Test("images by name, alpha, hidden and user interaction as archived")
    func viewAttributes() throws {
        let (_, greeting) = try launched()
        let image = try #require(greeting.view.subviews.compactMap { $0 as? UIImageView }.first)
        #expect(image.image?.name == "star")
        #expect(image.alpha == 0.5)
        #expect(!image.isUserInteractionEnabled)
        #expect(image.clipsToBounds)
    }

    @Test("a button's action reaches the controller's @IBAction through the registry")
    func buttonAction() throws {
        let (device, greeting) = try launched()
        try device.tap(at: centre(of: greeting.saveButton))
        #expect(greeting.saves == 1)
        #expect(greeting.greetingLabel.text == "Saved 1")
    }

    @Test("a button's modal segue: shouldPerform, prepare(for:sender:), then presented full screen")
    func modalSegue() throws {
        let (device, greeting) = try launched()
        try device.tap(at: centre(of: greeting.buttons[1]))
        device.advance(by: 1)
        let about = try #require(greeting.presentedViewController as? AboutViewController)
        #expect(greeting.prepared == ["ShowAbout"])
        #expect(about.shownFrom == "greeting")
        #expect(about.modalPresentationStyle == .fullScreen)
        #expect(device.screenText.contains("About this app"))
    }

    @Test("shouldPerformSegue returning false stops a triggered segue")
    func refusedSegue() throws {
        let (device, greeting) = try launched()
        greeting.refuseAbout = true
        try device.tap(at: centre(of: greeting.buttons[1]))
        #expect(greeting.presentedViewController == nil)
        #expect(greeting.prepared.isEmpty)
    }

    @Test("an unwind segue calls the @IBAction taking a UIStoryboardSegue and dismisses back to it")
    func unwind() throws {
        let (device, greeting) = try launched()
        try device.tap(at: centre(of: greeting.buttons[1]))
        device.advance(by: 1)
        let about = try #require(greeting.presentedViewController as? AboutViewController)
        let done = try #require(about.view.subviews.compactMap { $0 as? UIButton }.first)
        try device.tap(at: centre(of: done))
        device.advance(by: 1)
        #expect(greeting.unwinds == ["BackToGreeting"])
        #expect(about.prepared == ["BackToGreeting"])
        #expect(greeting.presentedViewController == nil)
    }

    @Test("constraints from the storyboard lay the views out, their autoresizing masks off")
    func constraints() throws {
        let (_, greeting) = try launched()
        let window = try #require(greeting.view.window)
        let label = try #require(greeting.greetingLabel)
        #expect(!label.translatesAutoresizingMaskIntoConstraints)
        #expect(label.frame.minX == 20)
        #expect(label.frame.width == window.bounds.width - 40)
        #expect(label.frame.minY == greeting.view.safeAreaInsets.top + 20)
        let image = try #require(greeting.view.subviews.compactMap { $0 as? UIImageView }.first)
        #expect(image.frame.size == CGSize(width: 64, height: 64))
        #expect(image.frame.maxX == window.bounds.width - 50)
        #expect(greeting.saveButton.frame.minY == image.frame.minY)
    }

    @Test("an element not built here is a plain view, reported once")
    func unknownElement() throws {
        let (device, greeting) = try launched()
        let problems = try #require(greeting.storyboard?.problems)
        #expect(problems.filter { $0.contains("<fancyGauge>") }.count == 1)
        #expect(greeting.view.subviews.count == 5)
        #expect(device.diagnostics.contains { $0.message.contains("<fancyGauge> is not built here") })
        #expect(
            greeting.storyboard?.diagnostics.contains {
                if case .unknownElement = $0.kind { true } else { false }
            } == true)
    }

    @Test("instantiateViewController(withIdentifier:) and the iOS 13 creator forms")
    func byIdentifier() throws {
        ForceTouchRegistry.install(singleViewRegistry)
        let storyboard = UIStoryboard(name: "Main", bundle: Bundle(url: Fixture.folder("SingleView")))
        #expect(storyboard.document != nil)
        let about = storyboard.instantiateViewController(withIdentifier: "About")
        #expect(about is AboutViewController)
        var coders = 0
        let made: AboutViewController = storyboard.instantiateViewController(identifier: "About") { coder in
            coders += 1
            return AboutViewController(coder: coder)
        }
        #expect(coders == 1)
        #expect(made.storyboard === storyboard)
        let initial = storyboard.instantiateInitialViewController { coder in
            GreetingViewController(coder: coder)
        }
        #expect(initial is GreetingViewController)
        let fallback = storyboard.instantiateInitialViewController { _ in nil }
        #expect(fallback is GreetingViewController)
        // The iOS 13 form without a creator, cast as a 2020 sample writes it.
        let cast =
            UIStoryboard(name: "Main", bundle: Bundle(url: Fixture.folder("SingleView")))
            .instantiateViewController(identifier: "About") as! AboutViewController
        #expect(cast.storyboard != nil)
        // A context menu may carry a standard menu identifier (that sample's `identifier: .help`).
        let menu = UIMenu(title: "", image: nil, identifier: .help, options: .displayInline, children: [])
        #expect(menu.identifier == UIMenu.Identifier("com.apple.menu.help"))
    }

    @Test("an unknown identifier is UIKit's exception text, reported, and a plain controller returned")
    func unknownIdentifier() {
        let storyboard = UIStoryboard(name: "Main", bundle: Bundle(url: Fixture.folder("SingleView")))
        let controller = storyboard.instantiateViewController(withIdentifier: "Missing")
        #expect(type(of: controller) == UIViewController.self)
        #expect(
            storyboard.problems.last?.hasPrefix(
                "Storyboard (Main) doesn't contain a view controller with identifier 'Missing'") == true)
    }

    @Test("a missing storyboard is reported with UIKit's words and has no initial controller")
    func missingStoryboard() {
        let storyboard = UIStoryboard(name: "Nope", bundle: Bundle(url: Fixture.folder("SingleView")))
        #expect(storyboard.document == nil)
        #expect(storyboard.instantiateInitialViewController() == nil)
        #expect(
            storyboard.problems.first?.hasPrefix("Could not find a storyboard named 'Nope' in bundle") == true
        )
    }

    @Test("a storyboard without an initial view controller gives nil")
    func noInitialController() throws {
        var document = try #require(
            UIStoryboard(name: "Main", bundle: Bundle(url: Fixture.folder("SingleView"))).document)
        document.initialViewControllerID = nil
        #expect(UIStoryboard(document: document).instantiateInitialViewController() == nil)
    }

    @Test("performSegue(withIdentifier:) with no such segue is reported, not a crash")
    func performMissingSegue() throws {
        let (device, greeting) = try launched()
        greeting.performSegue(withIdentifier: "Nowhere", sender: nil)
        #expect(greeting.presentedViewController == nil)
        #expect(device.diagnostics.contains { $0.message.contains("has no segue with identifier 'Nowhere'") })
        greeting.performSegue(withIdentifier: "ShowAbout", sender: nil)
        device.advance(by: 1)
        #expect(greeting.presentedViewController is AboutViewController)
        #expect(greeting.prepared == ["ShowAbout"])
    }

    @Test(
        "a storyboard's text field, switch, slider, segmented control, picker and stack view are made as archived"
    )
    func controls() throws {
        let app = try AppBundle(infoPlist: Fixture.plist("Controls"), delegate: SingleViewAppDelegate.self)
        let device = try TestDevice()
        try device.install(app)
        try device.launch(app.bundleIdentifier)
        let view = try #require(device.keyWindow?.rootViewController?.view)
        let field = try #require(view.viewWithTag(1) as? UITextField)
        #expect(field.borderStyle == .roundedRect && field.placeholder == "Title")
        #expect(
            field.keyboardType == .emailAddress && field.returnKeyType == .done && field.isSecureTextEntry)
        #expect(field.font == UIFont.systemFont(ofSize: 14))
        #expect((view.viewWithTag(2) as? UISwitch)?.isOn == true)
        let slider = try #require(view.viewWithTag(3) as? UISlider)
        #expect(slider.maximumValue == 2 && slider.value == 0.25 && !slider.isContinuous)
        let segmented = try #require(view.viewWithTag(4) as? UISegmentedControl)
        #expect(segmented.numberOfSegments == 2 && segmented.titleForSegment(at: 0) == "Name")
        #expect(segmented.selectedSegmentIndex == 1)
        #expect(view.viewWithTag(5) is UIPickerView)
        let stack = try #require(view.viewWithTag(6) as? UIStackView)
        #expect(stack.axis == .vertical && stack.distribution == .fillEqually && stack.alignment == .center)
        #expect(stack.spacing == 8)
        #expect(stack.arrangedSubviews.compactMap { ($0 as? UILabel)?.text } == ["First", "Second"])
        stack.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.frame.height) == [30, 30])
        // iOS 15 button configurations: the configuration's title replaces the state's; filled draws
        // the tint behind a white title, rounded; tinted a pale tint, here with a red title, a capsule.
        let filled = try #require(view.viewWithTag(7) as? UIButton)
        #expect(filled.configuration?.style == .filled)
        #expect(filled.currentTitle == "Show Context Menu")
        #expect(filled.titleLabel?.text == "Show Context Menu")
        #expect(filled.backgroundColor == UIColor.systemBlue && filled.currentTitleColor == UIColor.white)
        #expect(filled.cornerRadius == 6)
        let tinted = try #require(view.viewWithTag(8) as? UIButton)
        #expect(tinted.configuration?.cornerStyle == .capsule)
        #expect(tinted.currentTitleColor == UIColor.systemRed)
        #expect(tinted.backgroundColor == UIColor.systemBlue.withAlphaComponent(0.15))
        #expect(tinted.cornerRadius == 34.5 / 2)
        // The content insets pad the intrinsic size: 12 points each side, 7 above and below.
        let plainWidth = UIButton(type: .system)
        plainWidth.setTitle("Show Context Menu", for: .normal)
        #expect(filled.intrinsicContentSize.width == plainWidth.intrinsicContentSize.width + 24)
        #expect(
            filled.intrinsicContentSize.height
                == max(20, plainWidth.titleLabel!.intrinsicContentSize.height) + 14)
        #expect(
            device.diagnostics.allSatisfy { !$0.message.contains("is not built here") },
            "\(device.diagnostics)")
    }
}

/// A storyboard button whose menu code sets in `viewDidLoad` (iOS 14's `showsMenuAsPrimaryAction`, as
/// a 2022 tutorial app does): a tap opens the menu.
@MainActor
@Suite("UIStoryboard: a storyboard button's menu as its primary action")
struct UIStoryboardButtonMenuTests {
    @Test(
        "a tap on the outlet's button opens its menu on iOS 14 and later, with or without 3D Touch",
        arguments: [("iPhone 11", "14.1"), ("iPhone 6s", "15.2")])
    func buttonMenu(model: String, version: String) throws {
        ForceTouchRegistry.install(singleViewRegistry)
        let app = try AppBundle(infoPlist: Fixture.plist("SingleView"), delegate: SingleViewAppDelegate.self)
        let device = try TestDevice(model: model, systemVersion: version)
        try device.install(app)
        try device.launch(app.bundleIdentifier)
        let window = try #require(device.keyWindow)
        window.layoutIfNeeded()
        let greeting = try #require(window.rootViewController as? GreetingViewController)
        let button = try #require(greeting.saveButton)
        button.menu = UIMenu(
            title: "Title", options: .displayInline,
            children: [UIAction(title: "Action One") { _ in }, UIAction(title: "Action Two") { _ in }])
        button.showsMenuAsPrimaryAction = true
        try device.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        #expect(device.contextMenu?.titles == ["Action One", "Action Two"])
    }
}

/// A storyboard whose initial controller is a tab bar controller, as the 2020 context-menu sample's
/// is: two tabs by `viewControllers` relationships, one with a title and image, one a system item.
@MainActor
@Suite("UIStoryboard: a tab bar controller's tabs")
struct UIStoryboardTabBarTests {
    @Test(
        "the tabs come from the relationships, their items from <tabBarItem>; a tap switches; the bar clears the home indicator"
    )
    func tabs() throws {
        let app = try AppBundle(infoPlist: Fixture.plist("Tabs"), delegate: SingleViewAppDelegate.self)
        let device = try TestDevice(model: "iPhone 11", systemVersion: "13.0")
        try device.install(app)
        try device.launch(app.bundleIdentifier)
        let window = try #require(device.keyWindow)
        window.layoutIfNeeded()
        let tabs = try #require(window.rootViewController as? UITabBarController)
        #expect(tabs.viewControllers?.count == 2)
        #expect(tabs.tabBar.items?.map(\.title) == ["Photo", "Favorites"])
        #expect(tabs.tabBar.items?[1].systemItem == .favorites)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 896 - 83, width: 414, height: 83))
        #expect(device.screenText.contains("A photo"))
        #expect(device.diagnostics.isEmpty, "\(device.diagnostics)")
        // An archived view is interactive unless the archive says NO, as UIView's init(coder:) decodes
        // it: an image view IB leaves without the attribute takes touches (a 2020 sample's context
        // menu depends on it), a label (IB always writes NO) does not.
        let photo = try #require(tabs.selectedViewController?.view.viewWithTag(9) as? UIImageView)
        #expect(photo.isUserInteractionEnabled)
        #expect(tabs.selectedViewController?.view.viewWithTag(10)?.isUserInteractionEnabled == false)
        try device.tap(at: CGPoint(x: 414 * 3 / 4, y: 896 - 83 + 20))
        #expect(tabs.selectedIndex == 1)
        #expect(device.screenText.contains("Starred things") && !device.screenText.contains("A photo"))
    }
}
