import Testing

@testable import Simulator

@Suite("Web assets")
struct WebAssetsTests {
    @Test("Web client files get their types; ES modules are text/javascript")
    func contentTypes() {
        #expect(WebAssets.contentType(of: "simulator.js") == "text/javascript; charset=utf-8")
        #expect(WebAssets.contentType(of: "index.html") == "text/html; charset=utf-8")
        #expect(WebAssets.contentType(of: "panel.css") == "text/css; charset=utf-8")
        #expect(WebAssets.contentType(of: "README.md") == nil)
    }
}
