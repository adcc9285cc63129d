import LayoutEngine

/// How an element line of one dump differs from the same element's line in another when the two
/// are written alike but for their frames' numbers (`FramesDumpScanner.frameChange(in:)`): a
/// layout that moved or resized its elements. Only the numbers written differently are read.
public struct FrameChange {
    /// The new x, y, width and height less the old: 0 where both lines write the same number.
    public var dx = 0.0, dy = 0.0, dwidth = 0.0, dheight = 0.0
    /// Whether the element gives an `id`.
    public var hasID = false
    /// Where each element's text starts in its dump: `element(at:)` reads it whole, for a change a report prints.
    public var oldStart = 0, newStart = 0
    /// Where the line both were matched to starts in the old dump (`element(at:)`): the lines
    /// matched to one line are elements of one kind.
    public var template = 0
}

extension FramesDumpScanner {
    /// When the next elements of this dump and of `other` are each written as the last line
    /// checked whole (`CheckedElementLine`; this one's line is made it when it is not) but for
    /// their numbers, and the two differ at most in their x, y, width and height: how, reading
    /// only the numbers written differently, and both moved past them. Nil, neither moved, for
    /// anything else (then read each with `next()`): another kind of line, a renumbered or
    /// re-layered element. Two dumps of one layout whose elements all moved are compared without
    /// reading what they share (FrameOutput's `FramesDiff.streaming`).
    public mutating func frameChange(in other: inout FramesDumpScanner) -> FrameChange? {
        guard !ended, !other.ended, first == other.first else { return nil }
        if let change = matchedFrames(&other) { return moved(by: change, other: &other) }
        // This line, checked whole, is the line the next ones are matched to.
        let start = index, wasFirst = first
        guard let hasID = skipChecked(through: { _ in true }) else { return nil }
        guard let length = lineLength(from: start) else {
            (index, first) = (start, wasFirst)
            return nil
        }
        checkedLine.take(start: start, length: length, taken: index - start, hasID: hasID)
        (index, first) = (start, wasFirst)
        return matchedFrames(&other).map { moved(by: $0, other: &other) }
    }

    /// The element whose text (its separator first) starts at `start` in the dump, read as
    /// `next()` reads it; nil when it does not read.
    public func element(at start: Int) -> FramesDump.Entry? {
        var reader = self
        (reader.index, reader.first, reader.ended) = (start, bytes[start] != UInt8(ascii: ","), false)
        return reader.next()
    }

    /// The frame's `component` (0 to 3: x, y, width, height) of `change` set to the new number less
    /// the old, each at its start (the old one in this scanner's bytes, the new one in `other`'s)
    /// with its whole value when it has one, a fraction read where it is (plain, it reads), the
    /// cursors put back. False when one does not read.
    @inline(__always)
    mutating func noteChange(of component: Int, old: (start: Int, wholeValue: Double?), new: (start: Int, wholeValue: Double?),
                             in other: inout FramesDumpScanner, to change: inout FrameChange) -> Bool {
        var oldValue = old.wholeValue, newValue = new.wholeValue
        if oldValue == nil || newValue == nil {
            let cursors = (index, other.index)
            (index, other.index) = (old.start, new.start)
            (oldValue, newValue) = (self.number(), other.number())
            (index, other.index) = cursors
        }
        guard let oldValue, let newValue else { return false }
        switch component {
        case 0: change.dx = newValue - oldValue
        case 1: change.dy = newValue - oldValue
        case 2: change.dwidth = newValue - oldValue
        default: change.dheight = newValue - oldValue
        }
        return true
    }

    /// Both scanners moved past the lines `change` was read from (their ends in `change`'s starts: see `matchedFrames`).
    private mutating func moved(by change: (FrameChange, oldEnd: Int, newEnd: Int), other: inout FramesDumpScanner) -> FrameChange {
        (index, first) = (change.oldEnd, false)
        (other.index, other.first) = (change.newEnd, false)
        return change.0
    }

    /// The lines at both cursors matched to `checkedLine`: the same bytes as it between its
    /// numbers, each number written plainly (`plainNumber`), the two lines' numbers the same
    /// bytes but for x, y, width and height, whose differences are read. The change and where
    /// each element ends (its line, less a comma after it); nil when they do not match.
    private mutating func matchedFrames(_ other: inout FramesDumpScanner) -> (FrameChange, oldEnd: Int, newEnd: Int)? {
        let line = checkedLine
        guard line.length > 0, let base = bytes.baseAddress, let otherBase = other.bytes.baseAddress else { return nil }
        // The buffers in locals (not read again through `self` and `other` at every number), and
        // offsets added and subtracted without overflow checks: each lies in its buffer.
        let oldBytes = bytes, newBytes = other.bytes
        var here = index, there = other.index, template = line.start
        var change = FrameChange(hasID: line.hasID, oldStart: index, newStart: other.index, template: line.start)
        for number in line.numbers {
            let literal = number.start &- template
            guard oldBytes.count &- here >= literal, sameBytes(base + here, base + template, count: literal),
                  let old = Self.plainNumber(oldBytes, from: here &+ literal, before: oldBytes.count, whole: number.whole) else { return nil }
            // The byte after the number ends it (in a line matched to the template, it starts the
            // template's next text: `,` or `}`).
            guard old.end < oldBytes.count else { return nil }
            let oldNumber = here &+ literal, newNumber = there &+ literal, length = old.end &- oldNumber
            var newEnd = newNumber &+ length
            // The old line's text to the number's end is the template's, so the new line's is too when
            // it is the old one's bytes; the same number when the byte after it is the same too
            // (then no more of one follows). One comparison for what is usually the same.
            if newBytes.count &- newNumber <= length || !sameBytes(otherBase + there, base + here, count: literal &+ length &+ 1) {
                guard newBytes.count &- there >= literal, sameBytes(otherBase + there, base + template, count: literal),
                      number.frameComponent >= 0,
                      let new = Self.plainNumber(newBytes, from: newNumber, before: newBytes.count, whole: number.whole) else { return nil }
                newEnd = new.end
                guard noteChange(of: number.frameComponent, old: (oldNumber, old.wholeValue), new: (newNumber, new.wholeValue),
                                 in: &other, to: &change) else { return nil }
            }
            here = old.end
            there = newEnd
            template = number.end
        }
        let rest = line.start &+ line.length &- template
        guard oldBytes.count &- here > rest, newBytes.count &- there > rest,
              sameBytes(base + here, base + template, count: rest), sameBytes(otherBase + there, base + template, count: rest),
              base[here &+ rest] == 0x0A, otherBase[there &+ rest] == 0x0A else { return nil }
        let comma = line.length &- line.taken
        return (change, here &+ rest &- comma, there &+ rest &- comma)
    }
}
