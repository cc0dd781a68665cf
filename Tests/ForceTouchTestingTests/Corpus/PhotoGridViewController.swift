import UIKit

/// Corpus: the iOS 13 photo grid as sample apps write it: a `UICollectionView` with a flow layout,
/// cells registered by class and dequeued, a tap that opens the photo, and each photo's context
/// menu from `collectionView(_:contextMenuConfigurationForItemAt:point:)`: the photo as the
/// preview, Share, Favourite and a destructive Delete that removes the item in a batch update.
class PhotoGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    var photos = ["Beach", "Forest", "City", "Desert", "Lake", "Snow", "Sunset"]
    var favourites: [String] = []
    private(set) var log: [String] = []
    private(set) var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 110, height: 130)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = .white
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        collectionView.frame = view.bounds
    }

    // MARK: - UICollectionViewDataSource

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
            as! PhotoCell
        cell.imageView.image = UIImage(systemName: "photo")
        cell.titleLabel.text = photos[indexPath.item]
        return cell
    }

    // MARK: - UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(photos[indexPath.item])")
        collectionView.deselectItem(at: indexPath, animated: true)
        navigationController?.pushViewController(
            PhotoViewController(name: photos[indexPath.item]), animated: true)
    }

    @available(iOS 13.0, *)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
        point: CGPoint
    ) -> UIContextMenuConfiguration? {
        let photo = photos[indexPath.item]
        log.append("contextMenuConfigurationForItemAt \(photo)")
        return UIContextMenuConfiguration(
            identifier: photo as NSString,
            previewProvider: { PhotoViewController(name: photo) },
            actionProvider: { [weak self] _ in
                let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in
                    self?.log.append("share \(photo)")
                }
                let favourite = UIAction(title: "Favourite", image: UIImage(systemName: "heart")) { _ in
                    self?.favourites.append(photo)
                }
                let delete = UIAction(
                    title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive
                ) { _ in
                    self?.delete(photo)
                }
                return UIMenu(title: "", children: [share, favourite, delete])
            })
    }

    @available(iOS 13.0, *)
    func collectionView(
        _ collectionView: UICollectionView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating
    ) {
        log.append("willPerformPreviewAction")
        animator.addCompletion { [weak self] in
            guard let preview = animator.previewViewController else { return }
            self?.navigationController?.pushViewController(preview, animated: true)
        }
    }

    private func delete(_ photo: String) {
        guard let index = photos.firstIndex(of: photo) else { return }
        collectionView.performBatchUpdates({
            self.photos.remove(at: index)
            self.collectionView.deleteItems(at: [IndexPath(item: index, section: 0)])
        })
        log.append("deleted \(photo)")
    }
}
