import SpecReading

/// A recursive-descent parser over the file's tokens, for the grammar in Docs/Import.md, "Grammar".
/// Declarations are scanned once (DeclarationScanner); bodies are parsed from a token index when
/// the evaluator first needs them.
struct SwiftParser {
    let tokens: [SwiftToken]
    var index: Int
    /// How deep the parse is nested now, bounded by `ImportLimits.maximumDepth`.
    var depth = 0

    init(tokens: [SwiftToken], at index: Int) {
        self.tokens = tokens
        self.index = index
    }

    var current: SwiftToken { tokens[index] }
    func peek(_ offset: Int = 1) -> SwiftToken { tokens[min(index + offset, tokens.count - 1)] }

    mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    func failure(_ message: String, at token: SwiftToken? = nil) -> ImportDiagnostic {
        let token = token ?? current
        let found = token.kind == .end ? "the end of the file" : "'\(token.text)'"
        return ImportDiagnostic("\(message), found \(found)", at: token.position, instead: "write this in the Swift the importer reads (Docs/Import.md, \"Grammar\"), or name another function with --function")
    }

    mutating func expect(_ punctuation: String, _ what: String) throws(ImportDiagnostic) {
        guard current.is(punctuation) else { throw failure("expected '\(punctuation)' \(what)") }
        advance()
    }

    mutating func identifier(_ what: String) throws(ImportDiagnostic) -> String {
        guard current.kind == .identifier else { throw failure("expected \(what)") }
        defer { advance() }
        return current.text
    }

    /// Counts one level of nesting; past the limit the input is refused where it went too deep.
    mutating func enter() throws(ImportDiagnostic) {
        depth += 1
        if depth > ImportLimits.maximumDepth {
            throw ImportDiagnostic("nested more than \(ImportLimits.maximumDepth) levels deep", at: current.position, instead: "nest less deep (at most \(ImportLimits.maximumDepth) levels)")
        }
    }

    // MARK: Expressions

    /// Binary operators by precedence, lowest first (Swift's standard precedence groups).
    static let precedence: [String: Int] = [
        "??": 3, "||": 4, "&&": 5,
        "==": 6, "!=": 6, "<": 6, "<=": 6, ">": 6, ">=": 6, "===": 6, "!==": 6, "~=": 6,
        "..<": 7, "...": 7,
        "+": 8, "-": 8, "|": 8, "^": 8,
        "*": 9, "/": 9, "%": 9, "&": 9, "<<": 10, ">>": 10,
    ]
    /// `x...` (a case pattern's range from x up) as a `.prefix` operator.
    static let partialFrom = "from..."

    /// The precedence of the ternary `?:` (between `??` and assignment).
    static let ternaryPrecedence = 2

    /// An expression; `trailingClosures: false` in conditions, where `{` opens the body.
    mutating func expression(trailingClosures: Bool = true) throws(ImportDiagnostic) -> Expression {
        try enter()
        defer { depth -= 1 }
        return try binary(minimum: Self.ternaryPrecedence, trailingClosures: trailingClosures)
    }

    /// Whether `token` is a binary operator as Swift lexes one: whitespace on both sides or on neither.
    private func isBinaryOperator(_ token: SwiftToken) -> Bool {
        guard token.kind == .punctuation, Self.precedence[token.text] != nil else { return false }
        return token.spaceBefore == peek().spaceBefore || token.text == "..<" || token.text == "..."
    }

