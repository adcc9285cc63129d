/// Plain scalars typed by the YAML 1.2 core schema (YAML 1.2.2, 10.3.2 "Tag Resolution", whose
/// table of words and patterns this follows).
extension YAMLParser {
    /// A plain scalar's value under the YAML 1.2 core schema: null, true/false, integers
    /// (decimal, 0o octal, 0x hex), floats (with .inf and .nan), else a string.
    func coreSchema(_ text: String, at position: SourcePosition) -> DocumentNode {
        // Most scalars of a spec are names: a first character that starts no null, boolean or
        // number says so without trying each of them.
        if let first = text.utf8.first, !YAMLParser.startsSchemaValue(first) { return DocumentNode(.string(text), at: position) }
        if let value = WholeNumber.value(of: text.utf8) {
            // Digits without a leading zero (`017`'s text is kept) are the integer's own text.
            guard text.utf8.first != UInt8(ascii: "0") || value == 0 && text.utf8.count == 1 else {
                return DocumentNode(.number(Double(value), text: text), at: position)
            }
            return DocumentNode(storage: .whole(value), at: position)
        }
        switch text {
        case "", "~", "null", "Null", "NULL": return DocumentNode(.null, at: position)
        case "true", "True", "TRUE": return DocumentNode(.bool(true), at: position)
        case "false", "False", "FALSE": return DocumentNode(.bool(false), at: position)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return DocumentNode(.number(.infinity, text: text), at: position)
        case "-.inf", "-.Inf", "-.INF": return DocumentNode(.number(-.infinity, text: text), at: position)
        case ".nan", ".NaN", ".NAN": return DocumentNode(.number(.nan, text: text), at: position)
        default: break
        }
        // Past those words only a sign, a point or a digit starts a number: `fractionalWidth(1)`,
        // a name that starts like `false`, is a string without reading it as a number.
        guard let first = text.unicodeScalars.first, first == "+" || first == "-" || first == "." || (first >= "0" && first <= "9") else {
            return DocumentNode(.string(text), at: position)
        }
        let scalars = Array(text.unicodeScalars)
        func digits(_ slice: ArraySlice<Unicode.Scalar>, _ allowed: (Unicode.Scalar) -> Bool) -> Bool {
            !slice.isEmpty && slice.allSatisfy(allowed)
        }
        let isDecimal: (Unicode.Scalar) -> Bool = { $0 >= "0" && $0 <= "9" }
        for (prefix, radix) in [("0o", 8), ("0x", 16)] where text.hasPrefix(prefix) {
            let digitScalars = scalars[2...]
            guard digits(digitScalars, { $0.properties.isASCIIHexDigit && Int(String($0), radix: radix) != nil }) else { break }
            // Of any length, as a decimal integer is: the value rounded to a Double, the text its
            // decimal digits; past 2^1024 (where a Double is infinite, as for decimal digits) the
            // digits are not converted, which would cost their square.
            let significant = digitScalars.drop { $0 == "0" }
            guard significant.count * (radix == 8 ? 3 : 4) <= 1_024 else {
                return DocumentNode(.number(.infinity, text: text), at: position)
            }
            let decimal = Self.decimalDigits(of: significant.map { Int(String($0), radix: radix) ?? 0 }, radix: radix)
            return DocumentNode(.number(Double(decimal) ?? .infinity, text: decimal), at: position)
        }
        // [-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?
        var at = 0
        if at < scalars.count, scalars[at] == "-" || scalars[at] == "+" { at += 1 }
        let integerStart = at
        while at < scalars.count, isDecimal(scalars[at]) { at += 1 }
        var mantissaDigits = at - integerStart
        if at < scalars.count, scalars[at] == "." {
            at += 1
            let fractionStart = at
            while at < scalars.count, isDecimal(scalars[at]) { at += 1 }
            mantissaDigits += at - fractionStart
        }
        if mantissaDigits > 0, at < scalars.count, scalars[at] == "e" || scalars[at] == "E" {
            at += 1
            if at < scalars.count, scalars[at] == "-" || scalars[at] == "+" { at += 1 }
            let exponentStart = at
            while at < scalars.count, isDecimal(scalars[at]) { at += 1 }
            if at == exponentStart { at = -1 }
        }
        if mantissaDigits > 0, at == scalars.count, let value = Double(text.hasPrefix("+") ? String(text.dropFirst()) : text) {
            return DocumentNode(.number(value, text: text), at: position)
        }
        return DocumentNode(.string(text), at: position)
    }

    /// The decimal digits of the whole number whose digits in `radix` are `digits` (most
    /// significant first), exactly, however many there are: base-10^9 limbs, least significant first.
    static func decimalDigits(of digits: [Int], radix: Int) -> String {
        let limb = 1_000_000_000
        var limbs = [0]
        for digit in digits {
            var carry = digit
            for index in limbs.indices {
                let value = limbs[index] * radix + carry
                limbs[index] = value % limb
                carry = value / limb
            }
            if carry > 0 { limbs.append(carry) }
        }
        let head = String(limbs[limbs.count - 1])
        return limbs.dropLast().reversed().reduce(head) { text, part in
            let digits = String(part)
            return text + String(repeating: "0", count: 9 - digits.count) + digits
        }
    }

    /// Whether a plain scalar starting with `byte` may be a null (`~`, `null`), a boolean or a
    /// number (digits, a sign, `.inf`, `.nan`) rather than a string.
    static func startsSchemaValue(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "~"),
             UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
            return true
        default:
            return false
        }
    }
}
