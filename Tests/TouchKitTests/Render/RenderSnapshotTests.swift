import Foundation
import Testing

@testable import TouchKit

@MainActor
@Suite("Render snapshots: byte-stable text and JSON")
struct RenderSnapshotTests {
    static let listScreen = """
        window#1 (0 0 375 667)
          view#2 (0 0 375 667) bg=#FFFFFFFF
            view#3 (0 0 375 667) clips
              tableView#4 (0 0 375 667) bg=#FFFFFFFF clips offset=(0 -64)
                tableViewCell#5 (0 0 375 44) bg=#FFFFFFFF a11y=cell:"Search"
                  view#6 (0 0 342 44)
                    imageView#7 (0 0 0 0)
                    label#8 (15 11.5 312 21) "Search" font=17/400 color=#000000FF lines=1 tail a11y=text:"Search"
                  imageView#9 (346 11 22 22) symbol:chevron.right/tint=#007AFFFF
                  view#10 (15 43.5 360 0.5) bg=#3C3C434A
                tableViewCell#11 (0 44 375 44) bg=#FFFFFFFF a11y=cell:"Share"
                  view#12 (0 0 342 44)
                    imageView#13 (0 0 0 0)
                    label#14 (15 11.5 312 21) "Share" font=17/400 color=#000000FF lines=1 tail a11y=text:"Share"
                  imageView#15 (346 11 22 22) symbol:chevron.right/tint=#007AFFFF
                  view#16 (15 43.5 360 0.5) bg=#3C3C434A
                tableViewCell#17 (0 88 375 44) bg=#FFFFFFFF a11y=cell:"智能开门"
                  view#18 (0 0 342 44)
                    imageView#19 (0 0 0 0)
                    label#20 (15 11.5 312 21) "智能开门" font=17/400 color=#000000FF lines=1 tail a11y=text:"智能开门"
                  imageView#21 (346 11 22 22) symbol:chevron.right/tint=#007AFFFF
                  view#22 (15 43.5 360 0.5) bg=#3C3C434A
            view#23 (0 0 375 20) bg=#F8F8F8FF
            navigationBar#24 (0 20 375 44) bg=#F8F8F8FF
              label#25 (8 11.5 359 21) "Items" font=17/600 color=#000000FF align=center lines=1 tail a11y=heading
              button#26 (0 0 0 0) hidden a11y=button
                imageView#27 (-11 -11 22 22) symbol:chevron.left/tint=#007AFFFF
                label#28 (11 0 0 0) "" font=17/400 color=#007AFFFF align=center lines=1 tail
              button#29 (0 0 0 0) hidden a11y=button
                imageView#30 (0 0 0 0) hidden
                label#31 (0 0 0 0) "" font=17/400 color=#007AFFFF align=center lines=1 tail
              button#32 (0 0 0 0) hidden a11y=button
                imageView#33 (0 0 0 0) hidden
                label#34 (0 0 0 0) "" font=17/400 color=#007AFFFF align=center lines=1 tail
              view#35 (0 43.5 375 0.5) bg=#3C3C434A

        """

    static let titleJSON =
        ##"{"attributes":{"accessibility":{"role":"heading"},"frame":[8,11.5,359,21],"text":{"alignment":"center","color":"#000000FF","fontSize":17,"fontWeight":600,"lineBreakMode":"truncatingTail","numberOfLines":1,"string":"Items"}},"id":25,"kind":"label"}"##

    @Test("The list screen prints the same, byte for byte, every time")
    func textSnapshot() {
        let (window, _, _) = makeListScreen()
        let builder = RenderTreeBuilder()
        #expect(RenderTextRenderer.render(builder.render(window)) == Self.listScreen)
        #expect(RenderTextRenderer.render(builder.render(window)) == Self.listScreen)
        let (again, _, _) = makeListScreen()
        #expect(RenderTextRenderer.render(RenderTreeBuilder().render(again)) == Self.listScreen)
    }

    @Test("JSON has sorted keys, leaves defaults out, and decodes to the same tree")
    func jsonSnapshot() throws {
        let (window, navigation, _) = makeListScreen()
        let builder = RenderTreeBuilder()
        let tree = builder.render(window)
        let title = tree.node(withID: builder.identifier(of: navigation.navigationBar.titleLabel)!)!
        #expect(String(decoding: try title.jsonData(), as: UTF8.self) == Self.titleJSON)
        let data = try tree.jsonData()
        #expect(try JSONDecoder().decode(RenderNode.self, from: data) == tree)
        #expect(try tree.jsonData() == data)
    }
}
