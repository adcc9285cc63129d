/// Scalars: plain, single- and double-quoted, literal and folded, with YAML's line folding.
extension YAMLScanner {
    /// Whether a plain scalar may start here (`-`, `?` and `:` only when followed by a safe character).
    func canStartPlain(inFlow: Bool) -> Bool {
        guard let c = peek(), !YAMLScanner.isBlank(c), !YAMLScanner.isBreak(c) else { return false }
        switch c {
        case "-", "?", ":":
            let next = peek(1)
            return !isSpaceOrEnd(1) && !(inFlow && YAMLScanner.isFlowIndicator(next))
        case ",", "[", "]", "{", "}", "#", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`":
            return false
        default:
            return true
        }
    }

    /// Whether the `:` at `offset` is a value indicator: followed by whitespace, or in flow context by
    /// a flow indicator, or adjacent after a JSON-like key.
    func isValueIndicator(at offset: Int, inFlow: Bool) -> Bool {
        guard offset < text.count, text[offset] == ":" else { return false }
        let next = offset + 1 < text.count ? text[offset + 1] : nil
        return next == nil || YAMLScanner.isBlank(next) || YAMLScanner.isBreak(next) || (inFlow && YAMLScanner.isFlowIndicator(next))
    }

    /// One line's worth of a plain scalar: up to a value indicator, a comment, a line break or (in
    /// flow context) a flow indicator. Trailing blanks are not included.
    mutating func plainLine(inFlow: Bool) -> String {
        let start = index
        // Just past the last character taken; blanks between it and `index` are pending, kept
        // only when more of the scalar follows. The text is copied once, at the end.
        var end = index
        while let c = peek() {
            if YAMLScanner.isBreak(c) { break }
            if YAMLScanner.isBlank(c) {
                index += 1
                continue
            }
            if c == "#" && index > end { break }
            if c == ":" && isValueIndicator(at: index, inFlow: inFlow) { break }
            if inFlow && YAMLScanner.isFlowIndicator(c) { break }
            index += 1
            end = index
        }
        // Leave trailing blanks unconsumed so that a following comment is still seen as one.
        index = end
        return string(start..<end)
    }

    /// A plain scalar, folded over as many lines as continue it: lines indented more than
    /// `parentIndent` (any, in flow context) that are not comments, document markers or (in block
    /// context) the start of a mapping entry.
    mutating func plainScalar(parentIndent: Int, inFlow: Bool) throws(DocumentError) -> String {
        var result = plainLine(inFlow: inFlow)
        while true {
            let save = index
            skipBlanks()
            guard YAMLScanner.isBreak(peek()) else { index = save; break }
            // Count the empty lines up to the next line with content.
            var breaks = 0
            var probe = index
            var contentStart = index
            while true {
                var at = probe
                if at < text.count, text[at] == "\r" { at += 1 }
                if at < text.count, text[at] == "\n" { at += 1 }
                breaks += 1
                var lineAt = at
                while lineAt < text.count, YAMLScanner.isBlank(text[lineAt]) { lineAt += 1 }
                if lineAt < text.count, YAMLScanner.isBreak(text[lineAt]) {
                    probe = lineAt
                    continue
                }
                contentStart = lineAt
                break
            }
            guard contentStart < text.count else { index = save; break }
            let indent = indentation(ofLineAt: contentStart)
            let c = text[contentStart]
            var continues = c != "#" && (inFlow || indent > parentIndent)
            if continues && isDocumentMarker(at: contentStart) { continues = false }
            if inFlow && (YAMLScanner.isFlowIndicator(c) || (c == ":" && isValueIndicator(at: contentStart, inFlow: true))) {
                continues = false
            }
            guard continues else { index = save; break }
            index = contentStart
            let line = plainLine(inFlow: inFlow)
            if !inFlow && peek() == ":" && isValueIndicator(at: index, inFlow: false) {
                throw error("a mapping key cannot continue a multi-line plain scalar; quote the value or fix the indentation")
            }
            result += breaks == 1 ? " " + line : String(repeating: "\n", count: breaks - 1) + line
        }
        return result
    }

    /// A single-quoted scalar (`''` is a quote) or a double-quoted one (with all of YAML's
    /// escapes), folded over lines. Returns its text and whether it spans lines.
    mutating func quoted(parentIndent: Int, inFlow: Bool) throws(DocumentError) -> (String, multiline: Bool) {
        let start = index
        let quote = text[index]
        let kind = quote == "'" ? "single-quoted" : "double-quoted"
        index += 1
        var out = String.UnicodeScalarView()
        var multiline = false
        while true {
            guard let c = peek() else { throw error("unterminated \(kind) string", at: start) }
            if c == quote {
                if quote == "'" && peek(1) == "'" {
                    out.append("'")
                    index += 2
                    continue
                }
                index += 1
                return (String(out), multiline)
            }
            if quote == "\"" && c == "\\" {
                if try escape(into: &out, parentIndent: parentIndent, inFlow: inFlow, start: start) { multiline = true }
                continue
            }
            if YAMLScanner.isBlank(c) || YAMLScanner.isBreak(c) {
                if try foldQuotedWhitespace(into: &out, parentIndent: parentIndent, inFlow: inFlow, start: start) { multiline = true }
                continue
            }
            out.append(c)
            index += 1
        }
    }

    /// A double-quoted scalar's escape at the current `\\`. Returns whether it was an escaped line
    /// break, which joins the lines with nothing between them.
    private mutating func escape(into out: inout String.UnicodeScalarView, parentIndent: Int, inFlow: Bool,
                                 start: Int) throws(DocumentError) -> Bool {
        let escapeAt = index
        index += 1
        guard let e = peek() else { throw error("unterminated double-quoted string", at: start) }
        if YAMLScanner.isBreak(e) {
            skipBreak()
            try checkQuotedContinuation(parentIndent: parentIndent, inFlow: inFlow, start: start)
            skipBlanks()
            while YAMLScanner.isBreak(peek()) {
                skipBreak()
                out.append("\n")
                try checkQuotedContinuation(parentIndent: parentIndent, inFlow: inFlow, start: start)
                skipBlanks()
            }
            return true
        }
        index += 1
        switch e {
        case "0": out.append("\u{0}")
        case "a": out.append("\u{7}")
        case "b": out.append("\u{8}")
        case "t", "\t": out.append("\t")
        case "n": out.append("\n")
        case "v": out.append("\u{B}")
        case "f": out.append("\u{C}")
        case "r": out.append("\r")
        case "e": out.append("\u{1B}")
        case " ": out.append(" ")
        case "\"": out.append("\"")
        case "/": out.append("/")
        case "\\": out.append("\\")
        case "N": out.append("\u{85}")
        case "_": out.append("\u{A0}")
        case "L": out.append("\u{2028}")
        case "P": out.append("\u{2029}")
        case "x", "u", "U":
            let digits = e == "x" ? 2 : e == "u" ? 4 : 8
            var hex = ""
            for _ in 0..<digits {
                guard let d = peek(), d.properties.isASCIIHexDigit else {
                    throw error("invalid escape: \(digits) hex digits expected after \\\(e)", at: escapeAt)
                }
                hex.unicodeScalars.append(d)
                index += 1
            }
            guard let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else {
                throw error("invalid escape \\\(e)\(hex): not a Unicode scalar", at: escapeAt)
            }
            out.append(scalar)
        default:
            throw error("invalid escape '\\\(e)'", at: escapeAt)
        }
        return false
    }

    /// Whitespace inside a quoted scalar: blanks inside a line are kept; a line break, with the
    /// blanks around it, folds to a space, or to one newline per empty line that follows.
    /// Returns whether a line break was folded.
    private mutating func foldQuotedWhitespace(into out: inout String.UnicodeScalarView, parentIndent: Int, inFlow: Bool,
                                               start: Int) throws(DocumentError) -> Bool {
        let blanksStart = index
        skipBlanks()
        guard YAMLScanner.isBreak(peek()) else {
            // One by one: appending a slice copies the whole text so far each time.
            for blank in text[blanksStart..<index] { out.append(blank) }
            return false
        }
        var breaks = 0
        while YAMLScanner.isBreak(peek()) {
            skipBreak()
            breaks += 1
            try checkQuotedContinuation(parentIndent: parentIndent, inFlow: inFlow, start: start)
            skipBlanks()
        }
        if breaks == 1 {
            out.append(" ")
        } else {
            for _ in 1..<breaks { out.append("\n") }
        }
        return true
    }

    /// A quoted scalar's continuation line must be indented past its block and must not be a
    /// document marker.
    private func checkQuotedContinuation(parentIndent: Int, inFlow: Bool, start: Int) throws(DocumentError) {
        if atDocumentMarker() { throw error("document marker inside a quoted string", at: index) }
        guard !inFlow, !atEnd, parentIndent >= 0 else { return }
        var at = index
        while at < text.count, text[at] == " " { at += 1 }
        let lineIsEmpty = at >= text.count || YAMLScanner.isBreak(text[at]) || (YAMLScanner.isBlank(text[at]) && restIsBlank(from: at))
        if !lineIsEmpty && at - index <= parentIndent {
            throw error("this line of a quoted string must be indented more than its block", at: at)
        }
    }

    private func restIsBlank(from offset: Int) -> Bool {
        var at = offset
        while at < text.count, YAMLScanner.isBlank(text[at]) { at += 1 }
        return at >= text.count || YAMLScanner.isBreak(text[at])
    }
}
