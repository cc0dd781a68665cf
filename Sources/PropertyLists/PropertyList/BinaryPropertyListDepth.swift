import Interchange

/// Measures how deeply a binary property list (`bplist00`) nests its arrays, sets and
/// dictionaries, and how many values it holds once every shared object is counted at each place
/// it is referred to, without decoding it and without recursion, so a hostile file is refused
/// before Foundation's recursive decoder (and the conversion to `PropertyListValue`, which copies
/// a shared object at every reference) sees it.
///
/// Only the object table is read: the trailer, the offset table and each container's references.
/// Anything malformed (offsets out of range, a reference cycle) stops the measure and is left to
/// Foundation to report.
package enum BinaryPropertyListDepth {
    /// What the measure found.
    package enum Verdict: Equatable {
        /// Within both limits (or malformed: Foundation reports it).
        case withinLimits
        /// Some path from the top object passes through more containers than the depth limit.
        case tooDeep
        /// The values, counted at every reference, are more than the value limit.
        case tooManyValues
    }

    /// Whether some path from the top object passes through more than `limit` containers.
    /// - Complexity: O(*n*) in the number of objects and references.
    package static func exceeds(_ limit: Int, in bytes: [UInt8]) -> Bool {
        measure(bytes, depthLimit: limit, valueLimit: .max) == .tooDeep
    }

    /// Measures depth and expanded size against the limits (depth first: it is the cheaper
    /// answer, and a tree too deep is refused whatever its size).
    /// - Complexity: O(*n*) in the number of objects and references: each object is measured once,
    ///   however many references share it.
    package static func measure(_ bytes: [UInt8], depthLimit limit: Int, valueLimit: Int) -> Verdict {
        guard let table = Table(bytes) else { return .withinLimits }
        // Height of each object (containers on the longest path down from it); -1 not yet known,
        // -2 on the walk's stack (a cycle). Size: the values in the tree under it, saturated at
        // `valueLimit + 1`.
        var height = [Int](repeating: -1, count: table.objectCount)
        var size = [Int](repeating: 0, count: table.objectCount)
        var stack: [(object: Int, children: [Int], next: Int, tallest: Int, values: Int)] = []
        guard let top = table.children(of: table.topObject) else { return .withinLimits }
        stack.append((table.topObject, top, 0, 0, 1))
        height[table.topObject] = -2
        var tooManyValues = false
        // Every turn of the walk below is one step; the count shows the walk stays linear.
        var steps = 0
        defer { WorkMeter.count(steps, .binaryPlistSteps) }
        func adding(_ a: Int, _ b: Int) -> Int {
            let (sum, overflow) = a.addingReportingOverflow(b)
            return overflow || sum > valueLimit ? valueLimit + 1 : sum
        }
        while let last = stack.last {
            steps += 1
            if stack.count > limit { return .tooDeep }
            let index = stack.count - 1
            if last.next == last.children.count {
                height[last.object] = last.tallest + 1
                size[last.object] = last.values
                stack.removeLast()
                if let parent = stack.indices.last {
                    stack[parent].tallest = max(stack[parent].tallest, last.tallest + 1)
                    stack[parent].values = adding(stack[parent].values, last.values)
                } else if last.values > valueLimit {
                    tooManyValues = true
                }
                continue
            }
            let child = last.children[last.next]
            stack[index].next += 1
            guard child >= 0, child < table.objectCount else { return .withinLimits }
            switch height[child] {
            case -2: return .withinLimits  // a cycle: Foundation refuses it
            case -1:
                guard let grandchildren = table.children(of: child) else { return .withinLimits }
                if grandchildren.isEmpty, !table.isContainer(child) {
                    height[child] = 0
                    size[child] = 1
                    stack[index].values = adding(stack[index].values, 1)
                } else {
                    height[child] = -2
                    stack.append((child, grandchildren, 0, 0, 1))
                }
            default:
                stack[index].tallest = max(stack[index].tallest, height[child])
                stack[index].values = adding(stack[index].values, size[child])
                if stack.count + height[child] > limit { return .tooDeep }
            }
        }
        return tooManyValues ? .tooManyValues : .withinLimits
    }

    /// The first object reachable from the top whose marker is a set's (`0xC_`), as (object number,
    /// byte offset); nil when there is none or the table cannot be read (Foundation then reports it).
    ///
    /// Property lists have no sets (Apple's writers never make one), and swift-corelibs-foundation
    /// crashes bridging a decoded set whose members are not hashable (found by `Fuzz/run.sh strings`),
    /// so a set is refused before Foundation decodes the file.
    /// - Complexity: O(*n*) in the number of objects and references.
    package static func firstSet(in bytes: [UInt8]) -> (object: Int, offset: Int)? {
        guard let table = Table(bytes) else { return nil }
        var seen = [Bool](repeating: false, count: table.objectCount)
        var pending = [table.topObject]
        seen[table.topObject] = true
        var steps = 0
        defer { WorkMeter.count(steps, .binaryPlistSteps) }
        while let object = pending.popLast() {
            steps += 1
            if let start = table.start(of: object), start < bytes.count, bytes[start] >> 4 == 0xC {
                return (object, start)
            }
            guard let children = table.children(of: object) else { return nil }
            for child in children where child >= 0 && child < table.objectCount && !seen[child] {
                seen[child] = true
                pending.append(child)
            }
        }
        return nil
    }

    /// The trailer's numbers and a reader for the objects.
    private struct Table {
        package let bytes: [UInt8]
        package let offsetSize: Int
        package let referenceSize: Int
        package let objectCount: Int
        package let topObject: Int
        package let offsetTable: Int

        package init?(_ bytes: [UInt8]) {
            let count = bytes.count
            guard count >= 40 else { return nil }
            self.bytes = bytes
            offsetSize = Int(bytes[count - 26])
            referenceSize = Int(bytes[count - 25])
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
                let objects = Self.integer(bytes, at: count - 24, size: 8),
                let top = Self.integer(bytes, at: count - 16, size: 8),
                let table = Self.integer(bytes, at: count - 8, size: 8),
                objects > 0, objects <= count, top < objects, table < count,
                objects <= (count - table) / offsetSize
            else { return nil }
            objectCount = objects
            topObject = top
            offsetTable = table
        }

        /// A big-endian unsigned integer of `size` bytes at `offset`, if in range and below `Int.max`.
        package static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int? {
            guard offset >= 0, size <= bytes.count - offset else { return nil }
            var value: UInt64 = 0
            for byte in bytes[offset..<offset + size] { value = value << 8 | UInt64(byte) }
            return value <= UInt64(Int.max) ? Int(value) : nil
        }

        package func start(of object: Int) -> Int? {
            Self.integer(bytes, at: offsetTable + object * offsetSize, size: offsetSize)
        }

        package func isContainer(_ object: Int) -> Bool {
            guard let start = start(of: object), start < bytes.count else { return false }
            return [0xA, 0xB, 0xC, 0xD].contains(bytes[start] >> 4)
        }

        /// The objects a container refers to (a dictionary's keys and values); empty for a
        /// scalar; nil when the bytes are out of range.
        package func children(of object: Int) -> [Int]? {
            guard let start = start(of: object), start < bytes.count - 32 else { return nil }
            let marker = bytes[start]
            let kind = marker >> 4
            guard [0xA, 0xB, 0xC, 0xD].contains(kind) else { return [] }
            var count = Int(marker & 0x0F)
            var first = start + 1
            if count == 0x0F {
                guard first < bytes.count, bytes[first] >> 4 == 0x1 else { return nil }
                let size = 1 << Int(bytes[first] & 0x0F)
                guard size <= 8, let length = Self.integer(bytes, at: first + 1, size: size) else {
                    return nil
                }
                count = length
                first += 1 + size
            }
            let references = kind == 0xD ? count * 2 : count
            guard count <= bytes.count, references <= (bytes.count - first) / referenceSize else {
                return nil
            }
            var children: [Int] = []
            children.reserveCapacity(references)
            for index in 0..<references {
                guard let child = Self.integer(bytes, at: first + index * referenceSize, size: referenceSize)
                else { return nil }
                children.append(child)
            }
            return children
        }
    }
}
