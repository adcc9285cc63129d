/// Numbers as frames JSON and CSV print them: the shortest text that reads back as the same
/// double, integers without a fraction, never `-0`.
public func formatNumber(_ value: Double) -> String {
    if value == 0 || !value.isFinite { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
}

/// A JSON string literal.
public func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

/// Text for XML and HTML: markup characters escaped, control characters (invalid in XML 1.0) as spaces.
public func xmlEscaped(_ text: String) -> String {
    var out = ""
    for character in text {
        switch character {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case _ where character.unicodeScalars.contains { $0.value < 0x20 }: out += " "
        default: out.append(character)
        }
    }
    return out
}
