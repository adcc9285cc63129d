// Values as every writer prints them: frames JSON, CSV and SVG (FrameOutput), a document as JSON
// (SpecReading), Swift source (SwiftGeneration), counts in messages. Here, in the frames format all of them depend on,
// so that there is one copy.

/// Numbers as frames JSON and CSV print them: the shortest text that reads back as the same
/// double, integers without a fraction, never `-0`.
public func formatNumber(_ value: Double) -> String {
    if value == 0 || !value.isFinite { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
}

/// A count and its noun as every message prints them: `1 cell`, `47 cells`, `2 supplementaries`,
/// `1 golden`, never `1 goldens`.
public func counted(_ count: Int, _ noun: String) -> String {
    guard count != 1 else { return "1 \(noun)" }
    if noun.hasSuffix("y"), let last = noun.dropLast().last, !"aeiou".contains(last) { return "\(count) \(noun.dropLast())ies" }
    if noun.hasSuffix("s") || noun.hasSuffix("x") { return "\(count) \(noun)es" }
    return "\(count) \(noun)s"
}

/// Whether `text` is its JSON string literal's inside as it is: no quote, backslash or control
/// character to escape (the writers then copy it between quotes, with no literal made).
public func jsonStringIsVerbatim(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
}

/// A JSON string literal.
public func jsonString(_ text: String) -> String {
    quotedLiteral(text) { value in
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}

/// A double-quoted literal in the C family's escapes (JSON's and Swift's share them): quote, backslash,
/// line feed, carriage return and tab as `\"`, `\\`, `\n`, `\r`, `\t`; the other control characters
/// (below U+0020, and U+007F where `escapesDelete`) as `escapeControl` writes them, which is where the
/// two languages differ (`\u000b` against `\u{b}`).
public func quotedLiteral(_ text: String, escapesDelete: Bool = false, escapeControl: (UInt32) -> String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case _ where scalar.value < 0x20 || (escapesDelete && scalar.value == 0x7F): out += escapeControl(scalar.value)
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}
