import Foundation
import TestSupport
import Testing

@testable import PropertyLists
@testable import QuickActionTools
@testable import QuickActions

/// A `<date>` reads as CoreFoundation reads it (the values below are what this machine's
/// `PropertyListSerialization` gives for the same text) and is written as CoreFoundation writes it.
@Suite("ISO8601Date: property list dates as CoreFoundation reads and writes them")
struct ISO8601DateTests {
    @Test(
        "CF's forms read to CF's instants: years of any length, negative years, a 60th second",
        arguments: [
            ("2015-09-25T12:00:00Z", 464_875_200.0),
            ("33689-09-27T01:46:40Z", 1_000_000_000_000), ("-1168-02-16T14:13:20Z", -100_000_000_000),
            ("998-11-30T15:23:18Z", -31_622_776_602), ("0998-11-30T15:23:18Z", -31_622_776_602),
            ("-005-01-01T00:00:00Z", -63_303_292_800), ("1-01-01T00:00:00Z", -63_113_904_000),
            ("0000-01-01T00:00:00Z", -63_145_526_400), ("-0000-01-01T00:00:00Z", -63_145_526_400),
            ("-1-01-01T00:00:00Z", -63_177_062_400), ("2016-02-29T00:00:00Z", 478_396_800),
            ("2015-01-01T00:00:60Z", 441_763_260),
            ("1002087899-08-04T18:49:52Z", 31_622_776_601_683_792),
            ("-1002083898-05-31T05:10:08Z", -31_622_776_601_683_792),
        ])
    func readsAsCoreFoundation(text: String, referenceSeconds: Double) {
        #expect(ISO8601Date.parse(text)?.timeIntervalSinceReferenceDate == referenceSeconds)
    }

    @Test(
        "Forms CF refuses are refused, and so are fields CF would roll over into another date",
        arguments: [
            // CF refuses these too.
            "2015-1-1T00:00:00Z", "2015-01-01T1:00:00Z", "2015-01-01T00:00:00", "2015-01-01T00:00:00+01:00",
            "2015-01-01T00:00:00.5Z", "2015-01-01 00:00:00Z", "+2015-01-01T00:00:00Z",
            " 2015-01-01T00:00:00Z",
            "2015-01-01T00:00:00Z ", "2015-01-01T00:00:00Zx", "-01-01T00:00:00Z", "", "yesterday",
            // CF reads these as other dates (its arithmetic rolls them over); ours refuses them.
            "2015-13-01T00:00:00Z", "2015-00-01T00:00:00Z", "2015-02-29T00:00:00Z", "2015-04-31T00:00:00Z",
            "2015-01-00T00:00:00Z", "2015-01-01T24:00:00Z", "2015-01-01T00:60:00Z", "2015-01-01T00:00:61Z",
            // CF's Int32 year overflows; ours refuses.
            "2147483648-01-01T00:00:00Z", "21474836470-01-01T00:00:00Z", "-2147483648-01-01T00:00:00Z",
        ])
    func refuses(text: String) {
        #expect(ISO8601Date.parse(text) == nil)
    }

    @Test(
        "Years are written as C's %04d writes them, as CF does",
        arguments: [
            (-63_303_292_800.0, "-005-01-01T00:00:00Z"), (-31_622_776_602, "0998-11-30T15:23:18Z"),
            (1_000_000_000_000, "33689-09-27T01:46:40Z"), (-100_000_000_000, "-1168-02-16T14:13:20Z"),
            (-63_145_526_400, "0000-01-01T00:00:00Z"), (0.75, "2001-01-01T00:00:00Z"),
            (-0.25, "2000-12-31T23:59:59Z"),
        ])
    func writesAsCoreFoundation(referenceSeconds: Double, text: String) {
        #expect(ISO8601Date.format(Date(timeIntervalSinceReferenceDate: referenceSeconds)) == text)
    }

    @Test(
        "A date whose year CF cannot hold has no text", arguments: [1e17, -1e17, .infinity, -.infinity, .nan])
    func unwritable(referenceSeconds: Double) {
        #expect(ISO8601Date.format(Date(timeIntervalSinceReferenceDate: referenceSeconds)) == nil)
    }

    @Test("Random whole seconds: ours writes what Foundation writes, and reads it back (seed 0x150_8601)")
    func randomAgainstFoundation() throws {
        var generator = SplitMix64(seed: 0x150_8601)
        for _ in 0..<500 {
            // Up to ±10^13 s (years −315,000 to +319,000); half the cases within 1000–9999.
            let bound = Bool.random(using: &generator) ? 1e13 : 2.5e11
            let seconds = Double(Int64.random(in: Int64(-bound)...Int64(bound), using: &generator))
            let date = Date(timeIntervalSinceReferenceDate: seconds)
            let xml = try PropertyListSerialization.data(fromPropertyList: [date], format: .xml, options: 0)
            let document = String(decoding: xml, as: UTF8.self)
            let foundation = document.components(separatedBy: "<date>").dropFirst().first?
                .components(separatedBy: "</date>").first
            let ours = try #require(ISO8601Date.format(date))
            #expect(ours == foundation, "\(seconds)")
            #expect(ISO8601Date.parse(ours) == date, "\(ours)")
        }
    }
}
