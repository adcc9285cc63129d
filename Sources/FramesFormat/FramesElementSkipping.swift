import LayoutEngine

/// Passing over element lines without reading them: two frames files' lines written in the same
/// bytes (`diff`), or a golden's line written as the frames just solved write it (`--expect`).
/// A line is still checked as `next()` would read it (its keys, its numbers' syntax), once: the
/// lines after it that differ from it only in their numbers are matched to it as a template.
extension FramesDumpScanner {
    /// When the next elements of this dump and of `other` are written in the same bytes (an element
    /// line, up to its line feed): checks this one's as `next()` reads it, without making its
    /// strings or numbers, and moves both past it; returns whether it gives an `id`. Nil, with
    /// neither moved, when the bytes differ or are not one whole element that reads (then read
    /// each with `next()`, which says what is wrong). Two dumps of one layout are compared
    /// without reading their numbers (FrameOutput's `FramesDiff.streaming`).
    public mutating func skipElement(writtenAlikeIn other: inout FramesDumpScanner) -> Bool? {
        guard !ended, !other.ended, first == other.first, let length = lengthOfLine(alikeIn: other) else { return nil }
        let start = index
        guard let checked = checkLine(length: length) else { return nil }
        other.index += index - start
        other.first = false
        return checked.hasID
    }

    /// Checks the element line of `length` bytes at the cursor (up to its line feed) as `next()`
    /// reads it: matched to the last line checked whole, or else checked whole and made the
    /// template of the next ones. Moves past its element; whether it gives an `id`, and whether
    /// each of its numbers is written plainly (then `frameNumber` was given each of its frame's
    /// numbers, as `takenAsCheckedLine(length:noting:)` gives them). Nil, not moved, when it does not read.
    @inline(__always)
    mutating func checkLine(length: Int, noting frameNumber: FrameNumberNote = { _, _, _, _ in }) -> (hasID: Bool, plain: Bool)? {
        let start = index, bytes = bytes
        if let taken = takenAsCheckedLine(length: length, noting: frameNumber) {
            index += taken
            first = false
            return (checkedLine.hasID, true)
        }
        // The element ends the line, or a comma after it does.
        guard let hasID = skipChecked(through: { $0 == length || ($0 == length - 1 && bytes[start + $0] == UInt8(ascii: ",")) })
        else { return nil }
        checkedLine.take(start: start, length: length, taken: index - start, hasID: hasID)
        // Its numbers are plain when the line, now the template, is matched to itself.
        let end = index
        index = start
        let plain = takenAsCheckedLine(length: length, noting: frameNumber) != nil
        index = end
        return (hasID, plain)
    }

    /// What `takenAsCheckedLine(length:noting:)` gives of each number of the frame it passes: which
    /// (0 to 3: x, y, width, height), where it starts and ends in the bytes, and its value when whole.
    typealias FrameNumberNote = (_ component: Int, _ start: Int, _ end: Int, _ wholeValue: Double?) -> Void

    /// When the `length` bytes at the cursor are the last line checked whole (`checkedLine`) but
    /// for its numbers, and those are numbers of the same kind written plainly (`plainNumber`):
    /// how many of them the element takes (the line less a comma after it). Such a line reads as
    /// that one did, key for key (so no key is given twice), and its numbers are ones `next()`
    /// takes: it is checked without being read. Nil otherwise (then check it whole).
    /// `frameNumber` is given each number of the element's frame as it is passed (inlined: a caller
    /// that takes none does not sum their digits).
    @inline(__always)
    private func takenAsCheckedLine(length: Int, noting frameNumber: FrameNumberNote) -> Int? {
        let line = checkedLine
        guard line.length > 0, let base = bytes.baseAddress else { return nil }
        let end = index + length
        var here = index, there = line.start
        for number in line.numbers {
            let literal = number.start - there
            guard end - here >= literal, sameBytes(base + here, base + there, count: literal),
                  let plain = Self.plainNumber(bytes, from: here + literal, before: end, whole: number.whole) else { return nil }
            if number.frameComponent >= 0 { frameNumber(number.frameComponent, here + literal, plain.end, plain.wholeValue) }
            here = plain.end
            there = number.end
        }
        let rest = line.start + line.length - there
        guard end - here == rest, sameBytes(base + here, base + there, count: rest) else { return nil }
        return length - (line.length - line.taken)
    }

