import Foundation
import Testing

@testable import Ink

@Suite("StrokePoint: compact, since one is written for every input point")
struct StrokePointTests {
    @Test("a point takes at most 128 bytes (the one-byte fields packed after the 8-byte ones)")
    func compact() {
        #expect(MemoryLayout<StrokePoint>.stride <= 128)
    }
}
