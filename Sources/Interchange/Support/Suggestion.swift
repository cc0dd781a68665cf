// "Did you mean …?" for every place a name can be mistyped: icon types, CLI options, rule ids,
// trace fields, phases and touch types.

/// The longest word `nearestSuggestion` considers (1 KiB): a name, option or field is a few dozen
/// bytes at most, so a longer word is never near anything, and a hostile megabyte costs nothing.
package let maximumSuggestionWordLength = 1024

/// The candidate closest to `word` by edit distance (ignoring case), when it is close enough to be
/// a likely typo: at most `max(2, word.count / 3)` edits (ours: two edits catch a transposition, a
/// third of a long word a few slips). Ties go to the earlier candidate. A word longer than
/// `maximumSuggestionWordLength` bytes gets none; a candidate whose length alone is too far off is
/// skipped without computing its distance.
/// - Complexity: O(candidates × *m* × *n*) for words of *m* and candidates of *n* scalars.
package func nearestSuggestion(to word: String, in candidates: [String]) -> String? {
    guard word.utf8.count <= maximumSuggestionWordLength else { return nil }
    let lowered = word.lowercased()
    let length = lowered.unicodeScalars.count
    let allowed = max(2, word.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        let other = candidate.lowercased()
        // The distance is at least the difference in length.
        guard abs(other.unicodeScalars.count - length) <= allowed else { continue }
        let distance = editDistance(lowered, other)
        if distance <= allowed, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best?.candidate
}

/// Levenshtein distance between two strings, by Unicode scalars.
/// - Complexity: O(*m* × *n*).
package func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    WorkMeter.count(a.count * b.count, .editDistanceCells)
    var previous = Array(0...b.count)
    var current = Array(repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