    /// The number at `start` when it is written plainly, as the writer writes one:
    /// `-?(0|[1-9][0-9]*)` of at most 18 digits (an Int, exactly), and unless `whole` a fraction
    /// `(\.[0-9]+)?` (fewer than 300 bytes in all: finite whatever its digits): where it ends, and
    /// its value when it is written without a fraction, summed from its digits as they are found
    /// (one pass over them, not a second to read a number whose bytes differ from another's:
    /// `frameChange(in:)`); nil value for a fraction. Nil for anything else: an exponent, a longer
    /// number, no number (then the line is checked whole). Inlined, so that a caller that only
    /// wants the end does not sum. A static function of the bytes, not a method: a method called
    /// on a scanner passed `inout` would copy the scanner at every number.
    @inline(__always)
    static func plainNumber(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, before end: Int, whole: Bool)
        -> (end: Int, wholeValue: Double?)? {
        var at = start
        let negative = at < end && bytes[at] == UInt8(ascii: "-")
        if negative { at += 1 }
        let digits = at
        var magnitude = 0
        while at < end {
            let digit = bytes[at] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            magnitude = magnitude &* 10 &+ Int(digit)  // wraps past 18 digits, which are refused below
            at += 1
        }
        guard at > digits, at - digits <= 18, at - digits == 1 || bytes[digits] != UInt8(ascii: "0") else { return nil }
        var fractional = false
        if at < end, bytes[at] == UInt8(ascii: ".") {
            guard !whole else { return nil }
            fractional = true
            at += 1
            let fraction = at
            while at < end, bytes[at] &- UInt8(ascii: "0") < 10 { at += 1 }
            guard at > fraction, at - start < 300 else { return nil }
        }
        guard at == end || (bytes[at] != UInt8(ascii: "e") && bytes[at] != UInt8(ascii: "E")) else { return nil }
        return (at, fractional ? nil : Double(negative ? -magnitude : magnitude))
    }

    /// When the next element is written as `object` (`{` to `}`, as FrameOutput's JSON writer
    /// writes an element, so that those bytes read back as that element): moves past it and returns
    /// true. False, not moved, when it is written otherwise (then read it with `next()`): frames just
    /// solved compared with a golden as it is scanned (`--expect`), the golden's lines written alike
    /// neither read nor checked again, being the writer's own.
    public mutating func skipElement(writtenAs object: UnsafeBufferPointer<UInt8>) -> Bool {
        let separator = first ? 5 : 6  // `,\n    ` before every element but the first
        let end = index + separator + object.count
        guard !ended, object.count > 0, end < bytes.count, bytes[end] == UInt8(ascii: ",") || bytes[end] == 0x0A,
              sameBytes(bytes.baseAddress! + index, first ? "\n    " : ",\n    ", count: separator),
              sameBytes(bytes.baseAddress! + index + separator, object.baseAddress!, count: object.count) else { return false }
        index = end
        first = false
        return true
    }

