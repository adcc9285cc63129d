import SpecReading

/// What the user tells the importer beyond the code (Docs/Import.md, "Entry points, arguments and
/// given values"): a parameter's value (`--arg columns=3`, `// layout-compile: arg columns = 3`), a
/// value of the running app (`--given 'self.model == nil=false'`, `// layout-compile: given …`), and the
/// function to run (`// layout-compile: function makeLayout`). The flags win over the comments.
public struct ImportDirectives: Sendable, Equatable {
    /// `--arg NAME=EXPR`: the parameter `NAME` of the entry point takes the value of `EXPR`.
    public struct Argument: Sendable, Equatable {
        public var name: String
        var value: [SwiftToken]
        /// The comment it came from; nil for `--arg`.
        var position: SourcePosition?
    }

    /// `--given 'EXPR=EXPR'`: every occurrence of the left side's tokens reads as the right side.
    public struct Given: Sendable, Equatable {
        var pattern: [SwiftToken]
        var value: [SwiftToken]
        /// The comment it came from; nil for `--given`.
        var position: SourcePosition?

        /// The left side as written, spaced as Swift prints it.
        var spelling: String { ImportDirectives.spelled(pattern) }
    }

    public private(set) var arguments: [Argument] = []
    public private(set) var givens: [Given] = []
    public private(set) var functionName: String?

    public init() {}

    static let argMarker = "layout-compile: arg"
    static let givenMarker = "layout-compile: given"
    static let functionMarker = "layout-compile: function"

    /// `NAME=EXPR` of `--arg`: nil when it is not one (the message says why).
    public mutating func addArgument(_ text: String) -> String? {
        refusal { (directives: inout ImportDirectives) throws(ImportDiagnostic) in try directives.addArgument(text, at: nil) }
    }

    /// `EXPR=EXPR` of `--given`: nil when it is not one (the message says why).
    public mutating func addGiven(_ text: String) -> String? {
        refusal { (directives: inout ImportDirectives) throws(ImportDiagnostic) in try directives.addGiven(text, at: nil) }
    }

    /// A flag's value added by `add`, or why it is refused.
    private mutating func refusal(_ add: (inout ImportDirectives) throws(ImportDiagnostic) -> Void) -> String? {
        do throws(ImportDiagnostic) {
            try add(&self)
            return nil
        } catch {
            return error.message
        }
    }

    /// The comments' directives under those already given (a flag names a parameter or an
    /// expression once, and wins).
    func withComments(_ comments: [SwiftComment]) throws(ImportDiagnostic) -> ImportDirectives {
        var fromComments = ImportDirectives()
        for comment in comments {
            if let text = Self.directive(Self.argMarker, in: comment.text) {
                try fromComments.addArgument(text, at: comment.position)
            } else if let text = Self.directive(Self.givenMarker, in: comment.text) {
                try fromComments.addGiven(text, at: comment.position)
            } else if let text = Self.directive(Self.functionMarker, in: comment.text) {
                guard !text.isEmpty, !text.contains(" ") else {
                    throw ImportDiagnostic("expected '\(Self.functionMarker) NAME' (or Type.NAME), got '\(text)'", at: comment.position, instead: "write '// \(Self.functionMarker) NAME' or '// \(Self.functionMarker) Type.NAME'")
                }
                fromComments.functionName = text
            }
        }
        var merged = self
        merged.functionName = functionName ?? fromComments.functionName
        let named = Set(arguments.map(\.name))
        merged.arguments += fromComments.arguments.filter { !named.contains($0.name) }
        let patterns = Set(givens.map(\.spelling))
        merged.givens += fromComments.givens.filter { !patterns.contains($0.spelling) }
        return merged
    }

    /// The text after `marker` in a comment, trimmed; nil when the comment has no such directive.
    private static func directive(_ marker: String, in text: String) -> String? {
        guard let range = text.firstRange(of: marker) else { return nil }
        let rest = text[range.upperBound...]
        guard rest.first == " " || rest.first == "\t" || rest.isEmpty else { return nil }
        return rest.trimmingCharacters(in: " \t")
    }

    private mutating func addArgument(_ text: String, at position: SourcePosition?) throws(ImportDiagnostic) {
        let (left, right) = try Self.sides(text, "arg NAME = EXPR", at: position)
        guard left.count == 1, left[0].kind == .identifier else {
            throw ImportDiagnostic("expected 'arg NAME = EXPR' with a parameter's name before '=', got '\(Self.spelled(left))'",
                                   at: position ?? Self.flagPosition, instead: "write the parameter's name, '=' and its value: arg columns = 3")
        }
        guard !arguments.contains(where: { $0.name == left[0].text }) else {
            throw ImportDiagnostic("the argument '\(left[0].text)' is given twice", at: position ?? Self.flagPosition, instead: "give each argument once (--arg wins over a comment)")
        }
        arguments.append(Argument(name: left[0].text, value: Self.placed(right, at: position ?? Self.flagPosition), position: position))
    }

    private mutating func addGiven(_ text: String, at position: SourcePosition?) throws(ImportDiagnostic) {
        let (left, right) = try Self.sides(text, "given EXPR = EXPR", at: position)
        let given = Given(pattern: left, value: Self.placed(right, at: position ?? Self.flagPosition), position: position)
        guard !givens.contains(where: { $0.spelling == given.spelling }) else {
            throw ImportDiagnostic("'\(given.spelling)' is given twice", at: position ?? Self.flagPosition, instead: "give each value once (--given wins over a comment)")
        }
        givens.append(given)
    }

    /// Where a flag's value is said to be: it has no place in the file.
    static let flagPosition = SourcePosition(line: 1, column: 1)

    /// The tokens before and after the `=` at the top level (not `==`, `<=`, nor one inside brackets).
    private static func sides(_ text: String, _ form: String, at position: SourcePosition?) throws(ImportDiagnostic)
        -> (left: [SwiftToken], right: [SwiftToken]) {
        let tokens = try SwiftTokenizer.tokenize(text).tokens.filter { $0.kind != .end }
        var nesting = 0
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            if ["(", "[", "{"].contains(token.text) { nesting += 1 }
            if [")", "]", "}"].contains(token.text) { nesting -= 1 }
            if token.text == "=", nesting == 0, index > 0, index < tokens.count - 1 {
                return (Array(tokens[..<index]), Array(tokens[(index + 1)...]))
            }
        }
        throw ImportDiagnostic("expected '\(form)', got '\(text)'", at: position ?? flagPosition, instead: "write \(form)")
    }

    /// The tokens moved to `position`: a comment's place, so that an error in them points there, or
    /// `flagPosition` for a flag's, placed where they are used.
    private static func placed(_ tokens: [SwiftToken], at position: SourcePosition) -> [SwiftToken] {
        return tokens.map { token in
            var token = token
            token.position = position
            return token
        }
    }

    /// Tokens as Swift source: a space where the source had one.
    static func spelled(_ tokens: some Collection<SwiftToken>) -> String {
        var text = ""
        for token in tokens {
            if token.spaceBefore && !text.isEmpty { text += " " }
            switch token.kind {
            case .string: text += "\"\(token.text)\""
            case .poundKeyword: text += "#" + token.text
            case .attribute: text += "@" + token.text
            default: text += token.text
            }
        }
        return text
    }
}
