import UIKit

/// Corpus: the sample's root screen, listing the app's dynamic shortcuts and editing one's title with
/// `mutableCopy()` (its Rename button stands in for the sample's edit screen, in iOS 14's style).
class ShortcutsHomeViewController: UIViewController {
    let titleLabel = UILabel()
    let renameButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        titleLabel.text = "Shortcuts"
        titleLabel.frame = CGRect(x: 20, y: 80, width: 300, height: 30)
        view.addSubview(titleLabel)
        renameButton.setTitle("Rename Play", for: .normal)
        renameButton.frame = CGRect(x: 20, y: 140, width: 200, height: 44)
        renameButton.addAction(
            UIAction { [weak self] _ in
                self?.rename(type: ShortcutIdentifier.third.type, to: "Play Now")
            }, for: .touchUpInside)
        view.addSubview(renameButton)
    }

    /// Renames the dynamic shortcut of `type`, as the sample's edit screen does.
    func rename(type: String, to title: String) {
        guard var shortcutItems = UIApplication.shared.shortcutItems,
            let index = shortcutItems.firstIndex(where: { $0.type == type })
        else { return }
        let existing = shortcutItems[index]
        guard let mutableShortcutItem = existing.mutableCopy() as? UIMutableApplicationShortcutItem else {
            return
        }
        mutableShortcutItem.localizedTitle = title
        shortcutItems[index] = mutableShortcutItem
        UIApplication.shared.shortcutItems = shortcutItems
    }
}
