// XML property lists (PropertyListReader: its own XMLParser-based reader with positions),
// differential against Foundation's PropertyListSerialization: the same documents accepted and the
// same values.
//
// Deliberate differences, excluded precisely (each is documented in RELIABILITY.md):
// - ours requires well-formed XML 1.0 (libxml2 decides, through XMLParser) in valid UTF-8 or
//   UTF-16, and its markup pre-check also refuses a DOCTYPE with an internal subset (XXE, billion
//   laughs), other markup declarations, processing instructions other than a leading
//   `<?xml version…?>` and prefixed element names. CoreFoundation's own plist XML reader, behind
//   PropertyListSerialization, is not a conforming XML parser: it accepts NUL and other characters
//   XML forbids, undefined entities, malformed attributes and more. So when ours refuses with
//   `.malformedXML` or `.invalidEncoding`, only ours is checked (it refused with a message);
//   every other refusal, and every document ours accepts, must agree with Foundation;
// - old-style (OpenStep) plists: Foundation reads them, ours says "not a property list" (Xcode
//   never writes them): inputs that do not start with `<` after a BOM and whitespace are only run
//   through ours.
import Foundation

func fuzz_plist_xml(_ bytes: [UInt8]) {
    if bytes.starts(with: Array("bplist".utf8)) { return }  // the plist-binary target's input
    let data = Data(bytes)
    var oursError: PropertyListReadError?
    var ours: PropertyListValue?
    do {
        let document = try PropertyListReader.read(data)
        fuzzCheck(document.format == .xml, "an XML document read as \(document.format)")
        ours = document.root.propertyListValue
    } catch {
        fuzzCheck(!error.message.isEmpty, "an error without a message")
        oursError = error
    }
    if let oursError, !plistDifferenceApplies(oursError) { return }
    let theirs = foundationPlist(data)
    fuzzCheck(
        plistEqual(ours, theirs),
        "PropertyListReader: \(ours.map { "\($0)".prefix(300) } ?? "refused: \(oursError!.message)"); "
            + "PropertyListSerialization: \(theirs.map { "\($0)".prefix(300) } ?? "refused")")
}

/// Whether ours refused for a reason Foundation shares (so Foundation must refuse too).
private func plistDifferenceApplies(_ error: PropertyListReadError) -> Bool {
    switch error {
    case .notAPropertyList, .malformedXML, .invalidEncoding: false
    default: true
    }
}

/// Foundation's reading of `data` as a property-list value, or nil when it refuses it (or reads a
/// type a property-list value cannot hold).
func foundationPlist(_ data: Data) -> PropertyListValue? {
    guard let object = try? PropertyListSerialization.propertyList(from: data, format: nil) else { return nil }
    return try? PropertyListValue(any: object)
}

/// Equal property-list values, NaN equal to NaN.
func plistEqual(_ a: PropertyListValue?, _ b: PropertyListValue?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let a?, let b?): return plistEqual(a, b)
    default: return false
    }
}

private func plistEqual(_ a: PropertyListValue, _ b: PropertyListValue) -> Bool {
    switch (a, b) {
    case (.real(let x), .real(let y)): return x == y || (x.isNaN && y.isNaN)
    case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { plistEqual($0, $1) }
    case (.dictionary(let x), .dictionary(let y)):
        return x.count == y.count && x.allSatisfy { key, value in y[key].map { plistEqual(value, $0) } ?? false }
    default: return a == b
    }
}
