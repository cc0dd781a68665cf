import Foundation
import TestSupport
import Testing

@testable import Simulator

/// The served path of a web view's page: reading it segment by segment, and writing it back.
@Suite("Web frame paths and responses", .simulatorTimeLimit)
struct WebFramePathTests {
    @Test("A path reads into device, view, generation and decoded segments")
    func reads() throws {
        let path = try WebFramePath("/web/1/17/3/guides/a%20b%C3%A9.html")
        #expect(
            path == WebFramePath(device: "1", view: 17, generation: 3, components: ["guides", "a bé.html"]))
        #expect(path.file == "guides/a bé.html")
        #expect(!path.isScript)
        #expect(try WebFramePath("/web/1/17/3/.forcetouch/page.js").isScript)
    }

    @Test(
        "Unsafe or malformed paths are refused, naming the part",
        arguments: [
            ("/web/1/2/3/..", "'..'"), ("/web/1/2/3/%2E%2E/x", "'..'"), ("/web/1/2/3/a%2Fb", "'a/b'"),
            ("/web/1/2/3/a%5Cb", "'a\\b'"), ("/web/1/2/3/.git/config", "'.git'"),
            ("/web/1/2/3/.forcetouch/x.js", "'.forcetouch'"),
            ("/web/1/2/3/a/.forcetouch/page.js", "'.forcetouch'"),
            ("/web/1/2/3/a%0Ab", "is not served"), ("/web/1/2/3/%E0%A4", "is not served"),
            ("/web/1/2/3/a//b", "''"), ("/web/1/2/3/", "''"), ("/web/1/2/x/a", "the generation 'x'"),
            ("/web/1/-2/3/a", "the view '-2'"), ("/web//2/3/a", "the device id"),
            ("/web/1/2", "give the device"),
            ("/other", "does not start with /web/"),
        ])
    func refused(path: String, words: String) {
        do {
            _ = try WebFramePath(path)
            Issue.record("accepted \(path)")
        } catch {
            #expect(error.message.contains(words), "\(path): \(error.message)")
            #expect(error.status.code == 400)
        }
    }

    @Test("Written paths read back to the same file, whatever the names (seeded)")
    func roundTrip() throws {
        let alphabet = Array("abcXYZ09 -_.~%?#&é😀+=:@!$'()*,;")
        for seed in UInt64(1)...300 {
            var random = SplitMix64(seed: seed)
            let segments = (0..<(1 + random.below(4))).map { _ in
                "n" + String((0..<(1 + random.below(8))).map { _ in alphabet[random.below(alphabet.count)] })
            }
            let file = segments.joined(separator: "/")
            let written = WebFramePath.path(device: "7", view: 12, generation: 4, file: file)
            let read = try WebFramePath(written)
            #expect(read.file == file, "seed \(seed): \(written)")
            #expect(read.device == "7" && read.view == 12 && read.generation == 4)
            #expect(!written.contains("//") && written.unicodeScalars.allSatisfy(\.isASCII), "seed \(seed)")
        }
    }

    @Test("The page script goes after the doctype (a BOM and white space before it kept), else first")
    func injection() {
        let tag = #"<script src="/s.js"></script>"#
        func inject(_ html: String) -> String {
            String(
                decoding: WebFrameResponse.injecting(scriptPath: "/s.js", into: Array(html.utf8)),
                as: UTF8.self)
        }
        #expect(inject("<!doctype html><p>") == "<!doctype html>" + tag + "<p>")
        #expect(
            inject("\u{FEFF} \n<!DOCTYPE HTML PUBLIC \"x\">\n<html>")
                == "\u{FEFF} \n<!DOCTYPE HTML PUBLIC \"x\">" + tag + "\n<html>")
        #expect(inject("<p>no doctype") == tag + "<p>no doctype")
        #expect(inject("") == tag)
        #expect(inject("<!doctype") == tag + "<!doctype", "an unfinished doctype: the script goes first")
    }

    @Test("Content types by extension; unknown files are octet streams; the policy has no same-origin")
    func headers() {
        #expect(WebFrameResponse.contentType(of: "a.HTML") == "text/html; charset=utf-8")
        #expect(WebFrameResponse.contentType(of: "a.css") == "text/css; charset=utf-8")
        #expect(WebFrameResponse.contentType(of: "a.png") == "image/png")
        #expect(WebFrameResponse.contentType(of: "a.exe") == "application/octet-stream")
        #expect(WebFrameResponse.contentType(of: "README") == "application/octet-stream")
        let policy = WebFrameResponse.contentSecurityPolicy
        #expect(policy.hasPrefix("sandbox allow-scripts;"))
        #expect(!policy.contains("allow-same-origin") && !policy.contains("allow-top-navigation"))
        #expect(!policy.contains("allow-popups") && !policy.contains("allow-forms"))
    }
}
