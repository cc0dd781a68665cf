import Foundation
import TestSupport
import Testing

@testable import SimulatorProtocol

/// The `webElement` message: what a page's script reports under a press, read strictly (the page is
/// the app's and may say anything).
@Suite("webElement messages")
struct WebElementMessageTests {
    static let link = WebElementMessage(
        x: 120.5, y: 300, href: "history.html", rectX: 12, rectY: 240.25, rectWidth: 180, rectHeight: 21,
        pageWidth: 375, pageHeight: 1412)

    @Test("The protocol document's example reads as written, and writes back the same")
    func example() throws {
        let text =
            #"{"href":"history.html","pageSize":[375,1412],"rect":[12,240.25,180,21],"type":"webElement","x":120.5,"y":300}"#
        #expect(try WebElementMessage(json: text) == Self.link)
        #expect(try ClientMessage(json: text) == .webElement(Self.link))
        #expect(Self.link.json == text)
        #expect(ClientMessage.webElement(Self.link).json == text)
        #expect(Self.link.rect == CGRect(x: 12, y: 240.25, width: 180, height: 21))
        #expect(Self.link.pageSize == CGSize(width: 375, height: 1412))
        #expect(Self.link.point == CGPoint(x: 120.5, y: 300))
    }

    @Test("No link, no page size: null href and no pageSize key")
    func plain() throws {
        let text = #"{"href":null,"rect":[0,0,375,20],"type":"webElement","x":3,"y":4}"#
        let message = try WebElementMessage(json: text)
        #expect(message.href == nil && message.pageSize == nil)
        #expect(message.json == text)
        #expect(
            try WebElementMessage(json: #"{"type":"webElement","x":3,"y":4,"rect":[0,0,375,20]}"#) == message)
    }

    @Test(
        "Bad fields are refused with the field named",
        arguments: [
            (#"{"type":"webElement","y":1,"rect":[0,0,1,1]}"#, "the field 'x' is missing"),
            (#"{"type":"webElement","x":1,"y":1}"#, "the field 'rect' is missing"),
            (#"{"type":"webElement","x":"1","y":1,"rect":[0,0,1,1]}"#, "'x' must be a number"),
            (#"{"type":"webElement","x":1e9,"y":1,"rect":[0,0,1,1]}"#, "'x' is 1000000000, outside"),
            (#"{"type":"webElement","x":1,"y":1,"rect":[0,0,1]}"#, "'rect' has 3 numbers; give exactly 4"),
            (#"{"type":"webElement","x":1,"y":1,"rect":[0,0,1,1,5]}"#, "'rect' has 5 numbers"),
            (
                #"{"type":"webElement","x":1,"y":1,"rect":[0,0,-1,1]}"#,
                "'rect[2] (width)' is -1, outside 0…100000"
            ),
            (#"{"type":"webElement","x":1,"y":1,"rect":[0,0,1,1e300]}"#, "'rect[3] (height)'"),
            (#"{"type":"webElement","x":1,"y":1,"rect":"0,0,1,1"}"#, "'rect' must be an array of 4 numbers"),
            (
                #"{"type":"webElement","x":1,"y":1,"rect":[0,0,1,"1"]}"#,
                "'rect' must be an array of 4 numbers"
            ),
            (#"{"type":"webElement","x":1,"y":1,"rect":[0,0,1,1],"href":5}"#, "'href' must be a string"),
            (
                #"{"type":"webElement","x":1,"y":1,"rect":[0,0,1,1],"href":"a\u0000b"}"#,
                "control character U+0000"
            ),
            (
                #"{"type":"webElement","x":1,"y":1,"rect":[0,0,1,1],"pageSize":[1]}"#,
                "'pageSize' has 1 numbers"
            ),
            (
                #"{"type":"webElement","x":1,"y":1,"rect":[0,0,1,1],"pageSize":[1,2e6]}"#,
                "'pageSize[1] (height)'"
            ),
            (
                #"{"type":"webElement","x":1,"y":1,"rect":[0,0,1,1],"pageSize":[-1,2]}"#,
                "'pageSize[0] (width)'"
            ),
            (#"{"type":"webElement","x":1,"y":1e999,"rect":[0,0,1,1]}"#, "not valid JSON"),
        ])
    func refused(text: String, words: String) {
        do {
            _ = try WebElementMessage(json: text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.message.contains(words), "\(error.message)")
            #expect(error.message.contains("'webElement' message") || error.code == "notJSON")
        }
    }

    @Test("A link longer than 8 KiB is refused, not cut; one of exactly 8 KiB is read")
    func hrefLimit() throws {
        let long = String(repeating: "a", count: WebElementMessage.maximumHrefBytes)
        let fits = WebElementMessage(x: 0, y: 0, href: long, rectX: 0, rectY: 0, rectWidth: 1, rectHeight: 1)
        #expect(try WebElementMessage(json: fits.json) == fits)
        var over = fits
        over.href = long + "é"
        do {
            _ = try WebElementMessage(json: over.json)
            Issue.record("a long href was read")
        } catch {
            #expect(error == .tooLong(message: "webElement", field: "href", length: 8194, limit: 8192))
        }
    }

    @Test("Another message is not a webElement")
    func otherType() {
        do {
            _ = try WebElementMessage(json: #"{"type":"resync"}"#)
            Issue.record("resync read as webElement")
        } catch {
            #expect(error.message.contains("use one of webElement"))
        }
    }

    @Test("Random reports round-trip exactly (seeded)")
    func randomized() throws {
        for seed in UInt64(1)...200 {
            var random = SplitMix64(seed: seed)
            func number(_ range: ClosedRange<Double>) -> Double {
                let value = Double.random(in: range, using: &random)
                return random.chance(50) ? value.rounded() : (value * 100).rounded() / 100
            }
            let hrefs: [String?] = [nil, "a.html", "https://example.com/?q=\"x\"&y=é", "\t/x\n", "😀", ""]
            let message = WebElementMessage(
                x: number(-500...2000), y: number(-500...2000), href: hrefs[random.below(hrefs.count)],
                rectX: number(-1000...1000), rectY: number(-1000...1000), rectWidth: number(0...1000),
                rectHeight: number(0...1000), pageWidth: random.chance(70) ? number(0...1e6) : nil,
                pageHeight: nil)
            var withPage = message
            if message.pageWidth != nil { withPage.pageHeight = number(0...1e6) }
            #expect(try WebElementMessage(json: withPage.json) == withPage, "seed \(seed)")
        }
    }
}
