public import Foundation

// Loading pages, the history, and following links.

extension WebView {
    /// Shows `string` as an HTML page (`loadHTMLString(_:baseURL:)`); relative links resolve against
    /// `baseURL`, and with a file base URL the page may use the files of its folder. `url` becomes
    /// `baseURL` (`about:blank` without one).
    @discardableResult
    public func loadHTMLString(_ string: String, baseURL: URL?) -> Navigation? {
        let address = baseURL ?? Self.blankURL
        return navigate(URLRequest(url: address), type: .other, history: .push) { _ in
            .success(
                HistoryEntry(
                    request: URLRequest(url: address), page: .html(string, baseURL: baseURL), url: address,
                    title: WebPage.title(ofHTML: string)))
        }
    }

    /// Loads `request` (`load(_:)`): a file URL (the web view may read the file's folder, or the current
    /// page's folder when the file is in it), an http(s) URL (a page the app shipped for it with
    /// `setOfflinePage(_:for:)`, else a page saying it is not available in the simulator), or
    /// `about:blank`. Failures reach `navigationDelegate` as `WebViewError`s.
    @discardableResult
    public func load(_ request: URLRequest) -> Navigation? {
        navigate(request, type: .other, history: .push) { webView in
            webView.resolve(request, readAccess: nil)
        }
    }

    /// Loads a file, allowing the page to read the files in `readAccessURL`
    /// (`loadFileURL(_:allowingReadAccessTo:)`): its links to other files there work.
    @discardableResult
    public func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> Navigation? {
        let request = URLRequest(url: url)
        return navigate(request, type: .other, history: .push) { webView in
            webView.resolve(request, readAccess: readAccessURL)
        }
    }

    /// Goes back to the previous page (`goBack()`); nil when there is none.
    @discardableResult
    public func goBack() -> Navigation? {
        guard let previous = backList.last else { return nil }
        return navigate(previous.request, type: .backForward, history: .back) { webView in
            // Loaded again, as WebKit does without a page cache.
            webView.reload(previous)
        }
    }

    /// Loads the page again (`reload()`); nil when nothing is loaded.
    @discardableResult
    public func reload() -> Navigation? {
        guard let current = currentEntry else { return nil }
        return navigate(current.request, type: .reload, history: .replace) { webView in
            webView.reload(current)
        }
    }

    /// Ships a page for an http(s) URL (TouchKit's addition): loading `url` (or following a link to it)
    /// shows the HTML file `file` instead of the "not available" page, with `url` as the page's URL.
    public func setOfflinePage(_ file: URL, for url: URL) {
        offlinePages[Self.withoutFragment(url)] = file
    }

    // MARK: - The machinery

    static let blankURL = URL(string: "about:blank")!

    /// What a navigation does to the history once it commits.
    enum HistoryChange {
        case push, replace, back
    }

    /// Asks the navigation delegate, then commits what `resolve` makes of the request.
    func navigate(
        _ request: URLRequest, type: NavigationAction.NavigationType, history: HistoryChange,
        resolve: @escaping @MainActor (WebView) -> Result<HistoryEntry, WebViewError>
    ) -> Navigation {
        let navigation = Navigation(request: request)
        pendingNavigation = navigation
        let action = NavigationAction(request: request, navigationType: type)
        var decided = false
        let decide: @MainActor (NavigationActionPolicy) -> Void = { [weak self] policy in
            guard !decided else { return }
            decided = true
            guard let self, self.pendingNavigation === navigation else { return }
            self.pendingNavigation = nil
            guard policy == .allow else { return }
            self.commit(navigation, resolve(self), history: history)
        }
        if let navigationDelegate {
            // WebKit's handler type is not main-actor isolated; it must still be called on the main
            // actor (WebKit's main thread), which `assumeIsolated` checks.
            let handler: (NavigationActionPolicy) -> Void = { policy in
                MainActor.assumeIsolated { decide(policy) }
            }
            navigationDelegate.webView(self, decidePolicyFor: action, decisionHandler: handler)
        } else {
            decide(.allow)
        }
        return navigation
    }

