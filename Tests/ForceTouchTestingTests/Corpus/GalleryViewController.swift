import UIKit

/// Corpus: the iOS 13 way on a photo, a list and a button, in the styles apps use — a
/// `UIContextMenuInteraction` on an image view, the table delegate's `contextMenuConfigurationForRowAt`,
/// a button's `menu` — with the iOS 9–12 peek as the fallback, chosen by the device's version.
class GalleryViewController: UIViewController, UITableViewDataSource, UITableViewDelegate,
    UIContextMenuInteractionDelegate, UIViewControllerPreviewingDelegate
{
    let photoView = UIImageView(image: UIImage(systemName: "photo"))
    let sortButton = UIButton(type: .system)
    let albumsView = UITableView(frame: .zero, style: .plain)
    var albums = ["Holidays", "Family", "Screenshots"]
    var favourites: [String] = []
    var sortOrder = "Date"
    private(set) var log: [String] = []
    var previewingContext: UIViewControllerPreviewing?

    /// The check real apps write for the dual path (`#available` is always true on Linux).
    var runsiOS13: Bool {
        UIDevice.current.systemVersion.compare("13.0", options: .numeric) != .orderedAscending
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gallery"
        view.backgroundColor = .white
        photoView.frame = CGRect(x: 40, y: 100, width: 295, height: 180)
        photoView.isUserInteractionEnabled = true
        view.addSubview(photoView)

        sortButton.setTitle("Sort", for: .normal)
        sortButton.frame = CGRect(x: 16, y: 290, width: 120, height: 44)
        sortButton.menu = UIMenu(
            title: "Sort by",
            children: [
                UIAction(title: "Date", state: .on) { [weak self] _ in self?.sortOrder = "Date" },
                UIAction(title: "Name") { [weak self] _ in self?.sortOrder = "Name" },
            ])
        sortButton.showsMenuAsPrimaryAction = true
        view.addSubview(sortButton)

        albumsView.frame = CGRect(x: 0, y: 350, width: view.bounds.width, height: 300)
        albumsView.dataSource = self
        albumsView.delegate = self
        albumsView.register(UITableViewCell.self, forCellReuseIdentifier: "Album")
        view.addSubview(albumsView)

        if runsiOS13 {
            photoView.addInteraction(UIContextMenuInteraction(delegate: self))
        } else if traitCollection.forceTouchCapability == .available {
            previewingContext = registerForPreviewing(with: self, sourceView: photoView)
        }
    }

    // MARK: - UIContextMenuInteractionDelegate (iOS 13)

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        log.append("configurationForMenuAtLocation")
        return UIContextMenuConfiguration(
            identifier: "photo" as NSString,
            previewProvider: { PhotoViewController(name: "Beach") },
            actionProvider: { [weak self] _ in self?.photoMenu() })
    }

    private func photoMenu() -> UIMenu {
        let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) {
            [weak self] _ in
            self?.log.append("share")
        }
        let favourite = UIAction(title: "Favourite", image: UIImage(systemName: "heart")) { [weak self] _ in
            self?.favourites.append("Beach")
        }
        let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive)
        {
            [weak self] _ in self?.log.append("delete")
        }
        let rotate = UIMenu(
            title: "Rotate", image: UIImage(systemName: "rotate.right"),
            children: [
                UIAction(title: "Left") { [weak self] _ in self?.log.append("rotate left") },
                UIAction(title: "Right") { [weak self] _ in self?.log.append("rotate right") },
            ])
        return UIMenu(title: "", children: [delete, share, favourite, rotate])
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating
    ) {
        log.append("willPerformPreviewAction")
        animator.addCompletion { [weak self] in
            if let photo = animator.previewViewController {
                self?.show(photo, sender: self)
            }
        }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        log.append("willEnd")
    }

    // MARK: - UITableViewDataSource, UITableViewDelegate

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        albums.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Album", for: indexPath)
        cell.textLabel?.text = albums[indexPath.row]
        return cell
    }

    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        let album = albums[indexPath.row]
        return UIContextMenuConfiguration(identifier: album as NSString, previewProvider: nil) { _ in
            UIMenu(
                title: album,
                children: [
                    UIAction(title: "Rename") { [weak self] _ in self?.log.append("rename \(album)") },
                    UIAction(title: "Delete Album", attributes: .destructive) { [weak self] _ in
                        self?.albums.removeAll { $0 == album }
                        self?.albumsView.reloadData()
                    },
                ])
        }
    }

    // MARK: - UIViewControllerPreviewingDelegate (iOS 9–12)

    func previewingContext(
        _ previewingContext: UIViewControllerPreviewing, viewControllerForLocation location: CGPoint
    ) -> UIViewController? {
        log.append("viewControllerForLocation")
        return PhotoViewController(name: "Beach")
    }

    func previewingContext(
        _ previewingContext: UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController
    ) {
        show(viewControllerToCommit, sender: self)
    }
}