    private mutating func binary(minimum: Int, trailingClosures: Bool) throws(ImportDiagnostic) -> Expression {
        var left = try unary(trailingClosures: trailingClosures)
        // Each operator makes the tree one deeper (it leans left): counted like nesting.
        let entered = depth
        defer { depth = entered }
        while true {
            try enter()
            let token = current
            if token.is("?") && token.spaceBefore && minimum <= Self.ternaryPrecedence {
                advance()
                let then = try expression(trailingClosures: trailingClosures)
                try expect(":", "between the two values of ?:")
                let otherwise = try binary(minimum: Self.ternaryPrecedence, trailingClosures: trailingClosures)
                left = .ternary(left, then, otherwise, token.position)
                continue
            }
            if token.isKeyword("as") || token.isKeyword("is") {
                advance()
                if (current.is("?") || current.is("!")) && !current.spaceBefore { advance() }
                try skipType()
                left = token.text == "is" ? .binary("is", left, .nilLiteral(token.position), token.position) : .cast(left, token.position)
                continue
            }
            // `500...` in a case pattern: a range with no upper bound.
            if token.is("..."), [":", ",", ")", "]"].contains(peek().text), peek().kind == .punctuation {
                advance()
                left = .prefix(Self.partialFrom, left, token.position)
                continue
            }
            guard isBinaryOperator(token), let level = Self.precedence[token.text], level >= minimum else { return left }
            advance()
            let right = try binary(minimum: level + 1, trailingClosures: trailingClosures)
            left = .binary(token.text, left, right, token.position)
        }
    }

    private mutating func unary(trailingClosures: Bool) throws(ImportDiagnostic) -> Expression {
        let token = current
        if token.isKeyword("try") || token.isKeyword("await") {
            advance()
            if (current.is("?") || current.is("!")) && !current.spaceBefore { advance() }
            return try unary(trailingClosures: trailingClosures)
        }
        if token.kind == .punctuation, ["-", "!", "+", "..<", "..."].contains(token.text), !peek().spaceBefore {
            advance()
            try enter()
            defer { depth -= 1 }
            return .prefix(token.text, try unary(trailingClosures: trailingClosures), token.position)
        }
        return try postfix(try primary(trailingClosures: trailingClosures), trailingClosures: trailingClosures)
    }

    private mutating func postfix(_ base: Expression, trailingClosures: Bool) throws(ImportDiagnostic) -> Expression {
        var expression = base
        var steps = 0
        while true {
            steps += 1
            if steps > ImportLimits.maximumDepth { throw ImportDiagnostic("too long a chain of calls and members", at: current.position, instead: "split the chain with let bindings") }
            let token = current
            if token.is(".") || token.is("?.") {
                advance()
                if current.kind == .number {  // a tuple element: `pair.0`
                    expression = .member(expression, current.text, current.position)
                    advance()
                    continue
                }
                let name = try memberName()
                expression = .member(expression, name, token.position)
            } else if (token.is("!") || token.is("?")) && !token.spaceBefore && !peek().is("=") {
                advance()
            } else if token.is("(") && !token.newlineBefore {
                advance()
                var arguments = try argumentList(closing: ")")
                arguments += try trailingClosureArguments(trailingClosures)
                expression = .call(expression, arguments, token.position)
            } else if token.is("[") && !token.newlineBefore {
                advance()
                expression = .subscriptAccess(expression, try argumentList(closing: "]"), token.position)
            } else if token.is("{") && trailingClosures && !token.newlineBefore && isCallee(expression) {
                expression = .call(expression, try trailingClosureArguments(true), token.position)
            } else if token.is("<") && !token.spaceBefore, Self.isTypeName(expression) {
                // `Array<Int>(…)`, `UICollectionView.CellRegistration<Cell, Item> { … }`: the type's arguments are not needed
                try skipGenericArguments()
            } else {
                return expression
            }
        }
    }

    /// A capitalised name or member: a type, which generic arguments may follow.
    private static func isTypeName(_ expression: Expression) -> Bool {
        switch expression {
        case .identifier(let name, _), .member(_, let name, _): name.first?.isUppercase == true
        default: false
        }
    }

    /// A trailing closure follows a name or a member (`Layout { … }`), not a literal.
    private func isCallee(_ expression: Expression) -> Bool {
        switch expression {
        case .identifier, .member, .call, .implicitMember: return true
        default: return false
        }
    }

