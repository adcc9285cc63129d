/// Every value a message or report echoes from input (a spec's key, an element kind, a file name, a
/// path), written so that it can neither garble a terminal nor forge a line of a CI log
/// (Docs/CLI.md, "Errors and exit status"): the one escaping function of every reader, report and
/// command, here in the frames format all of them depend on.
public enum EchoedText {
    /// Characters of an echoed value shown; longer ones are cut, with `…`.
    public static let quotedLength = 80

    /// `text` as echoed: control characters escaped (`\0`, `\t`, `\n`, `\r`, others as `\u{1B}`:
    /// C0, DEL and C1, so no escape sequence or OSC reaches a terminal, no line break starts a
    /// line), the second colon of `::` as `\u{3A}` (GitHub Actions reads a line starting `::` as a
    /// workflow command, so an echoed value never holds one), and cut to `limit` characters with
    /// `…` (nil: whole), so that a key of four megabytes neither floods nor garbles the output.
    public static func escaped(_ text: String, limit: Int? = quotedLength) -> String {
        var out = ""
        var taken = 0
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if let limit, taken == limit {
                out += "…"
                break
            }
            taken += 1
            switch scalar {
            case "\0": out += "\\0"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case ":" where previous == ":": out += "\\u{3A}"
            default:
                if isControl(scalar) {
                    out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
            previous = scalar
        }
        return out
    }

    /// `text` escaped and in single quotes, as messages quote a name or a path: `'grid.yaml'`.
    public static func quoted(_ text: String, limit: Int? = quotedLength) -> String {
        "'" + escaped(text, limit: limit) + "'"
    }

    /// A character a terminal or a log acts on rather than shows: C0 controls, DEL, C1 controls
    /// (0x9B is CSI, 0x9D OSC on terminals that read them), and the line and paragraph separators.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
