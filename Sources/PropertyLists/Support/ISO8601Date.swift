package import Foundation

/// The date format property lists use (`2015-09-25T12:00:00Z`), parsed and written without a
/// formatter, a time zone database or a clock: pure arithmetic on the proleptic Gregorian calendar,
/// as CoreFoundation's property list code does it.
package enum ISO8601Date {
    /// The years a date may have: CoreFoundation keeps a plist date's year in an `Int32` (a longer
    /// one overflows there; ours refuses it).
    package static let years = -2_147_483_647...2_147_483_647

    /// Parses a `<date>` as CoreFoundation's plist reader does: `[-]Y…-MM-DDTHH:MM:SSZ`, the year
    /// any number of digits (`998`, `0998`, `33689`, `-1168`: what CF writes for years outside
    /// 1000–9999), every other field exactly two digits, nothing before or after. nil when the
    /// form differs (CF refuses those too: no fraction, no offset, no space) or a field is out of
    /// range: month 13, February 30, hour 24 or minute 60 read in CF as another date (its
    /// arithmetic rolls them over), and ours refuses them, since no writer produces them. A 60th
    /// second is read as CF reads it, as the next minute's first.
    package static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        var index = 0
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        func two() -> Int? {
            guard index + 2 <= bytes.count, isDigit(bytes[index]), isDigit(bytes[index + 1]) else {
                return nil
            }
            defer { index += 2 }
            return Int(bytes[index] - 0x30) * 10 + Int(bytes[index + 1] - 0x30)
        }
        func expect(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
        let negative = expect(0x2D)
        var year = 0
        var yearDigits = 0
        while index < bytes.count, isDigit(bytes[index]) {
            year = year * 10 + Int(bytes[index] - 0x30)
            yearDigits += 1
            index += 1
            guard year <= years.upperBound else { return nil }
        }
        if negative { year = -year }
        guard yearDigits > 0, expect(0x2D), let month = two(), expect(0x2D), let day = two(), expect(0x54),
            let hour = two(), expect(0x3A), let minute = two(), expect(0x3A), let second = two(),
            expect(0x5A),
            index == bytes.count
        else { return nil }
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
            hour < 24, minute < 60, second <= 60
        else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3600 + minute * 60 + second))
    }

    /// Writes `date` as `YYYY-MM-DDTHH:MM:SSZ` (whole seconds, rounded down), as CoreFoundation does;
    /// nil when its year is outside ``years`` (CF writes such a date as text no reader takes).
    package static func format(_ date: Date) -> String? {
        let seconds1970 = date.timeIntervalSince1970.rounded(.down)
        // ±2^31 years is about ±6.8e16 s; beyond ±1e17 s the day arithmetic would overflow `Int`.
        guard seconds1970.isFinite, abs(seconds1970) < 1e17 else { return nil }
        let total = Int(seconds1970)
        var days = total / 86_400
        var seconds = total % 86_400
        if seconds < 0 {
            seconds += 86_400
            days -= 1
        }
        let (year, month, day) = civilFromDays(days)
        guard years.contains(year) else { return nil }
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        // C's `%04d`, as CoreFoundation writes it: at least four characters, the sign included
        // (`0998`, `-005`, `33689`).
        let digits = String(abs(year))
        let yearText =
            (year < 0 ? "-" : "") + String(repeating: "0", count: max(0, (year < 0 ? 3 : 4) - digits.count))
            + digits
        return
            "\(yearText)-\(two(month))-\(two(day))T\(two(seconds / 3600)):\(two(seconds / 60 % 60)):\(two(seconds % 60))Z"
    }

    /// Whether `date` falls on a whole second (so `format` loses nothing).
    package static func isWholeSecond(_ date: Date) -> Bool {
        date.timeIntervalSince1970.rounded(.down) == date.timeIntervalSince1970
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 (Howard Hinnant's algorithm).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    private static func civilFromDays(_ days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
