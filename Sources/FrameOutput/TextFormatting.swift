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