    private func commit(
        _ navigation: Navigation, _ result: Result<HistoryEntry, WebViewError>, history: HistoryChange
    ) {
        switch result {
        case .failure(let error):
            navigationDelegate?.webView(self, didFail: navigation, withError: error)
        case .success(let entry):
            switch history {
            case .push:
                if let currentEntry { backList.append(currentEntry) }
            case .replace:
                break
            case .back:
                if !backList.isEmpty { backList.removeLast() }
            }
            currentEntry = entry
            url = entry.url
            title = entry.title
            elementReport = nil
            pageGeneration += 1
            page = entry.page
            scrollView.contentOffset = .zero
            scrollView.contentSize = bounds.size
            if case .unavailable(let address) = entry.page {
                navigationDelegate?.webView(
                    self, didFail: navigation, withError: WebViewError.pageUnavailableInSimulator(address))
            } else {
                navigationDelegate?.webView(self, didFinish: navigation)
            }
        }
    }

    /// The entry `entry`'s request makes now (a file may have changed or gone since).
    func reload(_ entry: HistoryEntry) -> Result<HistoryEntry, WebViewError> {
        switch entry.page {
        case .blank, .html, .unavailable:
            return .success(entry)
        case .file(_, let folder):
            return resolve(entry.request, readAccess: folder)
        }
    }

    /// The page a request shows.
    func resolve(_ request: URLRequest, readAccess: URL?) -> Result<HistoryEntry, WebViewError> {
        guard let address = request.url else { return .failure(.unsupportedScheme(Self.blankURL)) }
        switch address.scheme?.lowercased() {
        case "about" where address.absoluteString == "about:blank":
            return .success(HistoryEntry(request: request, page: .blank, url: address, title: nil))
        case "file":
            let folder = readAccess ?? folderForLink(to: address)
            return readFile(address, folder: folder).map { page, html in
                HistoryEntry(request: request, page: page, url: address, title: WebPage.title(ofHTML: html))
            }
        case "http", "https":
            if let file = offlinePages[Self.withoutFragment(address)] {
                return readFile(file, folder: file.deletingLastPathComponent()).map { page, html in
                    HistoryEntry(
                        request: request, page: page, url: address, title: WebPage.title(ofHTML: html))
                }
            }
            return .success(
                HistoryEntry(
                    request: request, page: .unavailable(address), url: address,
                    title: WebPage.unavailableTitle))
        default:
            return .failure(.unsupportedScheme(address))
        }
    }

    /// The folder a file loaded without an explicit one may read: the current page's when the file is
    /// inside it (a link between the app's pages), else the file's own folder.
    private func folderForLink(to file: URL) -> URL {
        if let folder = page.readAccessFolder, Self.contains(folder, file) { return folder }
        return file.deletingLastPathComponent()
    }

    private func readFile(_ file: URL, folder: URL) -> Result<(WebPage, String), WebViewError> {
        WebPage.readFile(file, folder: folder).map { file in
            (.file(file.url, readAccess: folder), String(decoding: file.data, as: UTF8.self))
        }
    }

    /// Whether `file` lies inside `folder` (after resolving `..` and symbolic links).
    static func contains(_ folder: URL, _ file: URL) -> Bool {
        WebPage.contains(folder, file)
    }

    static func withoutFragment(_ url: URL) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            components.fragment != nil
        else { return url }
        components.fragment = nil
        return components.url ?? url
    }

    // MARK: - Links

    /// The link under `location` (this view's coordinates), from the renderer's report: its resolved
    /// URL (http, https or file) and rectangle. Nil when the press is not on a link.
    func link(at location: CGPoint) -> (url: URL, rect: CGRect)? {
        guard let report = elementReport, let href = report.href,
            report.rect.insetBy(dx: -ScrollView.scrollSlop, dy: -ScrollView.scrollSlop).contains(location),
            let target = resolveLink(href)
        else { return nil }
        return (target, report.rect)
    }

    /// `href` resolved against the page; nil for schemes that do not navigate here (mailto:,
    /// javascript:, tel:, …).
    func resolveLink(_ href: String) -> URL? {
        let trimmed = href.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.utf8.count <= 8192 else { return nil }
        let base: URL? =
            switch page {
            case .html(_, let baseURL): baseURL
            default: url
            }
        guard let resolved = URL(string: trimmed, relativeTo: base)?.absoluteURL,
            let scheme = resolved.scheme?.lowercased(), ["http", "https", "file"].contains(scheme)
        else { return nil }
        return resolved
    }

    /// A tap at `location`: follows the link there, as a tap on a link in WebKit does.
    func followLink(at location: CGPoint) {
        guard let target = link(at: location)?.url else { return }
        let request = URLRequest(url: target)
        navigate(request, type: .linkActivated, history: .push) { webView in
            webView.resolve(request, readAccess: nil)
        }
    }
}
