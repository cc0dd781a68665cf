// The libFuzzer entry points, compiled into every module's fuzz binary (see Fuzz/run.sh).
import Foundation

/// The target FUZZ_TARGET names, chosen once before the first input.
nonisolated(unsafe) private var selectedFuzzTarget: (@Sendable ([UInt8]) -> Void)?

/// libFuzzer calls this once at start-up: picks the target the environment names.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>
) -> CInt {
    let name = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? ""
    guard let target = fuzzTargets[name] else {
        let names = fuzzTargets.keys.sorted().joined(separator: ", ")
        FileHandle.standardError.write(
            Data(
                "fuzz: set FUZZ_TARGET to one of: \(names) (got '\(name)'; a binary built before the target was added?)\n"
                    .utf8))
        _exit(2)  // not exit: LeakSanitizer's exit check would report the message's string as a leak
    }
    selectedFuzzTarget = target
    return 0
}

/// libFuzzer calls this for every input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    selectedFuzzTarget?(bytes)
    return 0
}

/// Stops the run: two readers that must agree did not, or an invariant failed. libFuzzer keeps
/// the input as a crash.
func fuzzMismatch(_ what: @autoclosure () -> String) -> Never {
    FileHandle.standardError.write(Data("fuzz: MISMATCH: \(what())\n".utf8))
    abort()
}

/// `fuzzMismatch` unless `condition` holds.
func fuzzCheck(_ condition: Bool, _ what: @autoclosure () -> String) {
    if !condition { fuzzMismatch(what()) }
}

/// Splits `bytes` into pieces whose sizes come from a small generator seeded by the input itself,
/// so incremental parsers see the same input arrive in reproducible, varied fragments.
func fuzzPieces(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var state = UInt64(truncatingIfNeeded: bytes.count) &* 0x9E37_79B9_7F4A_7C15
    for byte in bytes.prefix(8) { state = (state ^ UInt64(byte)) &* 0x100_0000_01B3 }
    var pieces: [ArraySlice<UInt8>] = []
    var index = 0
    while index < bytes.count {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        let size = 1 + Int(state % (state & 8 == 0 ? 7 : 300))
        let end = min(bytes.count, index + size)
        pieces.append(bytes[index..<end])
        index = end
    }
    return pieces
}
