import SpecReading

/// Limits of the importer, so that hostile Swift gets an error, not a hang or an explosion
/// (Docs/Import.md, "Bounds").
public enum ImportLimits {
    /// Source size in bytes: a layout file is a few kilobytes; the largest app file is well under this.
    public static let maximumBytes = 4 * 1024 * 1024
    /// Tokens in one file.
    static let maximumTokens = 1_000_000
    /// Nesting of expressions, statements and declarations as parsed.
    static let maximumDepth = 200
    /// Function and closure calls in progress at once.
    static let maximumCallDepth = 64
    /// Evaluation steps for the whole import (every expression and statement is one).
    static let maximumSteps = 2_000_000
    /// Environment paths (one per combination of conditions on the environment) for one section.
    static let maximumPaths = 64
    /// Elements of one array value (`Array(repeating:count:)`, loops appending).
    static let maximumArrayCount = 10_000
}

/// Swift source → tokens and comments (Docs/Import.md, "Grammar"). One pass over the scalars.
struct SwiftTokenizer {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1
    private(set) var tokens: [SwiftToken] = []
    private(set) var comments: [SwiftComment] = []
    private var spaceBefore = true
    private var newlineBefore = true
    /// Strings inside interpolations inside strings, as deep as they go now.
    private var stringDepth = 0

    /// Multi-scalar operators, longest first (maximal munch).
    private static let operators = ["...", "..<", "===", "!==", "->", "==", "!=", "<=", ">=", "&&", "||", "??",
                                    "+=", "-=", "*=", "/=", "%=", "?.", "<<", ">>"]
    private static let operatorScalars = Set("+-*/%<>=!&|^~?.".unicodeScalars)

    static func tokenize(_ source: String) throws(ImportDiagnostic) -> (tokens: [SwiftToken], comments: [SwiftComment]) {
        var tokenizer = SwiftTokenizer(scalars: Array(source.unicodeScalars))
        try tokenizer.run()
        return (tokenizer.tokens, tokenizer.comments)
    }

    private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    private var position: SourcePosition { SourcePosition(line: line, column: column) }
    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance() {
        let scalar = scalars[index]
        index += 1
        if scalar == "\n" || (scalar == "\r" && peek() != "\n") {
            line += 1
            column = 1
        } else if scalar != "\r" {
            column += 1
        }
    }

    private mutating func run() throws(ImportDiagnostic) {
        while let scalar = peek() {
            if tokens.count >= ImportLimits.maximumTokens {
                throw ImportDiagnostic("more than \(ImportLimits.maximumTokens) tokens: too large to import", at: position, instead: "import the file that holds the layout, split from the rest")
            }
            if scalar == "\n" || scalar == "\r" {
                newlineBefore = true
                spaceBefore = true
                advance()
            } else if Self.isWhitespace(scalar) {
                spaceBefore = true
                advance()
            } else if scalar == "/" && peek(1) == "/" {
                lineComment()
            } else if scalar == "/" && peek(1) == "*" {
                try blockComment()
            } else {
                try token(scalar)
                spaceBefore = false
                newlineBefore = false
            }
        }
        tokens.append(SwiftToken(kind: .end, text: "", position: position, spaceBefore: true, newlineBefore: true))
    }

    private mutating func lineComment() {
        let start = position
        var text = String.UnicodeScalarView()
        while let scalar = peek(), scalar != "\n", scalar != "\r" {
            text.append(scalar)
            advance()
        }
        comments.append(SwiftComment(text: String(text), position: start))
        spaceBefore = true
    }

    /// A `/* … */` comment; they nest in Swift.
    private mutating func blockComment() throws(ImportDiagnostic) {
        let start = position
        var depth = 0
        var text = String.UnicodeScalarView()
        repeat {
            guard let scalar = peek() else { throw ImportDiagnostic("unterminated comment: expected */", at: start, instead: "close the comment with */") }
            if scalar == "/" && peek(1) == "*" {
                depth += 1
                advance()
            } else if scalar == "*" && peek(1) == "/" {
                depth -= 1
                advance()
            } else {
                text.append(scalar)
            }
            advance()
        } while depth > 0
        comments.append(SwiftComment(text: String(text), position: start))
        spaceBefore = true
        if text.contains("\n") { newlineBefore = true }
    }

    private mutating func emit(_ kind: SwiftToken.Kind, _ text: String, at start: SourcePosition) {
        tokens.append(SwiftToken(kind: kind, text: text, position: start, spaceBefore: spaceBefore, newlineBefore: newlineBefore))
    }

    private mutating func token(_ scalar: Unicode.Scalar) throws(ImportDiagnostic) {
        let start = position
        if Self.isIdentifierStart(scalar) || scalar == "$" {
            emit(.identifier, word(), at: start)
        } else if scalar == "`" {
            advance()
            let name = word()
            guard peek() == "`" else { throw ImportDiagnostic("expected ` closing the name", at: position, instead: "close the name with `") }
            advance()
            emit(.identifier, name, at: start)
        } else if scalar == "#" || scalar == "@" {
            advance()
            if scalar == "#", peek() == "\"" || peek() == "#" {
                try rawString(start)
                return
            }
            emit(scalar == "#" ? .poundKeyword : .attribute, word(), at: start)
        } else if ("0"..."9").contains(scalar) {
            emit(.number, number(), at: start)
        } else if scalar == "\"" {
            try string(start, hashes: 0)
        } else if "()[]{},:;".unicodeScalars.contains(scalar) {
            advance()
            emit(.punctuation, String(scalar), at: start)
        } else if Self.operatorScalars.contains(scalar) {
            let rest = String(String.UnicodeScalarView(scalars[index..<min(scalars.count, index + 3)]))
            let text = Self.operators.first { rest.hasPrefix($0) } ?? String(scalar)
            for _ in text.unicodeScalars { advance() }
            emit(.punctuation, text, at: start)
        } else {
            // `\` (key paths) and any other character: a token of its own, refused only if the
            // layout's code runs into it (the rest of the file may use all of Swift).
            advance()
            emit(.punctuation, String(scalar), at: start)
        }
    }

