import Foundation
import Testing
import UIKit

/// TouchCanvas keeps each touch's line in an `NSMapTable` keyed by the touch: a Foundation class
/// swift-corelibs-foundation lacks, provided by the UIKit module.
@MainActor
@Suite("NSMapTable: strong and weak keys and values")
struct NSMapTableTests {
    final class Line {
        let name: String
        init(_ name: String) { self.name = name }
    }

    @Test("strongToStrong: set, read, replace, remove, count")
    func strongToStrong() {
        let table = NSMapTable<Line, Line>.strongToStrongObjects()
        let key = Line("touch 1")
        table.setObject(Line("first"), forKey: key)
        #expect(table.object(forKey: key)?.name == "first")
        table.setObject(Line("second"), forKey: key)
        #expect(table.object(forKey: key)?.name == "second")
        #expect(table.count == 1)
        #expect(table.object(forKey: Line("touch 1")) == nil, "non-NSObject keys compare by identity")
        table.removeObject(forKey: key)
        #expect(table.count == 0 && table.object(forKey: key) == nil)
    }

    @Test("weakToStrong: a released key takes its entry with it")
    func weakKeys() {
        let table = NSMapTable<Line, Line>.weakToStrongObjects()
        var key: Line? = Line("touch")
        let kept = Line("kept key")
        table.setObject(Line("a"), forKey: key)
        table.setObject(Line("b"), forKey: kept)
        #expect(table.count == 2)
        key = nil
        #expect(table.count == 1)
        #expect((table.keyEnumerator().allObjects as? [Line])?.map(\.name) == ["kept key"])
    }

    @Test("NSObject keys compare with isEqual(_:), unless objectPointerPersonality is asked for")
    func personalities() {
        let byValue = NSMapTable<NSString, Line>.strongToStrongObjects()
        byValue.setObject(Line("x"), forKey: NSString(string: "k"))
        #expect(byValue.object(forKey: NSString(string: "k"))?.name == "x")
        let byPointer = NSMapTable<NSString, Line>(
            keyOptions: .objectPointerPersonality, valueOptions: .strongMemory)
        byPointer.setObject(Line("x"), forKey: NSString(string: "k"))
        #expect(byPointer.object(forKey: NSString(string: "k")) == nil)
    }
}
