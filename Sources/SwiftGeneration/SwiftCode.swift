import FramesFormat
import LayoutEngine

/// A Swift expression as the generator builds it, so that it can be laid out in lines the way
/// swift-format's default configuration lays it out (2-space indentation, 100 columns).
indirect enum SwiftExpression {
    /// Text that is never broken: a name, a literal, `.fractionalWidth(0.5)`.
    case atom(String)
    /// `callee(label: value, …)`.
    case call(String, [(label: String?, value: SwiftExpression)])
    /// `[a, b, …]`.
    case array([SwiftExpression])
    /// `[a, b, …]` with one element per line whenever it does not fit on one line (long data).
    case lines([SwiftExpression])

    /// The expression on one line.
    var flat: String {
        switch self {
        case .atom(let text): return text
        case .call(let callee, let arguments): return callee + "(" + arguments.map(Self.argumentText).joined(separator: ", ") + ")"
        case .array(let elements), .lines(let elements): return "[" + elements.map(\.flat).joined(separator: ", ") + "]"
        }
    }

    static func argumentText(_ argument: (label: String?, value: SwiftExpression)) -> String {
        (argument.label.map { $0 + ": " } ?? "") + argument.value.flat
    }
}

/// Lines of Swift source at an indentation, laid out as swift-format lays them out.
struct SwiftWriter {
    static let lineLength = 100
    static let indentStep = 2

    private(set) var lines: [String] = []
    private var indent = 0

    mutating func line(_ text: String) {
        lines.append(text.isEmpty ? "" : String(repeating: " ", count: indent) + text)
    }

    mutating func blank() {
        if lines.last?.isEmpty == false { lines.append("") }
    }

    /// `prefix` then `expression`, broken over lines when it does not fit: after an opening
    /// parenthesis or bracket, arguments packed on the lines that follow (one step in), the
    /// closing parenthesis after the last argument, the closing bracket on a line of its own.
    mutating func statement(_ prefix: String, _ expression: SwiftExpression, _ suffix: String = "") {
        lines += Self.layout(prefix, expression, suffix, indent: indent)
    }

