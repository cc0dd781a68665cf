import UIKit

// Corpus: a Single View App written against UIKit as Xcode 12's template and a tutorial would have
// it, after the port pass (`@IBOutlet`/`@IBAction` removed; `singleViewRegistry` is what
// `RegistryGenerator` writes for these classes). Its Main.storyboard is Fixtures/SingleView.

class SingleViewAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    /// What `window` held when each launch call came, as Apple's templates would see it.
    nonisolated(unsafe) static var windowsSeen: [String] = []

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        Self.windowsSeen.append(
            "will: \(window?.rootViewController.map { String(describing: type(of: $0)) } ?? "nil")")
        return true
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        Self.windowsSeen.append(
            "did: \(window === application.windows.first ? "the app's window" : "another")")
        return true
    }
}

class GreetingViewController: UIViewController {
    var greetingLabel: UILabel!
    var saveButton: UIButton!
    var buttons: [UIButton] = []
    var saves = 0
    var unwinds: [String] = []
    var prepared: [String] = []
    var events: [String] = []
    var refuseAbout = false

    override func awakeFromNib() {
        super.awakeFromNib()
        events.append("awakeFromNib")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad label=\(greetingLabel?.text ?? "nil")")
    }

    func save(_ sender: UIButton) {
        saves += 1
        greetingLabel.text = "Saved \(saves)"
    }

    func unwindToGreeting(_ segue: UIStoryboardSegue) {
        unwinds.append(segue.identifier ?? "")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        !(identifier == "ShowAbout" && refuseAbout)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append(segue.identifier ?? "")
        (segue.destination as? AboutViewController)?.shownFrom = "greeting"
    }
}

class AboutViewController: UIViewController {
    var shownFrom: String?
    var prepared: [String] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append(segue.identifier ?? "")
    }
}

@MainActor let singleViewRegistry = ForceTouchRegistry(classes: [
    ForceTouchRegistry.Class(
        name: "SingleViewAppDelegate", superclassName: "UIResponder", type: SingleViewAppDelegate.self,
        make: { _ in SingleViewAppDelegate() }, outlets: [:], actions: [:]),
    ForceTouchRegistry.Class(
        name: "GreetingViewController", superclassName: "UIViewController", type: GreetingViewController.self,
        make: { coder in GreetingViewController(coder: coder) },
        outlets: [
            "greetingLabel": { object, value in
                (object as! GreetingViewController).greetingLabel = value as? UILabel
            },
            "saveButton": { object, value in
                (object as! GreetingViewController).saveButton = value as? UIButton
            },
            "buttons": { object, value in
                (object as! GreetingViewController).buttons =
                    (value as? [Any])?.compactMap { $0 as? UIButton } ?? []
            },
        ],
        actions: [
            "save:": { object, sender, event in
                ForceTouchRegistry.ignoreResult((object as! GreetingViewController).save(sender as! UIButton))
            },
            "unwindToGreeting:": { object, sender, event in
                ForceTouchRegistry.ignoreResult(
                    (object as! GreetingViewController).unwindToGreeting(sender as! UIStoryboardSegue))
            },
        ]),
    ForceTouchRegistry.Class(
        name: "AboutViewController", superclassName: "UIViewController", type: AboutViewController.self,
        make: { coder in AboutViewController(coder: coder) }, outlets: [:], actions: [:]),
])
