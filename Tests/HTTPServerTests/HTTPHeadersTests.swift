import Testing

@testable import HTTPServer

@Suite("HTTPHeaders: ordered fields, case-insensitive lookup")
struct HTTPHeadersTests {
    @Test("lookup, set, add, remove and tokens")
    func headers() {
        var headers: HTTPHeaders = ["Content-Type": "a", "X-A": "1", "x-a": "2"]
        #expect(headers["content-type"] == "a")
        #expect(headers.values(for: "X-A") == ["1", "2"])
        headers["X-A"] = "3"
        #expect(headers.fields.map(\.value) == ["a", "3"])
        headers.add(name: "Connection", value: "keep-alive, Upgrade")
        #expect(headers.containsToken("upgrade", in: "connection"))
        #expect(!headers.containsToken("close", in: "connection"))
        headers["content-type"] = nil
        #expect(headers.count == 2)
        #expect(!HTTPHeaders.equalsIgnoringCase("a[", "A{"))
    }
}
