import FramesFormat

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
        position += DecimalDigits.write(value.magnitude, to: position)
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
}