    // ASCII is decided before any Unicode property is looked up: a layout file is nearly all ASCII,
    // and the property tables cost more than the rest of the tokenizer (issue 38's measurement).

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || scalar == "\t" || ("\u{0B}"..."\u{0C}").contains(scalar) }
        return scalar.properties.isWhitespace
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        return scalar.properties.isXIDStart
    }

    /// A scalar that continues a name or a number (`_` and `$` are asked for apart).
    private static func isIdentifierContinue(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
        }
        return scalar.properties.isXIDContinue
    }

    private mutating func word() -> String {
        var text = String.UnicodeScalarView()
        while let scalar = peek(), scalar == "$" || Self.isIdentifierContinue(scalar) {
            text.append(scalar)
            advance()
        }
        return String(text)
    }

    /// Decimal, hexadecimal, octal and binary literals, with `_` separators and exponents.
    private mutating func number() -> String {
        var text = String.UnicodeScalarView()
        let isRadix = peek() == "0" && (peek(1) == "x" || peek(1) == "o" || peek(1) == "b")
        while let scalar = peek() {
            let exponentSign = (scalar == "-" || scalar == "+") && !isRadix && (text.last == "e" || text.last == "E")
            let fraction = scalar == "." && !isRadix && (peek(1).map { ("0"..."9").contains($0) } ?? false) && !text.contains(".")
            guard Self.isIdentifierContinue(scalar) || exponentSign || fraction else { break }
            if scalar != "_" { text.append(scalar) }
            advance()
        }
        return String(text)
    }

    /// A string literal: `"…"`, `"""…"""`, with escapes; `\(…)` is kept as a mark that the string
    /// is built at run time (Docs/Import.md, "Grammar").
    private mutating func string(_ start: SourcePosition, hashes: Int) throws(ImportDiagnostic) {
        guard stringDepth < ImportLimits.maximumDepth else {
            throw ImportDiagnostic("strings nested more than \(ImportLimits.maximumDepth) deep in interpolations", at: start, instead: "build the string with less nesting")
        }
        stringDepth += 1
        defer { stringDepth -= 1 }
        let multiline = peek(1) == "\"" && peek(2) == "\""
        for _ in 0..<(multiline ? 3 : 1) { advance() }
        var text = String.UnicodeScalarView()
        var interpolated = false
        while true {
            guard let scalar = peek() else { throw ImportDiagnostic("unterminated string literal", at: start, instead: "close the string with its quote") }
            if scalar == "\"", !multiline || (peek(1) == "\"" && peek(2) == "\""), closesRaw(after: multiline ? 3 : 1, hashes) {
                for _ in 0..<((multiline ? 3 : 1) + hashes) { advance() }
                break
            }
            if !multiline && (scalar == "\n" || scalar == "\r") {
                throw ImportDiagnostic("unterminated string literal", at: start, instead: "close the string with its quote")
            }
            if scalar == "\\", isEscape(hashes) {
                for _ in 0...hashes { advance() }
                guard let escaped = peek() else { throw ImportDiagnostic("unterminated string literal", at: start, instead: "close the string with its quote") }
                if escaped == "(" {
                    interpolated = true
                    try skipInterpolation()
                    continue
                }
                advance()
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                case "0": text.append("\0")
                case "u":
                    var digits = ""
                    if peek() == "{" { advance() }
                    while let digit = peek(), digit != "}" , digits.count < 8 { digits.unicodeScalars.append(digit); advance() }
                    if peek() == "}" { advance() }
                    guard let value = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(value) else {
                        throw ImportDiagnostic("invalid \\u{…} escape", at: position, instead: "write \\u{…} with one to eight hexadecimal digits")
                    }
                    text.append(decoded)
                default: text.append(escaped)
                }
                continue
            }
            text.append(scalar)
            advance()
        }
        emit(.string(interpolated: interpolated), String(text), at: start)
    }

    /// `#"…"#`: a raw string, whose escapes need as many `#` after the backslash.
    private mutating func rawString(_ start: SourcePosition) throws(ImportDiagnostic) {
        var hashes = 1
        while peek() == "#" {
            hashes += 1
            advance()
        }
        guard peek() == "\"" else { throw ImportDiagnostic("expected \" after #", at: position, instead: "write a raw string as #\"…\"#") }
        try string(start, hashes: hashes)
    }

    private func closesRaw(after quotes: Int, _ hashes: Int) -> Bool {
        (0..<hashes).allSatisfy { peek(quotes + $0) == "#" }
    }

    private func isEscape(_ hashes: Int) -> Bool {
        (0..<hashes).allSatisfy { peek(1 + $0) == "#" }
    }

    /// Past `(…)` of an interpolation, strings and parentheses inside it included.
    private mutating func skipInterpolation() throws(ImportDiagnostic) {
        let start = position
        var depth = 0
        repeat {
            guard let scalar = peek() else { throw ImportDiagnostic("unterminated interpolation", at: start, instead: "close the interpolation with )") }
            if scalar == "(" { depth += 1 }
            if scalar == ")" { depth -= 1 }
            if scalar == "\"" {
                try string(position, hashes: 0)
                tokens.removeLast()
                continue
            }
            advance()
        } while depth > 0
    }
}