    /// `opening {`, the body one step in, then `}` (or `closing`).
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(opening.isEmpty ? "{" : opening + " {")
        indent += Self.indentStep
        body(&self)
        indent -= Self.indentStep
        line(closing)
    }

    /// `case a, b, c:` with the patterns packed on as few lines as fit, each further line one step
    /// in, as swift-format breaks a long case.
    mutating func caseLabel(_ patterns: [String]) {
        var current = "case "
        for (index, pattern) in patterns.enumerated() {
            let text = pattern + (index == patterns.count - 1 ? ":" : ",")
            if current == "case " || current == "  " || fits(current + " " + text) {
                current += (current.hasSuffix(" ") ? "" : " ") + text
            } else {
                line(current)
                current = "  " + text
            }
        }
        line(current)
    }

    /// Whether `text` fits on a line at the current indentation.
    func fits(_ text: String) -> Bool { indent + text.count <= Self.lineLength }

    /// The lines `body` writes, one step in.
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        indent += Self.indentStep
        body(&self)
        indent -= Self.indentStep
    }

    /// `if a && b {`, or, when that is too long, each `&& b` on a line of its own and the brace
    /// on the next, as swift-format breaks a long condition.
    mutating func ifBlock(_ conditions: [String], _ body: (inout SwiftWriter) -> Void) {
        let flat = "if " + conditions.joined(separator: " && ") + " {"
        if indent + flat.count <= Self.lineLength || conditions.count == 1 {
            line(flat)
        } else {
            line("if " + conditions[0])
            for condition in conditions.dropFirst() { line("  && " + condition) }
            line("{")
        }
        indent += Self.indentStep
        body(&self)
        indent -= Self.indentStep
        line("}")
    }

    /// A function declaration as swift-format lays it out: `head(parameters) -> result {` when it
    /// fits; else the result on the next line and the brace on its own; else the parameters on a
    /// line of their own, between `head(` and `) -> result {`.
    mutating func function(_ head: String, parameters: String, returns result: String, _ body: (inout SwiftWriter) -> Void) {
        let signature = head + "(" + parameters + ")"
        guard !result.isEmpty else {
            // No result type: only the parameters can break.
            if fits(signature + " {") { return block(signature, body) }
            line(head + "(")
            line("  " + parameters)
            return block(")", body)
        }
        if indent + signature.count + " -> ".count + result.count + 2 <= Self.lineLength {
            block(signature + " -> " + result, body)
        } else if indent + signature.count <= Self.lineLength || parameters.isEmpty {
            line(signature)
            line("  -> " + result)
            block("", body)
        } else {
            line(head + "(")
            packParameters(parameters)
            block(") -> " + result, body)
        }
    }

    /// The parameters one step in, packed on as few lines as fit (each line but the last ending
    /// in a comma), as swift-format breaks a parameter list too long for one line.
    private mutating func packParameters(_ parameters: String) {
        var depth = 0
        var pieces: [String] = []
        var current = ""
        for character in parameters {
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) && !current.hasSuffix("-") { depth -= 1 }
            if character == ",", depth == 0 {
                pieces.append(String(current.drop { $0 == " " }))
                current = ""
            } else {
                current.append(character)
            }
        }
        pieces.append(String(current.drop { $0 == " " }))
        var packed = ""
        for (index, piece) in pieces.enumerated() {
            let text = piece + (index == pieces.count - 1 ? "" : ",")
            if packed.isEmpty {
                packed = text
            } else if fits("  " + packed + " " + text) {
                packed += " " + text
            } else {
                line("  " + packed)
                packed = text
            }
        }
        line("  " + packed)
    }

    /// `prefix { parameters in body }` on one line when it fits, else the body on its own line.
    mutating func closure(_ prefix: String, _ parameters: String, _ body: String) {
        let flat = prefix + " { " + parameters + " in " + body + " }"
        if indent + flat.count <= Self.lineLength {
            line(flat)
        } else {
            line(prefix + " { " + parameters + " in")
            indented { $0.line(body) }
            line("}")
        }
    }

    static func layout(_ prefix: String, _ expression: SwiftExpression, _ suffix: String, indent: Int) -> [String] {
        let margin = String(repeating: " ", count: indent)
        let flat = prefix + expression.flat + suffix
        if indent + flat.count <= lineLength { return [margin + flat] }
        switch expression {
        case .atom(let text) where prefix.hasSuffix("= "):
            // swift-format moves an unbreakable right-hand side to the next line, one step in.
            return [margin + prefix.dropLast(), margin + String(repeating: " ", count: indentStep) + text + suffix]
        case .atom:
            return [margin + flat]
        case .call(let callee, let arguments):
            let pieces = arguments.map { (text: ($0.label.map { $0 + ": " } ?? ""), value: $0.value) }
            return [margin + prefix + callee + "("] + pack(pieces, indent: indent + indentStep, closing: ")" + suffix, lastSeparator: "")
        case .array(let elements):
            // swift-format ends a broken collection of two or more elements with a comma.
            let trailing = elements.count > 1 ? "," : ""
            return [margin + prefix + "["] + pack(elements.map { (text: "", value: $0) }, indent: indent + indentStep,
                                                  closing: trailing, lastSeparator: trailing)
                + [margin + "]" + suffix]
        case .lines(let elements):
            let trailing = elements.count > 1 ? "," : ""
            return [margin + prefix + "["]
                + elements.flatMap { layout("", $0, trailing, indent: indent + indentStep) }
                + [margin + "]" + suffix]
        }
    }

    /// Packs `pieces` (a label and a value each) on as few lines as fit; a piece too long for a
    /// line of its own is broken in turn, and the piece after it starts a new line.
    private static func pack(_ pieces: [(text: String, value: SwiftExpression)], indent: Int, closing: String,
                             lastSeparator: String) -> [String] {
        let margin = String(repeating: " ", count: indent)
        var lines: [String] = []
        var current = ""
        for (index, piece) in pieces.enumerated() {
            let isLast = index == pieces.count - 1
            let end = isLast ? (lastSeparator.isEmpty ? closing : lastSeparator) : ","
            let text = piece.text + piece.value.flat + end
            if !current.isEmpty, indent + current.count + 1 + text.count <= lineLength {
                current += " " + text
                continue
            }
            if !current.isEmpty { lines.append(margin + current) }
            current = ""
            if indent + text.count <= lineLength {
                current = text
            } else {
                lines += layout(piece.text, piece.value, end, indent: indent)
            }
        }
        if !current.isEmpty { lines.append(margin + current) }
        return lines
    }
}

