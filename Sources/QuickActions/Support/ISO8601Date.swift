import Foundation

/// The date format property lists use (`2015-09-25T12:00:00Z`), parsed and written without a
/// formatter, a time zone database or a clock: pure arithmetic on the proleptic Gregorian calendar.
enum ISO8601Date {
    /// Parses `YYYY-MM-DDTHH:MM:SS[.fraction]Z` or with a `±HH:MM` offset; nil when malformed.
    static func parse(_ text: String) -> Date? {
        let scalars = Array(text.utf8)
        var index = 0
        func number(_ digits: Int) -> Int? {
            guard index + digits <= scalars.count else { return nil }
            var value = 0
            for _ in 0..<digits {
                let byte = scalars[index]
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
                index += 1
            }
            return value
        }
        func expect(_ byte: UInt8) -> Bool {
            guard index < scalars.count, scalars[index] == byte else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect(0x2D), let month = number(2), expect(0x2D),
            let day = number(2), expect(0x54) || expect(0x20),
            let hour = number(2), expect(0x3A), let minute = number(2), expect(0x3A),
            let second = number(2)
        else { return nil }
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
            hour < 24, minute < 60, second < 61
        else { return nil }
        var fraction = 0.0
        if index < scalars.count, scalars[index] == 0x2E {
            index += 1
            var scale = 0.1
            var any = false
            while index < scalars.count, scalars[index] >= 0x30, scalars[index] <= 0x39 {
                fraction += Double(scalars[index] - 0x30) * scale
                scale /= 10
                index += 1
                any = true
            }
            if !any { return nil }
        }
        var offset = 0
        if expect(0x5A) {
            offset = 0
        } else if index < scalars.count, scalars[index] == 0x2B || scalars[index] == 0x2D {
            let sign = scalars[index] == 0x2D ? -1 : 1
            index += 1
            guard let hours = number(2), expect(0x3A), let minutes = number(2) else { return nil }
            offset = sign * (hours * 3600 + minutes * 60)
        } else {
            return nil
        }
        guard index == scalars.count else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = Double(days * 86_400 + hour * 3600 + minute * 60 + second - offset) + fraction
        return Date(timeIntervalSince1970: seconds)
    }

    /// Writes `date` as `YYYY-MM-DDTHH:MM:SSZ` (whole seconds, rounded down).
    static func format(_ date: Date) -> String {
        let total = Int(date.timeIntervalSince1970.rounded(.down))
        var days = total / 86_400
        var seconds = total % 86_400
        if seconds < 0 {
            seconds += 86_400
            days -= 1
        }
        let (year, month, day) = civilFromDays(days)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let yearText = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        return
            "\(yearText)-\(two(month))-\(two(day))T\(two(seconds / 3600)):\(two(seconds / 60 % 60)):\(two(seconds % 60))Z"
    }

    /// Whether `date` falls on a whole second (so `format` loses nothing).
    static func isWholeSecond(_ date: Date) -> Bool {
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
