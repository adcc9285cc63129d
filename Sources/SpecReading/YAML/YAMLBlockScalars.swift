/// Literal (`|`) and folded (`>`) block scalars, with chomping and indentation indicators.
extension YAMLScanner {
    private enum Chomping { case strip, clip, keep }

    /// Reads a block scalar whose indicator is at the current position. `parentIndent` is the
    /// indentation of the block it belongs to (-1 at the top).
    mutating func blockScalar(parentIndent: Int) throws(DocumentError) -> String {
        let literal = peek() == "|"
        index += 1
        var chomping = Chomping.clip
        var explicitIndent: Int?
        for _ in 0..<2 {
            guard let c = peek() else { break }
            if (c == "-" || c == "+") && chomping == .clip {
                chomping = c == "-" ? .strip : .keep
                index += 1
            } else if c >= "1" && c <= "9" && explicitIndent == nil {
                explicitIndent = Int(String(c))
                index += 1
            } else if c == "0" {
                throw error(.blockScalarIndentationIndicator)
            }
        }
        let afterHeader = index
        skipBlanks()
        if peek() == "#" {
            guard index > afterHeader else { throw error(.blockScalarCommentSpace) }
            while let c = peek(), !YAMLScanner.isBreak(c) { index += 1 }
        }
        guard atEnd || YAMLScanner.isBreak(peek()) else {
            throw error(.textAfterBlockScalarHeader)
        }
        skipBreak()

        let base = max(parentIndent, 0)
        var contentIndent = base
        if let explicitIndent {
            contentIndent += explicitIndent
        } else {
            contentIndent = try detectIndent(parentIndent: parentIndent)
        }

        var content: [String] = []
        var pendingEmpty = 0
        var breaksAfterContent = 0
        var sawContent = false
        while !atEnd && !atDocumentMarker() {
            let lineStart = index
            var spaces = 0
            while peek() == " " && spaces < contentIndent { index += 1; spaces += 1 }
            let restStart = index
            while let c = peek(), !YAMLScanner.isBreak(c) { index += 1 }
            let rest = bytes[restStart..<index]
            let blankOnly = rest.allSatisfy { $0 == UInt8(ascii: " ") }
            if spaces < contentIndent && !blankOnly {
                if rest.allSatisfy({ YAMLScanner.isBlank(Unicode.Scalar($0)) }) {
                    throw error(.tabInBlockScalar, at: restStart)
                }
                index = lineStart
                break
            }
            // The end of the text ends the last line but is no line break: a scalar whose text
            // ends the file gets none added (YAML 1.2.2, [165] b-chomped-last: a break or the end).
            // A last line of spaces only keeps one, as the yaml-test-suite reads it (L24T/01, JEF9/02).
            let breaks = atEnd && !blankOnly ? 0 : 1
            skipBreak()
            if rest.isEmpty || spaces < contentIndent {
                pendingEmpty += 1
                breaksAfterContent += breaks
            } else {
                content.append(contentsOf: Array(repeating: "", count: pendingEmpty))
                pendingEmpty = 0
                content.append(String(decoding: rest, as: UTF8.self))
                sawContent = true
                breaksAfterContent = breaks
            }
        }
        let body = literal ? content.joined(separator: "\n") : folded(content)
        switch chomping {
        case .strip: return body
        case .clip: return sawContent && breaksAfterContent > 0 ? body + "\n" : body
        case .keep: return body + String(repeating: "\n", count: breaksAfterContent)
        }
    }

    /// Auto-detected indentation: that of the first non-empty line; no empty line before it may
    /// be longer. A first line not indented past the parent leaves the scalar empty: then, as with
    /// no line at all, the longest empty line gives it.
    private func detectIndent(parentIndent: Int) throws(DocumentError) -> Int {
        var probe = index
        var longestEmpty = 0
        var longestEmptyAt = index
        while probe < bytes.count {
            var spaces = 0
            var at = probe
            while at < bytes.count, self[at] == " " { at += 1; spaces += 1 }
            var restAt = at
            while restAt < bytes.count, YAMLScanner.isBlank(self[restAt]) { restAt += 1 }
            let blankLine = restAt >= bytes.count || YAMLScanner.isBreak(self[restAt])
            if at < bytes.count, !YAMLScanner.isBreak(self[at]), !blankLine {
                if spaces > parentIndent && spaces < longestEmpty {
                    throw error(.leadingEmptyLineTooIndented, at: longestEmptyAt)
                }
                // A first line not past the parent ends the scalar: it has no non-empty line, and
                // its indentation is that of its longest line (YAML 1.2.2, 8.1.1.1), so that a
                // line of spaces only is an empty line, not content.
                return spaces > parentIndent ? spaces : max(parentIndent + 1, longestEmpty)
            }
            if spaces > longestEmpty { longestEmpty = spaces; longestEmptyAt = probe }
            probe = restAt
            if probe < bytes.count, self[probe] == "\r" { probe += 1 }
            if probe < bytes.count, self[probe] == "\n" { probe += 1 }
        }
        return max(parentIndent + 1, longestEmpty)
    }

    /// Folding: a line break between two lines that start with content becomes a space; empty
    /// lines between them stay as line breaks; more-indented lines keep theirs.
    private func folded(_ lines: [String]) -> String {
        var out = ""
        var previousWasText = false
        var pendingEmpty = 0
        for line in lines {
            if line.isEmpty {
                pendingEmpty += 1
                continue
            }
            let moreIndented = line.unicodeScalars.first.map(YAMLScanner.isBlank) ?? false
            if out.isEmpty && !previousWasText {
                out += String(repeating: "\n", count: pendingEmpty)
            } else if previousWasText && !moreIndented && pendingEmpty == 0 {
                out += " "
            } else if previousWasText && !moreIndented {
                out += String(repeating: "\n", count: pendingEmpty)
            } else {
                out += String(repeating: "\n", count: pendingEmpty + 1)
            }
            out += line
            previousWasText = !moreIndented
            pendingEmpty = 0
        }
        return out
    }
}
