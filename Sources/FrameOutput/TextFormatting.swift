/// Text for XML and HTML: markup characters escaped, control characters (invalid in XML 1.0) as
/// spaces; line feeds kept where `keepsLines` (an element's text, not an attribute's).
public func xmlEscaped(_ text: String, keepsLines: Bool = false) -> String {
    var out = ""
    for character in text {
        switch character {
        case "\n" where keepsLines: out += "\n"
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
