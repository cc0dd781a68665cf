import UIKit

/// Corpus: a controller that shows a pressure view when the device has 3D Touch and a message when
/// it does not, updating when the traits change (the user switches 3D Touch off in Settings).
class PressureViewController: UIViewController {
    let pressureView = PressureView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let unavailableLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(pressureView)
        unavailableLabel.text = "3D Touch is not available"
        unavailableLabel.frame = CGRect(x: 20, y: 300, width: 335, height: 30)
        unavailableLabel.textAlignment = .center
        view.addSubview(unavailableLabel)
        updateForForceTouch()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.forceTouchCapability != traitCollection.forceTouchCapability {
            updateForForceTouch()
        }
    }

    private func updateForForceTouch() {
        guard isViewLoaded else { return }
        let available = traitCollection.forceTouchCapability == UIForceTouchCapability.available
        pressureView.isHidden = !available
        unavailableLabel.isHidden = available
    }
}

/// The pressure app's delegate.
class PressureAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = PressureViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
