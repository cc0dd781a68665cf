public import Foundation

/// What causes a navigation, as WebKit's `WKNavigationAction`: the request and how it came about.
/// Handed to `WebViewNavigationDelegate.webView(_:decidePolicyFor:decisionHandler:)`.
///
/// Matches `request` and `navigationType`; WebKit's frames, modifier flags and button number are
/// absent.
public struct NavigationAction: Sendable, Hashable {
    /// How a navigation came about, as `WKNavigationType` (raw values are WebKit's).
    public enum NavigationType: Int, Sendable, Hashable, CaseIterable {
        /// The user tapped a link (`.linkActivated`).
        case linkActivated = 0
        /// A form was submitted (`.formSubmitted`); the simulator's pages never submit one.
        case formSubmitted = 1
        /// Going back or forward (`.backForward`).
        case backForward = 2
        /// `reload()` (`.reload`).
        case reload = 3
        /// A form was resubmitted (`.formResubmitted`); never here.
        case formResubmitted = 4
        /// Anything else: a load method called by the app (`.other`).
        case other = -1
    }

    /// The request to load (`request`).
    public let request: URLRequest
    /// How it came about (`navigationType`).
    public let navigationType: NavigationType

    /// Creates an action (WebKit makes these itself; tests may too).
    public init(request: URLRequest, navigationType: NavigationType) {
        self.request = request
        self.navigationType = navigationType
    }
}

/// What a navigation delegate decides about an action, as `WKNavigationActionPolicy` (raw values are
/// WebKit's).
public enum NavigationActionPolicy: Int, Sendable, Hashable, CaseIterable {
    /// Do not load it (`.cancel`): the page stays, and no delegate call follows.
    case cancel = 0
    /// Load it (`.allow`).
    case allow = 1
}
