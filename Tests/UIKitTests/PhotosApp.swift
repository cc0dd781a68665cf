import UIKit

// Corpus: an iOS app's images as iOS code names them, unchanged: `UIImage(named:)` force-unwrapped,
// bound with `if let` and `guard let`, defaulted with `?? UIImage()`. Its bundle is Fixtures/Photos
// (an asset catalog with an image set, a namespaced group, a custom symbol and an empty set; loose
// `Art/banner@2x.png`, `Logo.png` and `cover.jpg`).

class PhotosAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    /// What the app's code saw, in order.
    nonisolated(unsafe) static var seen: [String] = []

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = PhotosViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

class PhotosViewController: UIViewController {
    let photoView = UIImageView()
    let bannerView = UIImageView()
    let placeholderView = UIImageView()
    var logo: UIImage?

    override func viewDidLoad() {
        super.viewDidLoad()
        photoView.image = UIImage(named: "photo")!
        if let banner = UIImage(named: "banner") {
            bannerView.image = banner
            PhotosAppDelegate.seen.append("banner")
        }
        placeholderView.image = UIImage(named: "placeholder") ?? UIImage()
        PhotosAppDelegate.seen.append(
            "placeholder \(placeholderView.image?.size == .zero ? "empty" : "sized")")
        for name in ["heart", "logo", "cover", "Empty"] where UIImage(named: name) == nil {
            PhotosAppDelegate.seen.append("no \(name)")
        }
        let symbol: UIImage? = UIImage(systemName: "heart")
        PhotosAppDelegate.seen.append("symbol \(symbol != nil)")
        guard let logo = UIImage(named: "Logo"), let cover = UIImage(named: "cover.jpg") else {
            PhotosAppDelegate.seen.append("missing logo or cover")
            return
        }
        self.logo = logo
        PhotosAppDelegate.seen.append("logo and \(cover == logo ? "the same" : "cover")")
        let brand = UIImage(named: "brand", in: nil, compatibleWith: traitCollection)
        let scan = UIImage(named: "Shortcuts/scan", in: Bundle.main, compatibleWith: nil)
        PhotosAppDelegate.seen.append("brand \(brand != nil), scan \(scan != nil)")
        view.addSubview(photoView)
        view.addSubview(bannerView)
    }
}
