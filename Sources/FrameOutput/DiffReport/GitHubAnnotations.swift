import FramesFormat

/// GitHub Actions workflow commands for the comparisons that fail (Docs/CLI.md, "Reports for
/// CI"): `::error file=F,line=L,title=T::MESSAGE`, one per spec and width, at the line of the
/// spec where the first changed section is written (or of the golden), in the syntax GitHub
/// documents ("Workflow commands for GitHub Actions", "Setting an error message"), with its
/// escapes: `%`, CR and LF in the message; those and `:` and `,` in a property.
public enum GitHubAnnotations {
    public static func lines(_ comparisons: [GoldenComparison]) -> [String] {
        comparisons.filter { !$0.isSame }.map { comparison in
            var properties: [String] = []
            if let source = comparison.source {
                properties.append("file=\(property(EchoedText.escaped(source.file, limit: nil)))")
                properties.append("line=\(source.line)")
            }
            properties.append("title=\(property("\(comparison.title): frames against the golden"))")
            let message = "\(comparison.summary) (golden \(comparison.golden))"
            return "::error \(properties.joined(separator: ","))::\(data(message))"
        }
    }

    /// A message: `%`, CR and LF escaped.
    static func data(_ text: String) -> String { escaped(text, [:]) }

    /// A property's value: a message's escapes, and `:` and `,`, which end it.
    static func property(_ text: String) -> String { escaped(text, [":": "%3A", ",": "%2C"]) }

    private static func escaped(_ text: String, _ more: [Character: String]) -> String {
        var out = ""
        for character in text {
            switch character {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case "\r\n": out += "%0D%0A"
            default: out += more[character] ?? String(character)
            }
        }
        return out
    }
}
