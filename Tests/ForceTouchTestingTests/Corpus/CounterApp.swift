import UIKit

// Corpus: a Swift 4-era counter app written with `#selector`, as the port pass leaves it: each
// `#selector(…)` is `Selector("…")` with Apple's Objective-C name, `@objc`/`@IBAction` are gone (in
// the original they sat where the padding is), and `counterRegistry` is what `RegistryGenerator`
// writes for these classes (RegistryGeneratorTests checks the generator against this shape).

class CounterAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        ForceTouchRegistry.install(counterRegistry)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: CounterViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    var counter: CounterViewController? {
        (window?.rootViewController as? UINavigationController)?.viewControllers.first
            as? CounterViewController
    }
}

class CounterViewController: UIViewController {
    let plusButton = UIButton(type: .system)
    let misspelledButton = UIButton(type: .system)
    let label = UILabel()
    var count = 0
    var resets = 0
    var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Counter"
        plusButton.setTitle("Plus", for: .normal)
        plusButton.frame = CGRect(x: 20, y: 120, width: 120, height: 44)
        plusButton.addTarget(self, action: Selector("increment:"), for: .touchUpInside)
        view.addSubview(plusButton)
        // A misspelt string selector, as Swift 2 code wrote them (`action: "incremnt:"`): no method has it.
        misspelledButton.setTitle("Typo", for: .normal)
        misspelledButton.frame = CGRect(x: 20, y: 200, width: 120, height: 44)
        misspelledButton.addTarget(self, action: Selector("incremnt:"), for: .touchUpInside)
        view.addSubview(misspelledButton)
        label.frame = CGRect(x: 20, y: 280, width: 200, height: 30)
        view.addSubview(label)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Reset", style: .plain, target: self, action: Selector("reset"))
        let tap = UITapGestureRecognizer(target: self, action: Selector("handleTap:"))
        label.isUserInteractionEnabled = true
        label.addGestureRecognizer(tap)
        update()
    }

    func increment(_ sender: UIButton) {
        count += 1
        update()
    }

    func reset() {
        count = 0
        resets += 1
        update()
    }

    func handleTap(_ recognizer: UITapGestureRecognizer) {
        if recognizer.state == .ended { taps += 1 }
    }

    func update() {
        label.text = "Count: \(count)"
    }
}

/// What the port pass generates for the classes above (`RegistryGenerator.source(for:)`'s shape).
@MainActor let counterRegistry = ForceTouchRegistry(classes: [
    ForceTouchRegistry.Class(
        name: "CounterAppDelegate", superclassName: "UIResponder", type: CounterAppDelegate.self,
        make: { _ in CounterAppDelegate() },
        outlets: [:],
        actions: [:]),
    ForceTouchRegistry.Class(
        name: "CounterViewController", superclassName: "UIViewController", type: CounterViewController.self,
        make: { coder in CounterViewController(coder: coder) },
        outlets: [:],
        actions: [
            "increment:": { object, sender, event in
                ForceTouchRegistry.ignoreResult(
                    (object as! CounterViewController).increment(sender as! UIButton))
            },
            "reset": { object, sender, event in
                ForceTouchRegistry.ignoreResult((object as! CounterViewController).reset())
            },
            "handleTap:": { object, sender, event in
                ForceTouchRegistry.ignoreResult(
                    (object as! CounterViewController).handleTap(sender as! UITapGestureRecognizer))
            },
        ]),
])
