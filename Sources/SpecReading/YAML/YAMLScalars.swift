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
        guard offset < bytes.count, self[offset] == ":" else { return false }
        let next = offset + 1 < bytes.count ? self[offset + 1] : nil
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
    /// context) the start of a mapping entry. Its first line, `firstLine`, has been read.
    mutating func plainScalar(continuing firstLine: String, parentIndent: Int, inFlow: Bool) throws(DocumentError) -> String {
        var result = firstLine
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
                if at < bytes.count, self[at] == "\r" { at += 1 }
                if at < bytes.count, self[at] == "\n" { at += 1 }
                breaks += 1
                var lineAt = at
                while lineAt < bytes.count, YAMLScanner.isBlank(self[lineAt]) { lineAt += 1 }
                if lineAt < bytes.count, YAMLScanner.isBreak(self[lineAt]) {
                    probe = lineAt
                    continue
                }
                contentStart = lineAt
                break
            }
            guard contentStart < bytes.count else { index = save; break }
            let indent = indentation(ofLineAt: contentStart)
            let c = self[contentStart]
            var continues = c != "#" && (inFlow || indent > parentIndent)
            if continues && isDocumentMarker(at: contentStart) { continues = false }
            if inFlow && (YAMLScanner.isFlowIndicator(c) || (c == ":" && isValueIndicator(at: contentStart, inFlow: true))) {
                continues = false
            }
            guard continues else { index = save; break }
            index = contentStart
            let line = plainLine(inFlow: inFlow)
            if !inFlow && peek() == ":" && isValueIndicator(at: index, inFlow: false) {
                throw error(.plainScalarKeyContinuation)
            }
            result += breaks == 1 ? " " + line : String(repeating: "\n", count: breaks - 1) + line
        }
        return result
    }

    /// A single-quoted scalar (`''` is a quote) or a double-quoted one (with all of YAML's
    /// escapes), folded over lines. Returns its text and whether it spans lines.
    mutating func quoted(parentIndent: Int, inFlow: Bool) throws(DocumentError) -> (String, multiline: Bool) {
        let start = index
        let quote = self[index]
        let style: DocumentMessage.QuoteStyle = quote == "'" ? .single : .double
        index += 1
        // The text's UTF-8: runs of source bytes copied whole, with what escapes and folds make
        // between them. A scalar with neither (the usual one) is made from its source bytes at once.
        var out: [UInt8] = []
        var run = index
        var multiline = false
        while true {
            guard let c = peek() else { throw error(.unterminatedQuoted(style), at: start) }
            if c == quote {
                if quote == "'" && peek(1) == "'" {
                    // The run goes on to the first of the two quotes: the one kept.
                    out.append(contentsOf: bytes[run...index])
                    index += 2
                    run = index
                    continue
                }
                defer { index += 1 }
                if run == start + 1 { return (string(run..<index), multiline) }
                out.append(contentsOf: bytes[run..<index])
                return (String(decoding: out, as: UTF8.self), multiline)
            }
            if quote == "\"" && c == "\\" {
                out.append(contentsOf: bytes[run..<index])
                if try escape(into: &out, parentIndent: parentIndent, inFlow: inFlow, start: start) { multiline = true }
                run = index
                continue
            }
            if YAMLScanner.isBlank(c) || YAMLScanner.isBreak(c) {
                // Blanks inside a line are kept as written (they stay in the run).
                let blanksStart = index
                skipBlanks()
                guard YAMLScanner.isBreak(peek()) else { continue }
                out.append(contentsOf: bytes[run..<blanksStart])
                try foldQuotedLines(into: &out, parentIndent: parentIndent, inFlow: inFlow, start: start)
                multiline = true
                run = index
                continue
            }
            index += 1
        }
    }

    /// A double-quoted scalar's escape at the current `\\`. Returns whether it was an escaped line
    /// break, which joins the lines with nothing between them.
    private mutating func escape(into out: inout [UInt8], parentIndent: Int, inFlow: Bool,
                                 start: Int) throws(DocumentError) -> Bool {
        let escapeAt = index
        index += 1
        guard let e = peek() else { throw error(.unterminatedQuoted(.double), at: start) }
        if YAMLScanner.isBreak(e) {
            skipBreak()
            try checkQuotedContinuation(parentIndent: parentIndent, inFlow: inFlow, start: start)
            skipBlanks()
            while YAMLScanner.isBreak(peek()) {
                skipBreak()
                out.append(UInt8(ascii: "\n"))
                try checkQuotedContinuation(parentIndent: parentIndent, inFlow: inFlow, start: start)
                skipBlanks()
            }
            return true
        }
        index += 1
        let escaped: Unicode.Scalar
        switch e {
        case "0": escaped = "\u{0}"
        case "a": escaped = "\u{7}"
        case "b": escaped = "\u{8}"
        case "t", "\t": escaped = "\t"
        case "n": escaped = "\n"
        case "v": escaped = "\u{B}"
        case "f": escaped = "\u{C}"
        case "r": escaped = "\r"
        case "e": escaped = "\u{1B}"
        case " ", "\"", "/", "\\": escaped = e
        case "N": escaped = "\u{85}"
        case "_": escaped = "\u{A0}"
        case "L": escaped = "\u{2028}"
        case "P": escaped = "\u{2029}"
        case "x", "u", "U":
            let digits = e == "x" ? 2 : e == "u" ? 4 : 8
            var code: UInt32 = 0
            for _ in 0..<digits {
                guard let d = peek(), let digit = d.properties.isASCIIHexDigit ? UInt32(String(d), radix: 16) : nil else {
                    throw error(.escapeHexDigits(count: digits, escape: e), at: escapeAt)
                }
                code = code << 4 | digit
                index += 1
            }
            // A UTF-16 surrogate pair, `\ud83d\ude00`, is one scalar, as JSON reads it (YAML 1.2.2
            // takes JSON's escapes); a surrogate alone is no scalar.
            if e == "u", (0xD800...0xDBFF).contains(code) {
                guard let low = lowSurrogate(at: index) else { throw error(.unpairedSurrogate, at: escapeAt) }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                index += 6
            } else if e == "u", (0xDC00...0xDFFF).contains(code) {
                throw error(.unpairedSurrogate, at: escapeAt)
            }
            guard let scalar = Unicode.Scalar(code) else {
                throw error(.escapeNotAScalar(escape: e, digits: string(escapeAt + 2..<index)), at: escapeAt)
            }
            escaped = scalar
        default:
            throw error(.invalidEscape(character(at: escapeAt + 1)), at: escapeAt)
        }
        UTF8.encode(escaped) { out.append($0) }
        return false
    }

    /// The low surrogate of a `\uDC00`-`\uDFFF` escape at byte `at`; nil when there is none.
    private func lowSurrogate(at at: Int) -> UInt32? {
        guard at + 6 <= bytes.count, bytes[at] == UInt8(ascii: "\\"), bytes[at + 1] == UInt8(ascii: "u"),
              let value = UInt32(String(decoding: bytes[at + 2..<at + 6], as: UTF8.self), radix: 16),
              bytes[at + 2..<at + 6].allSatisfy({ Unicode.Scalar($0).properties.isASCIIHexDigit }),
              (0xDC00...0xDFFF).contains(value) else { return nil }
        return value
    }

    /// A line break inside a quoted scalar, with the blanks around it (those before it skipped
    /// already): it folds to a space, or to one newline per empty line that follows.
    private mutating func foldQuotedLines(into out: inout [UInt8], parentIndent: Int, inFlow: Bool,
                                          start: Int) throws(DocumentError) {
        var breaks = 0
        while YAMLScanner.isBreak(peek()) {
            skipBreak()
            breaks += 1
            try checkQuotedContinuation(parentIndent: parentIndent, inFlow: inFlow, start: start)
            skipBlanks()
        }
        if breaks == 1 {
            out.append(UInt8(ascii: " "))
        } else {
            out.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: breaks - 1))
        }
    }

    /// A quoted scalar's continuation line must be indented past its block and must not be a
    /// document marker.
    private func checkQuotedContinuation(parentIndent: Int, inFlow: Bool, start: Int) throws(DocumentError) {
        if atDocumentMarker() { throw error(.documentMarkerInQuoted, at: index) }
        guard !inFlow, !atEnd, parentIndent >= 0 else { return }
        var at = index
        while at < bytes.count, self[at] == " " { at += 1 }
        let lineIsEmpty = at >= bytes.count || YAMLScanner.isBreak(self[at]) || (YAMLScanner.isBlank(self[at]) && restIsBlank(from: at))
        if !lineIsEmpty && at - index <= parentIndent {
            throw error(.quotedLineNotIndented, at: at)
        }
    }

    private func restIsBlank(from offset: Int) -> Bool {
        var at = offset
        while at < bytes.count, YAMLScanner.isBlank(self[at]) { at += 1 }
        return at >= bytes.count || YAMLScanner.isBreak(self[at])
    }
}
