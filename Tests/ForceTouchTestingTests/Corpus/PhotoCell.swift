import UIKit

/// Corpus: a photo grid's cell, a thumbnail with its title under it, built in code.
class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"

    let imageView = UIImageView()
    let titleLabel = UILabel()

    // UIKit writes `override init(frame:)`; ForceTouchKit makes registered cells through a required
    // `init(frame:)` (no Objective-C runtime), and the compiler's fix-it says `required`.
    required init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        titleLabel.font = .systemFont(ofSize: 13)
        titleLabel.textAlignment = .center
        contentView.addSubview(imageView)
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        imageView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - 20)
        titleLabel.frame = CGRect(x: 0, y: bounds.height - 20, width: bounds.width, height: 20)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
        titleLabel.text = nil
    }
}
