/// An unsigned integer's decimal digits written into memory, two at a time: the one digit writer of
/// the frames writers (`ByteCursor`, `NumberTexts`) and of the document writer (`read`). Inlinable:
/// it runs once a number, millions of times a large output, from other modules.
public enum DecimalDigits {
    /// Writes `magnitude` as decimal digits at `target`; returns how many.
    @inlinable
    public static func write(_ magnitude: UInt, to target: UnsafeMutablePointer<UInt8>) -> Int {
        var magnitude = magnitude
        let digits = count(magnitude)
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
    @inlinable @inline(__always)
    static func count(_ magnitude: UInt) -> Int {
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

    /// "00", "01", … "99": a literal, so that reading it costs no check that it was made (a stored
    /// `static let` read from another module would be checked as made at every call).
    @inlinable static var digitPairs: StaticString {
        """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """
    }
}
