public import Foundation
import HTTPServer
import Synchronization

/// A headless Chromium started for a test, with one page to drive over the DevTools protocol.
///
/// ```swift
/// let browser = try await Browser.launch()
/// defer { Task { await browser.close() } }
/// try await browser.page.navigate(to: "http://127.0.0.1:\(port)/")
/// try await browser.page.waitUntil("document.querySelector('[role=menu]') !== null")
/// ```
///
/// The browser runs with a fresh profile in a temporary folder (`--user-data-dir`), headless
/// (`--headless=new`), without the sandbox (tests run as root in containers) and with a DevTools
/// port chosen by the system (`--remote-debugging-port=0`), read from `DevToolsActivePort`.
public final class Browser: Sendable {
    /// The executables looked for on `PATH`, in order.
    public static let candidates = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]

    /// The browser's process.
    private let process: Process
    /// The temporary profile folder (removed by ``close()``).
    public let userDataDirectory: URL
    /// The page every test drives.
    public let page: BrowserPage
    /// The DevTools port.
    public let devToolsPort: Int
    private let closed = Mutex(false)

    private init(process: Process, userDataDirectory: URL, page: BrowserPage, devToolsPort: Int) {
        self.process = process
        self.userDataDirectory = userDataDirectory
        self.page = page
        self.devToolsPort = devToolsPort
    }

    /// The browser to use: `FORCETOUCH_BROWSER` when set, else the first of ``candidates`` on
    /// `PATH`; `nil` when there is none.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> String?
    {
        if let chosen = environment["FORCETOUCH_BROWSER"], !chosen.isEmpty {
            return FileManager.default.isExecutableFile(atPath: chosen) ? chosen : nil
        }
        let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        for name in candidates {
            for folder in folders {
                let path = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }

    /// Whether browser tests should run: a browser is installed, or the environment is CI
    /// (`CI=true`), where a missing browser must fail the tests rather than skip them.
    public static func shouldRunTests(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> Bool
    {
        locate(environment: environment) != nil || isCI(environment)
    }

    /// Whether `CI` is set to `true` or `1`.
    public static func isCI(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        ["true", "1"].contains(environment["CI"]?.lowercased() ?? "")
    }

    /// Starts a headless browser with a page of `width`×`height` CSS pixels.
    ///
    /// `timeout` bounds the whole start. Chromium normally writes its DevTools port within 2 s even
    /// on a loaded 2-core machine, but now and then a headless start hangs and never writes it: a
    /// start that has not written it within a third of `timeout` is stopped and made once more, with
    /// a fresh profile, for the rest of the time.
    /// - Throws: `BrowserError` when there is no browser, it does not start, or DevTools cannot
    ///   be reached.
    public static func launch(width: Int = 1280, height: Int = 900, timeout: Duration = .seconds(60))
        async throws(BrowserError) -> Browser
    {
        do {
            return try await start(width: width, height: height, portTimeout: timeout / 3)
        } catch .noDevToolsPort {
            return try await start(width: width, height: height, portTimeout: timeout * 2 / 3)
        }
    }

    /// One start: launches the browser and attaches to its page, or stops it and throws.
    private static func start(width: Int, height: Int, portTimeout: Duration) async throws(BrowserError)
        -> Browser
    {
        guard let executable = locate() else { throw .notFound(searched: candidates) }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("forcetouch-browser-\(UUID().uuidString)", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .launchFailed(
                executable, reason: "cannot create \(folder.path): \(error.localizedDescription)")
        }
        let logURL = folder.appendingPathComponent("browser.log")
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "--headless=new", "--remote-debugging-port=0", "--user-data-dir=\(folder.path)/profile",
            "--no-sandbox",
            "--no-first-run", "--no-default-browser-check", "--disable-gpu", "--disable-extensions",
            "--disable-background-networking", "--disable-component-update", "--disable-sync", "--mute-audio",
            "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
            "--disable-backgrounding-occluded-windows", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--window-size=\(width),\(height)", "about:blank",
        ]
        let log = try? FileHandle(forWritingTo: logURL)
        process.standardOutput = log
        process.standardError = log
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .launchFailed(executable, reason: error.localizedDescription)
        }
        do {
            let port = try await devToolsPort(
                in: folder.appendingPathComponent("profile/DevToolsActivePort"), process: process,
                log: logURL,
                timeout: portTimeout)
            let page = try await BrowserPage.attach(devToolsPort: port)
            try await page.setViewport(width: width, height: height)
            return Browser(process: process, userDataDirectory: folder, page: page, devToolsPort: port)
        } catch {
            await stopOffTheCooperativePool(process)
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
    }

    /// Stops `process` on a Dispatch thread (stopping waits for it to exit).
    private static func stopOffTheCooperativePool(_ process: Process) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                stop(process)
                continuation.resume()
            }
        }
    }

    /// Waits for the browser to write its DevTools port (polling the file with a deadline: the
    /// browser gives no other signal but its log).
    private static func devToolsPort(in file: URL, process: Process, log: URL, timeout: Duration)
        async throws(BrowserError) -> Int
    {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let text = try? String(contentsOf: file, encoding: .utf8),
                let first = text.split(separator: "\n").first, let port = Int(first), port > 0
            {
                return port
            }
            guard process.isRunning else { break }
            try? await Task.sleep(for: .milliseconds(20))
        }
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        throw .noDevToolsPort(seconds: Int(DevToolsConnection.seconds(timeout)), output: output)
    }

    /// Closes the page's connection, stops the browser and removes its profile. Idempotent.
    public func close() async {
        let first = closed.withLock { done in
            defer { done = true }
            return !done
        }
        guard first else { return }
        await page.connection.close()
        await Self.stopOffTheCooperativePool(process)
        await Self.removeProfile(userDataDirectory)
    }

    /// Removes the browser's profile folder. A helper process that outlives the browser by a moment
    /// (a renderer, the crash handler) can still write into it just after the browser exits, so a
    /// folder that is back, or was not wholly removed, is removed again until it has stayed gone for
    /// 50 ms, for up to 2 s.
    private static func removeProfile(_ folder: URL) async {
        var goneBefore = false
        for _ in 0..<40 {
            try? FileManager.default.removeItem(at: folder)
            let gone = !FileManager.default.fileExists(atPath: folder.path)
            if gone && goneBefore { return }  // gone, and still gone 50 ms later
            goneBefore = gone
            try? await Task.sleep(for: .milliseconds(50))
        }
    }

    /// SIGTERM, then SIGKILL if the browser is still running 5 s later; waits for it to exit.
    private static func stop(_ process: Process) {
        guard process.isRunning else { return }
        let pid = process.processIdentifier
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 5, execute: watchdog)
        process.terminate()
        process.waitUntilExit()
        watchdog.cancel()
    }
}