    private mutating func trailingClosureArguments(_ allowed: Bool) throws(ImportDiagnostic) -> [Argument] {
        var arguments: [Argument] = []
        guard allowed, current.is("{"), !current.newlineBefore else { return arguments }
        arguments.append(Argument(label: nil, value: .closure(try closure())))
        // More trailing closures are labelled: `} completion: { … }`.
        while current.kind == .identifier, peek().is(":"), peek(2).is("{") {
            let label = current.text
            advance()
            advance()
            arguments.append(Argument(label: label, value: .closure(try closure())))
        }
        return arguments
    }

    private mutating func memberName() throws(ImportDiagnostic) -> String {
        guard current.kind == .identifier else { throw failure("expected a member name after '.'") }
        defer { advance() }
        return current.text
    }

    /// Arguments up to `closing`: `label: value` or `value`, separated by commas.
    mutating func argumentList(closing: String) throws(ImportDiagnostic) -> [Argument] {
        var arguments: [Argument] = []
        while !current.is(closing) {
            var label: String?
            if current.kind == .identifier, peek().is(":"), !peek().is("::") {
                label = current.text
                advance()
                advance()
            }
            arguments.append(Argument(label: label, value: try expression()))
            if current.is(",") {
                advance()
            } else if !current.is(closing) {
                throw failure("expected ',' or '\(closing)' in the argument list")
            }
        }
        advance()
        return arguments
    }

    private mutating func primary(trailingClosures: Bool) throws(ImportDiagnostic) -> Expression {
        let token = current
        switch token.kind {
        case .number:
            advance()
            let value = try ImportLimits.checkedNumber(Self.numberValue(token.text), written: token.text, at: token.position)
            return .number(value, token.position)
        case .string(let interpolated):
            advance()
            return .string(token.text, interpolated: interpolated, token.position)
        case .identifier:
            advance()
            switch token.text {
            case "true", "false": return .bool(token.text == "true", token.position)
            case "nil": return .nilLiteral(token.position)
            case "if", "switch":
                // Swift 5.9's `if` and `switch` expressions: `let width = if wide { 2 } else { 1 }`.
                index -= 1
                try enter()
                defer { depth -= 1 }
                return .branches(token.text == "if" ? try ifStatement() : try switchStatement(), token.position)
            default: return .identifier(token.text, token.position)
            }
        case .poundKeyword:
            // `#selector(refresh(_:))`, `#keyPath(…)`: read past whole, an error only where the layout uses it.
            advance()
            if current.is("(") && !current.spaceBefore { try skipBalanced() }
            return .identifier("#" + token.text, token.position)
        case .punctuation:
            switch token.text {
            case ".":
                advance()
                return .implicitMember(try memberName(), token.position)
            case "(":
                advance()
                try enter()
                defer { depth -= 1 }
                let elements = try argumentList(closing: ")")
                if elements.count == 1, elements[0].label == nil { return elements[0].value }
                return .tuple(elements, token.position)
            case "[":
                return try arrayLiteral()
            case "{":
                return .closure(try closure())
            default: break
            }
        case .attribute, .end: break
        }
        throw failure("expected an expression")
    }

    private mutating func arrayLiteral() throws(ImportDiagnostic) -> Expression {
        let start = current.position
        advance()
        try enter()
        defer { depth -= 1 }
        var elements: [Expression] = []
        while !current.is("]") {
            elements.append(try expression())
            if current.is(":") { throw failure("a dictionary literal is not read by the importer; expected ',' or ']'") }
            if current.is(",") { advance() } else if !current.is("]") { throw failure("expected ',' or ']' in the array") }
        }
        advance()
        return .array(elements, start)
    }

    static func numberValue(_ text: String) -> Double? {
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where text.hasPrefix(prefix) {
            return Int(text.dropFirst(2), radix: radix).map(Double.init)
        }
        return Double(text)
    }
}