/// Swift literals and names.
enum SwiftSyntax {
    /// A number literal: the shortest round-trip form, integers of more than six digits grouped in
    /// threes (swift-format's GroupNumericLiterals).
    /// A fraction as a person writes it: `1.0 / 3` for 0.3333333333333333, when the shortest
    /// decimal is long and a denominator up to 12 gives exactly that double; else `number`.
    static func fraction(_ value: Double) -> String {
        let text = formatNumber(value)
        guard let point = text.firstIndex(of: "."), text[text.index(after: point)...].count > 4 else { return number(value) }
        for denominator in 2...12 {
            let numerator = (value * Double(denominator)).rounded()
            if numerator / Double(denominator) == value, abs(numerator) < 1_000 {
                return "\(formatNumber(numerator)).0 / \(denominator)"
            }
        }
        return number(value)
    }

    static func number(_ value: Double) -> String {
        let text = formatNumber(value)
        let digits = text.hasPrefix("-") ? String(text.dropFirst()) : text
        guard digits.count > 6, digits.allSatisfy(\.isNumber) else { return text }
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { grouped += "_" }
            grouped.append(digit)
        }
        return (text.hasPrefix("-") ? "-" : "") + grouped
    }

    static func integer(_ value: Int) -> String { number(Double(value)) }

    /// A string literal.
    static func string(_ text: String) -> String {
        quotedLiteral(text, escapesDelete: true) { "\\u{\(String($0, radix: 16))}" }
    }

    /// A lower camel case name made of the letters and digits of `text` (`page-header` →
    /// `pageHeader`), or nil when it has none or starts with a digit.
    static func camelCase(_ text: String) -> String? {
        let words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
        guard let first = words.first, let initial = first.first, initial.isLetter else { return nil }
        // A leading run of capitals is an acronym: `UICollection` → `uiCollection`, `URL` → `url`.
        let capitals = first.prefix { $0.isUppercase }.count
        let lowered = capitals == first.count ? first.count : max(1, capitals - 1)
        let head = first.prefix(lowered).lowercased() + first.dropFirst(lowered)
        return head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A type name (upper camel case) for `text`, or nil.
    static func typeName(_ text: String) -> String? {
        camelCase(text).map { $0.prefix(1).uppercased() + $0.dropFirst() }
    }

    static let keywords: Set<String> = ["default", "case", "class", "struct", "enum", "func", "let", "var", "if", "else",
                                        "switch", "return", "in", "for", "while", "repeat", "self", "Self", "super", "init",
                                        "import", "extension", "protocol", "static", "true", "false", "nil", "is", "as",
                                        "try", "throw", "throws", "where", "guard", "defer", "do", "catch", "break",
                                        "continue", "fallthrough", "operator", "subscript", "typealias", "internal",
                                        "private", "public", "fileprivate", "open", "inout", "any", "some", "await",
                                        "associatedtype", "deinit", "rethrows", "precedencegroup"]
}

/// Names a user gives the generated code (`--name`, `--class-name`, a decoration view's class).
public enum SwiftIdentifier {
    /// The keywords that cannot name a declaration without backticks (`open`, `any` and `some` are
    /// contextual: `func open()` compiles).
    static let reserved = SwiftSyntax.keywords.subtracting(["open", "any", "some"])

    /// A Swift identifier (ASCII letters, digits and `_`, not starting with a digit, not `_` alone,
    /// not a keyword: `func class()` does not compile); with `dotted`, a qualified type name such as
    /// `MyApp.BackgroundView`.
    public static func isValid(_ text: String, dotted: Bool = false) -> Bool {
        let parts = dotted ? text.split(separator: ".", omittingEmptySubsequences: false).map(String.init) : [text]
        return parts.allSatisfy { part in
            guard let first = part.first, first.isASCII, first.isLetter || first == "_" else { return false }
            guard part != "_", !reserved.contains(part) else { return false }
            return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        }
    }
}

/// Unique local names within one function: `item`, `item2`, `item3`, …
struct NameScope {
    private var used: Set<String> = []

    init(taken: some Sequence<String> = []) {
        used = Set(taken)
    }

    mutating func claim(_ base: String) -> String {
        var name = SwiftSyntax.keywords.contains(base) ? base + "Item" : base
        var number = 2
        while used.contains(name) {
            name = base + String(number)
            number += 1
        }
        used.insert(name)
        return name
    }
}
