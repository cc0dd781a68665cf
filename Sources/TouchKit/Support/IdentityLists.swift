// Identity searches in small arrays of objects, written as loops.
//
// Closures passed to the standard library from main-actor code carry a run-time isolation check on
// every call; on the touch path (several searches per sample) that cost more than the searches.

/// Whether `array` holds `object` itself.
/// - Complexity: O(*n*).
func containsIdentical<Element: AnyObject>(_ array: [Element], _ object: Element) -> Bool {
    for element in array where element === object { return true }
    return false
}

/// Removes every occurrence of `object` itself from `array`.
/// - Complexity: O(*n*).
func removeIdentical<Element: AnyObject>(_ object: Element, from array: inout [Element]) {
    var index = 0
    while index < array.count {
        if array[index] === object { array.remove(at: index) } else { index += 1 }
    }
}

/// Whether the two arrays share an object.
/// - Complexity: O(*n*·*m*), for the handful of touches a recognizer holds.
func sharesIdentical<Element: AnyObject>(_ first: [Element], _ second: [Element]) -> Bool {
    for element in first where containsIdentical(second, element) { return true }
    return false
}
