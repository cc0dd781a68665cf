/// iOS app sources written for these tests in the styles of Swift 3 to 5 apps (none copied).
enum SampleSources {
    /// A Swift 4-style app delegate: `@UIApplicationMain` and a quick action handler.
    static let appDelegate = """
        import UIKit

        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
                // #selector(handle) in a comment stays
                if let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {
                    _ = handle(item)
                    return false
                }
                return true
            }

            func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                             completionHandler: @escaping (Bool) -> Void) {
                completionHandler(handle(shortcutItem))
            }

            private func handle(_ item: UIApplicationShortcutItem) -> Bool {
                print("Handling \\(item.type) from \\(NSStringFromClass(type(of: self)))")
                return item.type.hasSuffix(".compose")
            }
        }
        """

    /// A Swift 3-style view controller: outlets, actions, `#selector` targets.
    static let viewController = """
        import UIKit.UIViewController
        import UIKit

        class NotesViewController: UIViewController {
            @IBOutlet weak var titleLabel: UILabel!
            @IBOutlet var saveButton: UIButton!
            @IBInspectable var accent: UIColor = .red

            override func viewDidLoad() {
                super.viewDidLoad()
                saveButton.addTarget(self, action: #selector(NotesViewController.save(_:)), for: .touchUpInside)
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self,
                                                                    action: #selector(addNote))
                let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:forEvent:)))
                view.addGestureRecognizer(tap)
            }

            @IBAction func save(_ sender: UIButton) {
                titleLabel.text = "Saved"
            }

            @objc func addNote() {}

            @objc dynamic func handleTap(_ recognizer: UITapGestureRecognizer, forEvent event: UIEvent) {}
        }
        """

    /// A peek-and-pop previewing delegate (Swift 4).
    static let previewing = """
        import UIKit

        class ListViewController: UITableViewController, UIViewControllerPreviewingDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                if traitCollection.forceTouchCapability == .available {
                    registerForPreviewing(with: self, sourceView: tableView)
                }
            }

            func previewingContext(_ previewingContext: UIViewControllerPreviewing,
                                   viewControllerForLocation location: CGPoint) -> UIViewController? {
                guard let indexPath = tableView.indexPathForRow(at: location) else { return nil }
                previewingContext.sourceRect = tableView.rectForRow(at: indexPath)
                let name = "DetailViewController"
                guard let type = NSClassFromString("App." + name) as? UIViewController.Type else { return nil }
                return type.init()
            }

            func previewingContext(_ previewingContext: UIViewControllerPreviewing,
                                   commit viewControllerToCommit: UIViewController) {
                show(viewControllerToCommit, sender: self)
            }
        }
        """

    /// An iOS 13 dual path: context menus where available, previewing before (Swift 5).
    static let dualPath = """
        import UIKit

        final class GalleryViewController: UIViewController {
            @IBOutlet private weak var imageView: UIImageView!

            override func viewDidLoad() {
                super.viewDidLoad()
                if #available(iOS 13.0, *) {
                    imageView.addInteraction(UIContextMenuInteraction(delegate: self))
                } else if traitCollection.forceTouchCapability == .available {
                    registerForPreviewing(with: self, sourceView: imageView)
                }
                guard #available(iOS 14, *) else { return }
                print(\"""
                    iOS 14 \\(#selector(getter: UIViewController.title))
                    \""")
            }
        }

        @available(iOS 13.0, *)
        extension GalleryViewController: UIContextMenuInteractionDelegate {
            func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                        configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
                nil
            }
        }
        """
}
