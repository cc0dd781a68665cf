public import Foundation

/// One navigation of a web view, as WebKit's `WKNavigation`: returned by the load methods and handed
/// to every `WebViewNavigationDelegate` call about it, so a delegate can tell navigations apart.
///
/// WebKit's object has no public properties; TouchKit's carries the request it loads (ours).
@MainActor
public final class Navigation {
    /// The request this navigation loads (TouchKit's addition).
    public let request: URLRequest

    init(request: URLRequest) {
        self.request = request
    }
}
