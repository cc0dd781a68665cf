import Foundation
import TouchKit

/// Where logging controllers write, in order.
@MainActor
final class CallLog {
    var lines: [String] = []

    func take() -> [String] {
        defer { lines.removeAll() }
        return lines
    }
}

/// A view controller that writes each callback it gets as "name.callback".
@MainActor
final class LoggingViewController: ViewController {
    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init()
        title = name
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this screen is built in code only.
    @available(*, unavailable, message: "built in code only")
    required init?(coder: NSCoder) { nil }

    override func loadView() {
        log.lines.append("\(name).loadView")
        super.loadView()
    }

    override func viewDidLoad() {
        log.lines.append("\(name).viewDidLoad(\(traitCollection.forceTouchCapability))")
    }
    override func viewWillAppear(_ animated: Bool) { log.lines.append("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.lines.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.lines.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(name).viewDidDisappear") }
    override func traitCollectionDidChange(_ previous: TraitCollection?) {
        log.lines.append(
            "\(name).traitCollectionDidChange(\(previous?.forceTouchCapability ?? .unknown)→\(traitCollection.forceTouchCapability))"
        )
    }
    override func willMove(toParent parent: ViewController?) {
        log.lines.append("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: ViewController?) {
        log.lines.append("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
    }
}

/// An app whose storyboard root is given; for controller tests that need the host's clock.
@MainActor
func launchedApp(root: @escaping @MainActor @Sendable () -> ViewController) -> HostFixture {
    let fixture = HostFixture(makeRootViewController: root) { ScriptedDelegate() }
    fixture.host.open()
    return fixture
}
