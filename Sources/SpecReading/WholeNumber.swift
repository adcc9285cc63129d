/// A whole number read from its digits, as both readers read most of a spec's numbers (a height, a
/// count): of at most 15 digits it is exact as a Double (10^15 < 2^53), and summing the digits costs
/// a fraction of a text-to-double conversion. Longer numbers, signs, points and exponents are left
/// to `Double(_:)`.
enum WholeNumber {
    static let maximumDigits = 15

    /// The value of the ASCII decimal `digits`; nil when there are none, more than `maximumDigits`,
    /// or a byte that is no digit.
    @inline(__always)
    static func value<Digits: Collection<UInt8>>(of digits: Digits) -> Int? {
        guard !digits.isEmpty, digits.count <= maximumDigits else { return nil }
        var value = 0
        for byte in digits {
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        return value
    }
}
