public import Foundation

/// Foundation's `NSMapTable`, which swift-corelibs-foundation does not have: a dictionary from
/// objects to objects whose keys and values are held strongly or weakly.
///
/// Matches Foundation: the four factories (`strongToStrongObjects()`, `weakToStrongObjects()`,
/// `strongToWeakObjects()`, `weakToWeakObjects()`) and `init(keyOptions:valueOptions:capacity:)`
/// with `.strongMemory`/`.weakMemory`; a weak key or value that is released removes its entry
/// (`count` and the enumerators no longer see it); `NSObject` keys compare with `isEqual(_:)` and
/// `hash` (object personality) unless `.objectPointerPersonality` is given, other keys (views,
/// touches: Swift classes here) by identity.
/// Differs: generic over any class (Foundation's is over `AnyObject` too, with Objective-C
/// generics); `.copyIn` is not supported (there is no `NSCopying` for Swift classes) and is
/// treated as strong.
public final class NSMapTable<KeyType: AnyObject, ObjectType: AnyObject> {
    /// A map table whose keys and values are held strongly.
    public static func strongToStrongObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .strongMemory, valueOptions: .strongMemory)
    }

    /// Weak keys, strong values.
    public static func weakToStrongObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .weakMemory, valueOptions: .strongMemory)
    }

    /// Strong keys, weak values.
    public static func strongToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .strongMemory, valueOptions: .weakMemory)
    }

    /// Weak keys and values.
    public static func weakToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .weakMemory, valueOptions: .weakMemory)
    }

    private struct Reference {
        private let strong: AnyObject?
        private weak var weak: AnyObject?

        init(_ object: AnyObject, weak isWeak: Bool) {
            strong = isWeak ? nil : object
            weak = isWeak ? object : nil
        }

        var object: AnyObject? { strong ?? weak }
    }

    private struct Entry {
        var key: Reference
        var value: Reference
    }

    private let weakKeys: Bool
    private let weakValues: Bool
    private let identityKeys: Bool
    /// Entries by the key's hash; each bucket compared with the key's equality.
    private var buckets: [Int: [Entry]] = [:]

    /// A map table with the given memory options (`.strongMemory` or `.weakMemory` each).
    public init(
        keyOptions: NSPointerFunctions.Options = .strongMemory,
        valueOptions: NSPointerFunctions.Options = .strongMemory,
        capacity: Int = 0
    ) {
        weakKeys = keyOptions.contains(.weakMemory)
        weakValues = valueOptions.contains(.weakMemory)
        identityKeys = keyOptions.contains(.objectPointerPersonality)
    }

    private func hash(_ key: AnyObject) -> Int {
        if !identityKeys, let object = key as? NSObject { return object.hash }
        return ObjectIdentifier(key).hashValue
    }

    private func same(_ a: AnyObject, _ b: AnyObject) -> Bool {
        if !identityKeys, let object = a as? NSObject, let other = b as? NSObject {
            return object.isEqual(other)
        }
        return a === b
    }

    /// The live entries of a bucket (released weak keys or values dropped).
    private func live(_ hash: Int) -> [Entry] {
        let kept = (buckets[hash] ?? []).filter { $0.key.object != nil && $0.value.object != nil }
        buckets[hash] = kept.isEmpty ? nil : kept
        return kept
    }

    /// The value for `key`, nil when there is none (`object(forKey:)`).
    public func object(forKey key: KeyType?) -> ObjectType? {
        guard let key else { return nil }
        let entry = live(hash(key)).first { $0.key.object.map { same($0, key) } ?? false }
        return entry?.value.object as? ObjectType
    }

    /// Sets `object` for `key`; a nil object removes the entry (`setObject(_:forKey:)`).
    public func setObject(_ object: ObjectType?, forKey key: KeyType?) {
        guard let key else { return }
        guard let object else {
            removeObject(forKey: key)
            return
        }
        let hash = hash(key)
        var bucket = live(hash)
        let entry = Entry(key: Reference(key, weak: weakKeys), value: Reference(object, weak: weakValues))
        if let index = bucket.firstIndex(where: { $0.key.object.map { same($0, key) } ?? false }) {
            bucket[index].value = entry.value
        } else {
            bucket.append(entry)
        }
        buckets[hash] = bucket
    }

    /// Removes the entry for `key` (`removeObject(forKey:)`).
    public func removeObject(forKey key: KeyType?) {
        guard let key else { return }
        let hash = hash(key)
        let kept = live(hash).filter { !($0.key.object.map { same($0, key) } ?? true) }
        buckets[hash] = kept.isEmpty ? nil : kept
    }

    /// Removes every entry (`removeAllObjects()`).
    public func removeAllObjects() { buckets.removeAll() }

    /// How many live entries there are (`count`).
    public var count: Int {
        for hash in Array(buckets.keys) { _ = live(hash) }
        return buckets.values.reduce(0) { $0 + $1.count }
    }

    private var pairs: [(key: KeyType, value: ObjectType)] {
        Array(buckets.keys).flatMap { hash in
            live(hash).compactMap { entry in
                guard let key = entry.key.object as? KeyType, let value = entry.value.object as? ObjectType
                else {
                    return nil
                }
                return (key, value)
            }
        }
    }

    /// The keys, in no particular order (`keyEnumerator()`).
    public func keyEnumerator() -> NSEnumerator { NSArray(array: pairs.map(\.key)).objectEnumerator() }

    /// The values, in no particular order (`objectEnumerator()`).
    public func objectEnumerator() -> NSEnumerator? { NSArray(array: pairs.map(\.value)).objectEnumerator() }
}

/// Foundation's `NSPointerFunctions`, for its options only (what `NSMapTable`'s initializer takes;
/// swift-corelibs-foundation has neither). Raw values are Foundation's.
public enum NSPointerFunctions {
    /// How a map table holds and compares its keys or values (`NSPointerFunctions.Options`).
    public struct Options: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt
        /// Creates options from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Held strongly (the default).
        public static let strongMemory = Options([])
        /// Held weakly: a released object removes its entry.
        public static let weakMemory = Options(rawValue: 5)
        /// Copied in (treated as strong here: Swift classes have no `NSCopying` to call).
        public static let copyIn = Options(rawValue: 1 << 16)
        /// Compared with `isEqual(_:)` and `hash` (the default).
        public static let objectPersonality = Options([])
        /// Compared by identity (what this map table does for keys that are not `NSObject`s).
        public static let objectPointerPersonality = Options(rawValue: 2 << 8)
    }
}
