import Foundation
import Testing
import TouchKit

/// A launched app with a logging root controller on a device of iOS `systemMajor`.
@MainActor
private func launchedApp(systemMajor: Int, log: CallLog) -> ApplicationHost {
    let services = DeviceServices(
        systemVersion: OperatingSystemVersion(majorVersion: systemMajor, minorVersion: 0, patchVersion: 0))
    let configuration = ApplicationConfiguration(
        bundleIdentifier: "com.example.sheets", displayName: "Sheets", makeDelegate: { ScriptedDelegate() },
        makeRootViewController: { LoggingViewController("root", log: log) })
    let host = ApplicationHost(
        configuration: configuration, clock: ManualClock(), store: MemoryShortcutItemStore(),
        services: services)
    host.open()
    _ = log.take()
    return host
}

@MainActor
@Suite("iOS 13 sheets: .automatic, .pageSheet and .formSheet on each iOS version")
struct ViewControllerSheetTests {
    @Test("A controller presented with the default style is a card sheet on iOS 13: the presenter stays")
    func automaticOnIOS13() {
        let log = CallLog()
        let host = launchedApp(systemMajor: 13, log: log)
        let window = host.application!.keyWindow!
        let root = window.rootViewController!
        let modal = LoggingViewController("modal", log: log)
        #expect(modal.modalPresentationStyle == .automatic)
        root.present(modal, animated: false)
        host.tick()
        #expect(log.take().filter { $0.hasPrefix("root.") } == [])
        let top = window.screen.statusBarHeight + ViewController.sheetTopMargin
        #expect(
            modal.view.frame
                == CGRect(x: 0, y: top, width: window.bounds.width, height: window.bounds.height - top))
        modal.dismiss(animated: false)
        host.tick()
        #expect(log.take().filter { $0.hasPrefix("root.") } == [])
        #expect(modal.view.superview == nil)
    }

    @Test("The same code on iOS 12 presents full screen: the presenter disappears and comes back")
    func automaticOnIOS12() {
        let log = CallLog()
        let host = launchedApp(systemMajor: 12, log: log)
        let window = host.application!.keyWindow!
        let modal = LoggingViewController("modal", log: log)
        window.rootViewController!.present(modal, animated: false)
        host.tick()
        #expect(
            log.take().filter { $0.hasPrefix("root.") } == [
                "root.viewWillDisappear", "root.viewDidDisappear",
            ])
        #expect(modal.view.frame == window.bounds)
        modal.dismiss(animated: false)
        host.tick()
        #expect(log.take().filter { $0.hasPrefix("root.") } == ["root.viewWillAppear", "root.viewDidAppear"])
    }

    @Test("An app that asks for .fullScreen keeps it on iOS 13")
    func fullScreenOnIOS13() {
        let log = CallLog()
        let host = launchedApp(systemMajor: 13, log: log)
        let window = host.application!.keyWindow!
        let modal = LoggingViewController("modal", log: log)
        modal.modalPresentationStyle = .fullScreen
        window.rootViewController!.present(modal, animated: false)
        host.tick()
        #expect(
            log.take().filter { $0.hasPrefix("root.") } == [
                "root.viewWillDisappear", "root.viewDidDisappear",
            ])
        #expect(modal.view.frame == window.bounds)
    }

    @Test("Every style resolves as UIKit on an iPhone, for every iOS version from 9 to 17")
    func resolution() {
        for major in 9...17 {
            let sheets = major >= 13
            #expect(
                ViewController.ModalPresentationStyle.automatic.resolved(forSystemMajorVersion: major)
                    == (sheets ? .pageSheet : .fullScreen))
            #expect(
                ViewController.ModalPresentationStyle.pageSheet.resolved(forSystemMajorVersion: major)
                    == (sheets ? .pageSheet : .fullScreen))
            #expect(
                ViewController.ModalPresentationStyle.formSheet.resolved(forSystemMajorVersion: major)
                    == (sheets ? .formSheet : .fullScreen))
            #expect(
                ViewController.ModalPresentationStyle.overFullScreen.resolved(forSystemMajorVersion: major)
                    == .overFullScreen)
        }
        #expect(
            ViewController.ModalPresentationStyle.automatic.resolved(forSystemMajorVersion: nil)
                == .fullScreen)
        #expect(ViewController.ModalPresentationStyle.automatic.rawValue == -2)
        #expect(ViewController.ModalPresentationStyle.pageSheet.rawValue == 1)
        #expect(ViewController.ModalPresentationStyle.formSheet.rawValue == 2)
    }
}