    /// Moves past the elements written whole before `offset`, the bytes before it known to be a
    /// dump this tool's writer wrote (a golden compared byte for byte with the frames' dump up to
    /// where they part: FrameOutput's `FramesJSONWriter.writtenAlike(_:golden:)`), and returns
    /// how many. Each element is on its own line and a string's newline is escaped, so the
    /// newlines before `offset` are the elements' starts: the one before the last started there
    /// is whole (the last may not be). Only before the first element; else, or when `offset` is
    /// not among the elements' lines, it moves past none.
    public mutating func skipElements(writtenBefore offset: Int) -> Int {
        guard first, !ended, index < offset, offset <= bytes.count else { return 0 }
        let newlines = Self.newlines(in: UnsafeBufferPointer(rebasing: bytes[index..<offset]))
        guard newlines >= 2 else { return 0 }
        var last = offset - 1
        while bytes[last] != 0x0A { last -= 1 }
        // `,\n    ` before each element but the first; after the last, `\n  ]`.
        guard bytes[last - 1] == UInt8(ascii: ",") else { return 0 }
        index = last - 1
        first = false
        return newlines - 1
    }

    /// How many newlines `text` holds, eight bytes at a time: in a word XORed with eight
    /// newlines, a byte is zero where a newline was, and `~(((x & 0x7F…) + 0x7F…) | x | 0x7F…)`
    /// has its high bit set there and nowhere else (no carry crosses a byte). Shifted to the low
    /// bit, the words add up byte by byte, and each 255 words the eight bytes are summed.
    static func newlines(in text: UnsafeBufferPointer<UInt8>) -> Int {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F, newline: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
        let evenBytes: UInt64 = 0x00FF_00FF_00FF_00FF
        guard let base = text.baseAddress else { return 0 }
        var count = 0, position = 0
        while position + 8 <= text.count {
            var lanes: UInt64 = 0
            let words = min(255, (text.count - position) / 8)
            for word in 0..<words {
                let x = UnsafeRawPointer(base + position + 8 * word).loadUnaligned(as: UInt64.self) ^ newline
                lanes &+= (~(((x & low) &+ low) | x | low)) >> 7
            }
            let pairs = (lanes & evenBytes) &+ ((lanes >> 8) & evenBytes)
            count += Int((pairs &* 0x0001_0001_0001_0001) >> 48)
            position += 8 * words
        }
        while position < text.count {
            if base[position] == 0x0A { count += 1 }
            position += 1
        }
        return count
    }

    /// Reads the next element as `next()` does, only checking it; keeps it read when `read` accepts
    /// the count of bytes it took, else puts everything back as it was. Whether it gives an `id`.
    mutating func skipChecked(through read: (Int) -> Bool) -> Bool? {
        // What `next()` may change, kept to be put back (not the whole scanner: its header's arrays
        // would be retained and released at every element).
        let saved = (index, first, ended, complete)
        checkedLine.noted.removeAll(keepingCapacity: true)
        checksOnly = true
        let entry = next()
        checksOnly = false
        guard let entry, failure == nil, read(index - saved.0) else {
            (index, first, ended, complete) = saved
            failure = nil
            return nil
        }
        return entry.id != nil
    }

    /// Whether the `count` bytes at `a` are those of `literal`.
    private func sameBytes(_ a: UnsafePointer<UInt8>, _ literal: StaticString, count: Int) -> Bool {
        sameBytes(a, literal.utf8Start, count: count)
    }

