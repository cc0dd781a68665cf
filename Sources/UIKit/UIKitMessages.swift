// The UIKit module's wording, in one place.

/// Sentences the UIKit module says (what went wrong, where, and what to do).
enum UIKitMessages {
    /// `UIApplication.shared` read while no app's code is running.
    static let noCurrentApplication =
        "UIApplication.shared was read while no app's code was running. Here several apps (and devices) "
        + "share one process, so 'shared' means the app whose delegate, touch handler or timer is running "
        + "now. Read it inside such a call, or keep the UIApplication your delegate was handed. See "
        + "docs/YourApp.md."

    /// `UIScreen.main` read while no app's code is running.
    static let noCurrentScreen =
        "UIScreen.main was read while no app's code was running; it means the screen of the app whose "
        + "code is running now. Read it inside a delegate call or a view's code. See docs/YourApp.md."

    /// The `@main` entry point of an app delegate was run.
    static func mainCalled(_ delegate: String) -> String {
        "\(delegate) is an app delegate; there is no iOS here to launch it. Install it in the simulator "
            + "with SimulatorMain.run(installing: [AppBundle(infoPlist:delegate:sceneDelegate:)]) (module "
            + "Simulator), or in a test with TestDevice (module ForceTouchTesting). See docs/YourApp.md."
    }

    /// The scene manifest names a delegate class the app does not have.
    static func sceneDelegateClassMissing(_ name: String, target: String) -> String {
        "The scene manifest's UISceneDelegateClassName '\(name)' names no UIResponder class conforming to "
            + "UIWindowSceneDelegate in target '\(target)' (on iOS the scene connects without a delegate and "
            + "its window stays black); the app runs without scenes. Fix the class name in the Info.plist."
    }
}
