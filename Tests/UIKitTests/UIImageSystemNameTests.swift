import Foundation
import Testing
import UIKit

/// iOS 13's symbol images as apps write them: `UIImage(systemName:)` is optional (`!`, `if let`,
/// `?? UIImage()` compile and behave as on a device), sized by `UIImage.SymbolConfiguration`
/// (kylebshr/context-menus and NetNewsWire pass one), and `UIImage(named:in:with:)` finds what
/// `named:in:compatibleWith:` finds.
@MainActor
@Suite("UIImage(systemName:) is failable and sized by symbol configurations, as on iOS 13")
struct UIImageSystemNameTests {
    /// Fixtures/Photos as a `Bundle`.
    static let photos = Bundle(url: Fixture.folder("Photos"))

    @Test("well-formed symbol names make a 22-point template symbol; other forms are nil")
    func names() throws {
        let heart = try #require(UIImage(systemName: "heart.fill"))
        #expect(heart.isSymbol && heart.isTemplate && heart.name == "heart.fill")
        #expect(heart.size == CGSize(width: 22, height: 22))
        #expect(UIImage(systemName: "1.circle")?.name == "1.circle")
        for name in ["", "Heart", "heart fill", "heart.", ".heart", "heart..fill", "héart", "heart/fill"] {
            #expect(UIImage(systemName: name) == nil, "\(name)")
        }
    }

    @Test("app code's spellings compile: force unwrap, if let, ??, an optional parameter")
    func spellings() throws {
        let forced = UIImage(systemName: "trash")!
        var seen: [String] = [forced.name]
        if let star = UIImage(systemName: "star") { seen.append(star.name) }
        let fallback = UIImage(systemName: "Not A Symbol") ?? UIImage()
        seen.append(fallback.name.isEmpty ? "(empty)" : fallback.name)
        let view = UIImageView(image: UIImage(systemName: "photo"))
        let action = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in }
        #expect(seen == ["trash", "star", "(empty)"])
        #expect(view.image?.name == "photo" && action.image?.name == "square.and.arrow.up")
    }

    @Test("a symbol configuration sizes the symbol by point size and scale; other images keep theirs")
    func configurations() throws {
        let large = UIImage.SymbolConfiguration(pointSize: 20, weight: .regular)
        let sized = try #require(UIImage(systemName: "plus", withConfiguration: large))
        #expect(sized.size == CGSize(width: 26, height: 26))
        let small = try #require(
            UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(scale: .small)))
        #expect(small.size == CGSize(width: 18, height: 18))
        let title = UIImage.SymbolConfiguration(textStyle: .title1)
        #expect(UIImage(systemName: "plus")?.withConfiguration(title).size == CGSize(width: 36, height: 36))
        #expect(UIImage(systemName: "Plus", withConfiguration: large) == nil)
        let combined = UIImage.SymbolConfiguration(pointSize: 20).applying(
            UIImage.SymbolConfiguration(scale: .large))
        #expect(combined.pointSize == 20 && combined.scale == .large && combined.weight == .regular)
        #expect(UIImage().applyingSymbolConfiguration(large) == nil)
        #expect(UIImage(systemName: "plus")?.applyingSymbolConfiguration(large)?.size.width == 26)
        #expect(UIImage.SymbolConfiguration.unspecified.pointSize == 0)
    }

    @Test("named:in:with: finds what named:in:compatibleWith: finds, and nil for what it does not")
    func namedWithConfiguration() throws {
        let bundle = try #require(Self.photos)
        let logo = UIImage(named: "Logo", in: bundle, compatibleWith: nil)
        #expect(logo != nil)
        #expect(UIImage(named: "Logo", in: bundle, with: nil) == logo)
        #expect(UIImage(named: "Logo", in: bundle, with: UIImage.SymbolConfiguration(pointSize: 30)) == logo)
        #expect(UIImage(named: "heart", in: bundle, with: nil) == nil)
    }
}
