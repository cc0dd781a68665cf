import Foundation
import Testing
import TouchKit

@MainActor
@Suite("TableViewCell: accessories")
struct TableViewCellTests {
    @Test("A rating label as the accessory view: kept at its own size, centred, 15 points from the edge")
    func customAccessoryView() {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: "Rating")
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 60)
        cell.accessoryType = .disclosureIndicator
        let rating = Label()
        rating.text = "★★★"
        rating.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        cell.accessoryView = rating
        cell.layoutIfNeeded()
        #expect(rating.superview === cell)
        #expect(rating.frame == CGRect(x: 320, y: 20, width: 40, height: 20))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
        // The disclosure chevron it replaces is not drawn.
        let chevrons = cell.subviews.compactMap { $0 as? ImageView }.filter { !$0.isHidden }
        #expect(chevrons.isEmpty)
    }

    @Test("Replacing the accessory view removes the old one; clearing it brings the accessory type back")
    func replacingTheAccessoryView() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.accessoryType = .checkmark
        let first = View(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        let second = View(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        cell.accessoryView = first
        cell.accessoryView = second
        cell.layoutIfNeeded()
        #expect(first.superview == nil)
        #expect(second.frame.origin == CGPoint(x: 254, y: 6.5))
        cell.accessoryView = nil
        cell.layoutIfNeeded()
        #expect(second.superview == nil)
        #expect(cell.contentView.frame.width == 287)  // 320 less the accessory type's 33
        #expect(cell.subviews.contains { ($0 as? ImageView)?.isHidden == false })
    }
}
