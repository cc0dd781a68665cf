import Foundation

extension Application {
    /// The app's key window (`keyWindow`).
    public var keyWindow: Window? {
        windows.first { $0.isKeyWindow }
    }

    /// Passes the host's new traits to every window, hence every view controller and view.
    func traitCollectionDidChange() {
        for window in windows { window.screenTraitCollection = traitCollection }
    }

    /// The window a storyboard app gets, as UIKit loads the main storyboard before
    /// `willFinishLaunching`: created from `ApplicationConfiguration.makeRootViewController`.
    func makeStoryboardWindow(scene: WindowScene? = nil) -> Window? {
        guard let makeRoot = configuration.makeRootViewController else { return nil }
        let window =
            storyboardWindowFactory?(self, scene) ?? scene.map { Window(windowScene: $0) }
            ?? Window(application: self)
        window.rootViewController = makeRoot()
        return window
    }

    /// The earliest time a window's gesture recognizers need a tick.
    var nextWindowDeadline: TimeInterval? {
        windows.compactMap(\.nextRecognizerDeadline).min()
    }

    /// Lets the windows' gesture recognizers see the time (a long press recognises without new samples).
    func advanceWindows(to time: TimeInterval) {
        for window in windows { window.advance(to: time) }
    }

    /// Forgets the windows (the process ended).
    func tearDownWindows() {
        for window in windows { window.cancelAllTouches() }
        windows.removeAll()
    }
}
