import LayoutEngine

/// An element line of a dump checked as `next()` reads it (`FramesDumpScanner.checkNextElementLine()`)
/// ahead of the comparison that passes over it: FrameOutput's `FramesDiff.streaming` of two frames
/// files checks the old one's lines on a second thread while the calling thread compares them with
/// the new one's, and then needs of each only where it is, what `skipElement(writtenAlikeIn:)`
/// and `frameChange(in:)` would have learnt by checking it, and its frame's numbers.
public struct CheckedLine: Sendable {
    /// Where the line starts (its element's separator) and its length up to its line feed.
    public var start = 0, length = 0
    /// The bytes its element takes: the line, less a comma after it.
    public var taken = 0
    /// Where the line it was matched to as a template starts (`FrameChange.template`): an element
    /// of the same kind.
    public var template = 0
    public var hasID = false
    /// Whether each of its numbers is written plainly (`plainNumber`), as the writer writes them.
    public var plain = false
    /// Its x, y, width and height as written, when `plain`.
    public var frame = (FrameNumber(), FrameNumber(), FrameNumber(), FrameNumber())

    /// A number of the frame: where it is written in the line (from its `start`) and its value,
    /// NaN for a fraction (read from its bytes where it differs). None written: a range before the line.
    public struct FrameNumber: Sendable {
        public var start: Int32 = -1, end: Int32 = -1
        public var value = Double.nan
    }

    /// The frame's number `component` (0 to 3: x, y, width, height).
    subscript(component: Int) -> FrameNumber {
        get {
            switch component {
            case 0: frame.0
            case 1: frame.1
            case 2: frame.2
            default: frame.3
            }
        }
        set {
            switch component {
            case 0: frame.0 = newValue
            case 1: frame.1 = newValue
            case 2: frame.2 = newValue
            default: frame.3 = newValue
            }
        }
    }
}

extension FramesDumpScanner {
    /// Where the scanner is in its bytes: a checked line's `start` when that line is next.
    public var cursor: Int { index }
    /// The size of the text scanned.
    public var byteCount: Int { bytes.count }

    /// The next element line checked as `skipElement(writtenAlikeIn:)` checks one (matched to the
    /// last line checked whole, or checked whole itself), the scanner moved past its element. Nil,
    /// not moved, at the end of the elements or at a line that does not read (then `next()` says
    /// what is wrong).
    public mutating func checkNextElementLine() -> CheckedLine? {
        guard !ended, index < bytes.count, let length = lineLength(from: index) else { return nil }
        var line = CheckedLine(start: index, length: length)
        guard let checked = checkLine(length: length, noting: { component, start, end, value in
            line[component] = CheckedLine.FrameNumber(start: Int32(truncatingIfNeeded: start &- line.start),
                                                      end: Int32(truncatingIfNeeded: end &- line.start), value: value ?? .nan)
        }) else { return nil }
        (line.taken, line.template, line.hasID, line.plain) = (index &- line.start, checkedLine.start, checked.hasID, checked.plain)
        // A line longer than an Int32 counts is not compared by its frame's numbers.
        line.plain = line.plain && length < Int(Int32.max)
        return line
    }

    /// `skipElement(writtenAlikeIn:)` of the line at the cursor already checked (`line`): its bytes
    /// and `other`'s compared, through the line feed, and both moved past it. Nil, neither moved,
    /// when they differ or `line` is not at the cursor.
    public mutating func skipElement(writtenAlikeIn other: inout FramesDumpScanner, checked line: CheckedLine) -> Bool? {
        guard line.start == index, !other.ended, first == other.first, other.bytes.count - other.index > line.length,
              let base = bytes.baseAddress, let otherBase = other.bytes.baseAddress,
              otherBase[other.index &+ line.length] == 0x0A,
              sameBytes(otherBase + other.index, base + index, count: line.length) else { return nil }
        index &+= line.taken
        other.index &+= line.taken
        (first, other.first) = (false, false)
        return line.hasID
    }

    /// `frameChange(in:)` of the line at the cursor already checked (`line`): the two lines' bytes
    /// compared eight at a time, and where they part, in one of the frame's numbers (or just after
    /// one: the new one is longer), the new number read (Docs/CLI.md, "diff": a layout that moved
    /// or resized its elements). The new line, the old one's bytes but for plain numbers of its
    /// frame, reads as it does. Nil, neither moved, for anything else (then `frameChange(in:)`,
    /// which checks both lines).
    public mutating func frameChange(in other: inout FramesDumpScanner, checked line: CheckedLine) -> FrameChange? {
        guard line.plain, line.start == index, !other.ended, first == other.first,
              let oldBase = bytes.baseAddress, let newBase = other.bytes.baseAddress else { return nil }
        let old = oldBase + index, new = newBase + other.index
        let newBytes = other.bytes
        let end = line.length, available = newBytes.count &- other.index
        var change = FrameChange(hasID: line.hasID, oldStart: index, newStart: other.index, template: line.template)
        var here = 0, there = 0, changed: UInt8 = 0
        // Through the old line's line feed at `end`, which the new line's must match.
        while here <= end {
            if here &+ 8 <= end &+ 1, there &+ 8 <= available {
                let a = UnsafeRawPointer(old + here).loadUnaligned(as: UInt64.self)
                let b = UnsafeRawPointer(new + there).loadUnaligned(as: UInt64.self)
                if a == b {
                    here &+= 8
                    there &+= 8
                    continue
                }
                let same = (a ^ b).trailingZeroBitCount >> 3  // little-endian: the first byte is the lowest
                here &+= same
                there &+= same
            } else {
                guard there < available else { return nil }
                if old[here] == new[there] {
                    here &+= 1
                    there &+= 1
                    continue
                }
            }
            // The lines part at `here` (old) and `there` (new): in, or just after, a number of the frame.
            var component = 0
            while component < 4, !(Int(line[component].start) <= here && here <= Int(line[component].end)) { component &+= 1 }
            guard component < 4, changed & (1 << component) == 0 else { return nil }
            let number = line[component], numberStart = there &- (here &- Int(number.start))
            guard let newNumber = Self.plainNumber(newBytes, from: other.index &+ numberStart, before: newBytes.count, whole: false),
                  Int(number.end) > here || newNumber.end > other.index &+ there else { return nil }
            guard noteChange(of: component, old: (index &+ Int(number.start), number.value.isNaN ? nil : number.value),
                             new: (other.index &+ numberStart, newNumber.wholeValue), in: &other, to: &change) else { return nil }
            changed |= 1 << component
            here = Int(number.end)
            there = newNumber.end &- other.index
        }
        // Both lines matched through their line feeds; each element ends before a comma after it.
        let comma = line.length &- line.taken
        index &+= line.taken
        other.index &+= there &- 1 &- comma
        (first, other.first) = (false, false)
        return change
    }

    /// The length of the line from `start` (an element's separator: the line feed and indent
    /// before the first, a comma before them before the others) to its line feed, found eight
    /// bytes at a time; nil when none follows.
    func lineLength(from start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var at = start &+ (base[start] == UInt8(ascii: ",") ? 7 : 6)
        while at &+ 8 <= bytes.count {
            let found = Self.lineFeeds(in: UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self))
            if found != 0 { return at &+ found.trailingZeroBitCount >> 3 &- start }
            at &+= 8
        }
        while at < bytes.count, base[at] != 0x0A { at &+= 1 }
        return at < bytes.count ? at &- start : nil
    }
}