    /// Whether the `count` bytes at `a` and `b` are the same, eight at a time, the last eight
    /// (overlapping the ones before) or fewer as one or two loads: a key's text is 5 to 16 bytes.
    @inline(__always)
    func sameBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
        func same<Word: FixedWidthInteger>(_ offset: Int, _: Word.Type) -> Bool {
            UnsafeRawPointer(a + offset).loadUnaligned(as: Word.self) == UnsafeRawPointer(b + offset).loadUnaligned(as: Word.self)
        }
        guard count >= 8 else {
            if count >= 4 { return same(0, UInt32.self) && same(count &- 4, UInt32.self) }
            if count >= 2 { return same(0, UInt16.self) && same(count &- 2, UInt16.self) }
            return count == 0 || a[0] == b[0]
        }
        // Up to 16 bytes (most texts between a line's numbers, and a number with them) without a loop.
        guard count > 16 else { return same(0, UInt64.self) && same(count &- 8, UInt64.self) }
        var offset = 0
        while offset &+ 8 < count {
            guard same(offset, UInt64.self) else { return false }
            offset &+= 8
        }
        return same(count &- 8, UInt64.self)
    }

    /// The length of the text from the cursor to the next line feed (the `,` before the next
    /// element, its line feed and indent, the object, the `,` after it) when `other`'s is the same
    /// bytes; nil otherwise.
    private func lengthOfLine(alikeIn other: FramesDumpScanner) -> Int? {
        let here = bytes.baseAddress! + index, there = other.bytes.baseAddress! + other.index
        let available = min(bytes.count - index, other.bytes.count - other.index)
        var offset = 0
        // Eight bytes at a time while they are equal and hold no line feed past the first one.
        let bodyStart = first ? 6 : 7  // past `,\n    {`
        guard available > bodyStart else { return nil }
        for position in 0..<bodyStart where here[position] != there[position] { return nil }
        guard here[bodyStart - 1] == UInt8(ascii: "{") else { return nil }
        offset = bodyStart
        while offset + 8 <= available {
            let word = UnsafeRawPointer(here + offset).loadUnaligned(as: UInt64.self)
            guard word == UnsafeRawPointer(there + offset).loadUnaligned(as: UInt64.self) else { break }
            if Self.lineFeeds(in: word) != 0 { break }
            offset += 8
        }
        while offset < available {
            let byte = here[offset]
            guard byte == there[offset] else { return nil }
            if byte == 0x0A { return offset }
            offset += 1
        }
        return nil
    }

    /// The line feeds among a word's eight bytes, as their high bits: XORed with line feeds, a byte
    /// is zero where one was, and `(x - 0x01…) & ~x & 0x80…` sets the high bit of a zero byte. The
    /// lowest bit set is the first line feed (no borrow reaches below it; above it one may).
    @inline(__always)
    static func lineFeeds(in word: UInt64) -> UInt64 {
        let masked = word ^ 0x0A0A_0A0A_0A0A_0A0A
        return (masked &- 0x0101_0101_0101_0101) & ~masked & 0x8080_8080_8080_8080
    }
}

/// An element line checked whole (`FramesDumpScanner.skipElement(writtenAlikeIn:)`), kept as the
/// template of the next ones: where it is in the scanned bytes, where its numbers are, and which
/// of them must be whole (a section, an item, a level, a zIndex).
struct CheckedElementLine {
    struct Number {
        var start: Int
        var end: Int
        var whole: Bool
        /// The frame's value it is: 0 to 3 for x, y, width and height (`frameChange(in:)`); -1 for another.
        var frameComponent = -1
    }

    /// Where the line starts (the `,` before its element) and its length up to its line feed; 0: none yet.
    var start = 0, length = 0
    /// The bytes its element took: the line, less a comma after it.
    var taken = 0
    var hasID = false
    var numbers: [Number] = []
    /// The numbers of the line being checked, so far (the template is kept until it has passed).
    var noted: [Number] = []

    /// A number the line being checked holds, in the scanned bytes, in order.
    mutating func noteNumber(_ range: Range<Int>, whole: Bool) {
        noted.append(Number(start: range.lowerBound, end: range.upperBound, whole: whole))
    }

    /// The number at `start`, when it was noted (the last), is the frame's `component` (0 to 3:
    /// x, y, width, height).
    mutating func noteFrameComponent(_ component: Int, at start: Int) {
        if let last = noted.last, last.start == start { noted[noted.count - 1].frameComponent = component }
    }

    /// The line just checked whole, its numbers noted, becomes the template.
    mutating func take(start: Int, length: Int, taken: Int, hasID: Bool) {
        (self.start, self.length, self.taken, self.hasID) = (start, length, taken, hasID)
        swap(&numbers, &noted)
    }
}
