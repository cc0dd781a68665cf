import Foundation
import Testing
import UIKit

/// kylebshr/context-menus' layout code as it reads after the port pass (a preview cell's
/// initializer made `required`): an inset grouped catalog whose rows do not select, an image view
/// that follows its superview by `autoresizingMask`, and a stack view inside its margins sized by
/// `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)`. Written in its style, not copied.
@MainActor
@Suite("UIKit spellings of inset grouped tables, autoresizing masks and fitting sizes")
struct UIKitLayoutSpellingsTests {
    private final class IconPreviewCell: UITableViewCell {
        let previewView = UIView()

        required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            previewView.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(previewView)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test("the catalog's table, preview image view and stack view compile and lay out as on iOS 13")
    func contextMenusLayout() {
        let catalog = UITableViewController(style: .insetGrouped)
        catalog.tableView.allowsSelection = false
        catalog.tableView.register(IconPreviewCell.self, forCellReuseIdentifier: "icon")
        #expect(catalog.tableView.style == .insetGrouped && !catalog.tableView.allowsSelection)

        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let imageView = UIImageView(image: UIImage(systemName: "photo"))
        imageView.frame = container.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(imageView)
        container.frame.size = CGSize(width: 300, height: 250)
        #expect(imageView.frame == CGRect(x: 0, y: 0, width: 300, height: 250))

        let symbol = UIImageView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        let label = UILabel()
        label.text = "heart.fill"
        label.textAlignment = NSTextAlignment.center
        let stackView = UIStackView(arrangedSubviews: [symbol, label])
        stackView.spacing = 8
        stackView.axis = .vertical
        stackView.alignment = .center
        stackView.layoutMargins = .init(top: 8, left: 16, bottom: 8, right: 16)
        stackView.isLayoutMarginsRelativeArrangement = true
        let size = stackView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(size.height == 8 + 80 + 8 + label.intrinsicContentSize.height + 8)
        #expect(size.width == max(80, label.intrinsicContentSize.width) + 32)
        #expect(label.textAlignment == .center)
    }
}
