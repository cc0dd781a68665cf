import Foundation
@testable import XcodeProject

// xcconfig files: any bytes must parse or throw a typed error whose message and position are
// well formed; what parses must resolve (conditions, levels, expansion) without crashing, within
// the expansion's limits.
func fuzz_xcconfig(_ bytes: [UInt8]) {
    let data = Data(bytes)
    do {
        let file = try XCConfigFile.parse(data, path: "Fuzz.xcconfig")
        let assignments = file.lines.compactMap { line -> XCConfigFile.Assignment? in
            if case .assignment(let assignment) = line { return assignment }
            return nil
        }
        let settings = BuildSettings(levels: BuildContext().levels(assignments, name: "Fuzz.xcconfig"))
        for name in settings.names.prefix(64) {
            let expansion = settings.expand("$(\(name))", bareReferences: true)
            if expansion.value.unicodeScalars.count > BuildSettings.maximumLength * 4 {
                fatalError("expansion of \(name) past the limit: \(expansion.value.count)")
            }
        }
    } catch {
        let text = error.formatted
        if text.isEmpty || !text.hasPrefix("Fuzz.xcconfig:") { fatalError("bad message: \(text)") }
        if let position = error.position, position.line < 1 || position.column < 1 {
            fatalError("bad position \(position)")
        }
    }
}
