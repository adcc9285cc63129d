/// Where an `OutputBuffer` writes next, with room already made for what follows
/// (`OutputBuffer.withRoom`): the values written through it are not checked one by one against the
/// buffer's end, and the place is a local pointer, not the buffer's count read and stored back
/// around every byte. Every value the buffer formats is written here: one way of writing each.
public struct ByteCursor {
    var position: UnsafeMutablePointer<UInt8>
    /// The buffer's table of recent numbers, made at the first fractional number when it has none.
    var numberTexts: NumberTexts?

    /// The most bytes an integer takes ("-9223372036854775808").
    public static let longestInteger = 20
    /// The most bytes a number takes (`NumberTexts.longest`).
    public static let longestNumber = NumberTexts.longest

    @inline(__always)
    public mutating func append(_ byte: UInt8) {
        position.pointee = byte
        position += 1
    }

    /// A literal of at most `OutputBuffer.slack` bytes. Inlined, so that its length is known where
    /// it is written and the copy is a few moves.
    @inline(__always)
    public mutating func append(_ literal: StaticString) {
        let length = literal.utf8CodeUnitCount
        let source = literal.utf8Start
        for offset in 0..<length { position[offset] = source[offset] }
        position += length
    }

    /// An integer as decimal digits, written in place: a single digit at once (a section, a
    /// zIndex, an origin), others two at a time.
    @inline(__always)
    public mutating func append(_ value: Int) {
        guard UInt(bitPattern: value) >= 10 else {
            return append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
        }
        if value < 0 { append(UInt8(ascii: "-")) }
        position += ByteCursor.writeDigits(value.magnitude, to: position)
    }

    /// A number as frames JSON and CSV print it (`formatNumber`): whole numbers as digits, the
    /// others as the shortest text that reads back as the same double. A positive whole number
    /// (most of a frame's) is told first with one conversion: below 10^15 it is exact both ways,
    /// and a NaN fails the comparisons. A single digit is written at once; larger numbers are
    /// copied from the texts of recent ones (`NumberTexts`) where there is a table of them (a
    /// streamed output's), as a layout repeats its widths, its columns' x and its rows' y.
    @inline(__always)
    public mutating func append(number value: Double) {
        if value >= 0 && value < 1e15 {
            let whole = Int(value)
            if Double(whole) == value {
                if whole < 10 || numberTexts == nil { return append(whole) }
                return appendRecentText(of: value)
            }
        }
        appendOtherNumber(value)
    }

    /// A number that is not a positive whole one: zero (-0 too), not finite, negative, fractional.
    private mutating func appendOtherNumber(_ value: Double) {
        if value == 0 || !value.isFinite { return append(UInt8(ascii: "0")) }
        if abs(value) < 1e15, Double(Int(value)) == value { return append(Int(value)) }
        appendRecentText(of: value)
    }

    /// A finite number's text through `NumberTexts`, made the first time.
    @inline(__always)
    private mutating func appendRecentText(of value: Double) {
        if numberTexts == nil { numberTexts = NumberTexts() }
        position += numberTexts.unsafelyUnwrapped.write(value, to: position)
    }

    /// Writes `magnitude` as decimal digits at `target`, two at a time; returns how many.
    static func writeDigits(_ magnitude: UInt, to target: UnsafeMutablePointer<UInt8>) -> Int {
        var magnitude = magnitude
        let digits = digitCount(magnitude)
        var position = digits
        let pairs = digitPairs.utf8Start
        while magnitude >= 10 {
            let pair = Int(magnitude % 100) * 2
            magnitude /= 100
            position -= 2
            target[position] = pairs[pair]
            target[position + 1] = pairs[pair + 1]
        }
        if position > 0 { target[0] = UInt8(ascii: "0") + UInt8(magnitude) }
        return digits
    }

    /// How many decimal digits `magnitude` has: up to eight (every coordinate and index of a
    /// frames file) told by comparisons, without a multiplication chain.
    @inline(__always)
    private static func digitCount(_ magnitude: UInt) -> Int {
        if magnitude < 100_000_000 {
            if magnitude < 10_000 { return magnitude < 100 ? (magnitude < 10 ? 1 : 2) : (magnitude < 1_000 ? 3 : 4) }
            return magnitude < 1_000_000 ? (magnitude < 100_000 ? 5 : 6) : (magnitude < 10_000_000 ? 7 : 8)
        }
        var digits = 9
        var bound: UInt = 1_000_000_000
        while digits < 20 && magnitude >= bound {
            digits += 1
            bound &*= 10
        }
        return digits
    }

    /// "00", "01", … "99": a literal, so that reading it costs no check that it was made.
    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """
}
