// Binary property lists (PropertyListReader, through PropertyListSerialization): the input is a
// binary plist body after the `bplist00` magic. Any bytes read or fail with an error that has a
// message; what reads is written as XML by Foundation and must read back, through our own XML
// reader, to the same value (a cross-check of the two paths).
import Foundation

func fuzz_plist_binary(_ bytes: [UInt8]) {
    let data = Data(Array("bplist00".utf8) + bytes)
    let value: PropertyListValue
    do {
        let document = try PropertyListReader.read(data)
        fuzzCheck(document.format == .binary, "a binary document read as \(document.format)")
        fuzzCheck(document.root.position == nil, "a binary value with a position")
        value = document.root.propertyListValue
    } catch {
        fuzzCheck(!error.message.isEmpty, "an error without a message")
        return
    }
    guard
        let xml = try? PropertyListSerialization.data(
            fromPropertyList: value.foundationObject, format: .xml, options: 0)
    else { fuzzMismatch("Foundation cannot write as XML what it read as binary: \("\(value)".prefix(200))") }
    do {
        let again = try PropertyListReader.read(xml).root.propertyListValue
        fuzzCheck(plistEqual(again, value), "binary \("\(value)".prefix(200)) read back from XML as \("\(again)".prefix(200))")
    } catch {
        fuzzMismatch("Foundation's XML of a binary plist does not read: \(error.message)")
    }
}
