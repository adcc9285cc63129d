import SpecReading

/// The declarations of one Swift file: what the evaluator can call and read (Docs/Import.md,
/// "Grammar"). Bodies are not parsed here, only found.
struct SwiftFile: Sendable {
    var tokens: [SwiftToken]
    var comments: [SwiftComment]
    var functions: [FunctionDeclaration] = []
    var stored: [StoredDeclaration] = []
    var enums: [EnumDeclaration] = []
    /// The classes, structs and actors declared in the file: their static members can be read.
    var typeNames: Set<String> = []
    /// `typealias Cell = PosterCell`: a name for a type (a plain type name; generic ones are not read).
    var typeAliases: [String: String] = [:]
    /// Each class's first inherited type (`final class IconGrid: UICollectionView` is a collection view).
    var superclasses: [String: String] = [:]
    /// The directives given and those of the file's comments (Docs/Import.md, "Entry points, arguments and given values").
    var directives = ImportDirectives()
    /// The given values whose left side the file does not have.
    var unusedGivens: [ImportDirectives.Given] = []

    /// The `#if` groups of the files and the branch each took (CompilationConditions).
    var conditionGroups: [CompilationConditions.Group] = []

    /// Tokenizes `source`, puts the given values in (GivenValues) and scans it.
    static func read(_ source: String, directives given: ImportDirectives = ImportDirectives()) throws(ImportDiagnostic) -> SwiftFile {
        try read(module: [SwiftSource(path: "", text: source)], directives: given)
    }
}

/// Finds the functions, computed and stored properties and enums of a file, at file level and in
/// types and extensions; skips what layout code does not need (initialisers, protocols).
struct DeclarationScanner {
    var parser: SwiftParser

    private static let modifiers: Set = ["private", "fileprivate", "public", "internal", "open", "static", "final", "override",
                                         "mutating", "nonmutating", "nonisolated", "convenience", "required", "lazy", "weak",
                                         "unowned", "dynamic", "indirect", "optional", "unsafe", "isolated", "package"]

    private var current: SwiftToken { parser.current }

    /// Declarations until the `}` closing a type's body (or the end of the file at file level).
    /// In an enum's body (`inEnum`), they stop at a `case` line too, which the enum reads.
    mutating func declarations(typeName: String?, into file: inout SwiftFile, inEnum: Bool = false) throws(ImportDiagnostic) {
        try parser.enter()
        defer { parser.depth -= 1 }
        var previous = -1
        while current.kind != .end && !current.is("}") && !(inEnum && current.isKeyword("case")) {
            // Every round moves on: a form no branch below consumes is passed a token at a time.
            if parser.index == previous { parser.advance() }
            previous = parser.index
            let token = current
            if token.kind == .attribute {
                parser.advance()
                if current.is("(") && !current.spaceBefore { try parser.skipBalanced() }
                continue
            }
            if token.kind == .poundKeyword {
                try conditionalCompilation(token)
                continue
            }
            if token.kind == .identifier, Self.modifiers.contains(token.text)
                || (token.text == "class" && ["func", "var", "let"].contains(parser.peek().text)) {
                parser.advance()
                if current.is("(") { try parser.skipBalanced() }  // private(set)
                continue
            }
            switch token.kind == .identifier ? token.text : "" {
            case "func": file.functions.append(try function(typeName: typeName))
            case "var", "let": try property(typeName: typeName, into: &file)
            case "class", "struct", "actor", "extension", "protocol": try type(token.text, into: &file)
            case "enum": try enumeration(into: &file)
            case "case" where typeName != nil: try skipCases()
            case "init", "deinit", "subscript": try skipToBody()
            case "typealias": typeAlias(into: &file)
            case "import", "associatedtype", "precedencegroup", "operator": skipLine()
            default: try skipStatement()
            }
        }
    }

    /// `typealias Name = Type` (also `Outer.Type`, the type by its own name), kept when the type is a
    /// plain name; the rest of the line is skipped.
    private mutating func typeAlias(into file: inout SwiftFile) {
        let line = current.position.line
        parser.advance()
        if current.kind == .identifier, parser.peek().is("=") {
            let name = current.text
            parser.advance()
            parser.advance()
            var target: String?
            while current.kind == .identifier, current.position.line == line {
                target = current.text
                parser.advance()
                guard current.is("."), current.position.line == line else { break }
                parser.advance()
            }
            if let target, target != name, current.position.line != line || current.kind == .end || current.is(";") || current.is("}") {
                file.typeAliases[name] = target
            }
        }
        while current.kind != .end && current.position.line == line { parser.advance() }
    }

    /// `#Preview { … }`, `#warning("…")`: skipped with their arguments and body (`#if` is decided
    /// before, CompilationConditions).
    private mutating func conditionalCompilation(_ token: SwiftToken) throws(ImportDiagnostic) {
        parser.advance()
        if current.is("(") && !current.spaceBefore { try parser.skipBalanced() }
        if current.is("{") && !current.newlineBefore { try parser.skipBalanced() }
    }

    /// Past the rest of the line the current token is on.
    private mutating func skipLine() {
        parser.advance()
        while current.kind != .end && !current.newlineBefore { parser.advance() }
    }

    /// Past a statement of no interest: balanced brackets, up to the next line at this level.
    private mutating func skipStatement() throws(ImportDiagnostic) {
        repeat {
            if current.is("(") || current.is("[") || current.is("{") {
                try parser.skipBalanced()
            } else {
                parser.advance()
            }
        } while current.kind != .end && !current.newlineBefore && !current.is("}")
    }

    /// Past an initialiser's (or subscript's) signature and body.
    private mutating func skipToBody() throws(ImportDiagnostic) {
        parser.advance()
        while current.kind != .end && !current.is("{") && !(current.newlineBefore && current.kind == .identifier && !current.isKeyword("where")) {
            if current.is("(") || current.is("[") { try parser.skipBalanced() } else { parser.advance() }
            if current.is("{") { break }
        }
        if current.is("{") { try parser.skipBalanced() }
    }

    /// `func name(parameters) -> Result { body }`; the body found, not parsed.
    mutating func function(typeName: String?) throws(ImportDiagnostic) -> FunctionDeclaration {
        let start = current.position
        parser.advance()
        let name = current.text
        parser.advance()
        if current.is("<") { try parser.skipGenericArguments() }
        try parser.expect("(", "opening the parameters of \(name)")
        var parameters: [FunctionDeclaration.Parameter] = []
        while !current.is(")") {
            while current.kind == .attribute { parser.advance() }
            let parameterStart = current.position
            let first = try parser.identifier("a parameter name")
            var second: String?
            if current.kind == .identifier { second = try parser.identifier("a parameter name") }
            try parser.expect(":", "after the parameter name")
            let typeStart = parser.index
            try parser.skipType()
            let type = parser.tokens[typeStart..<parser.index].map(\.text).joined()
            if current.is("...") { parser.advance() }
            var defaultValue: Int?
            if current.is("=") {
                parser.advance()
                defaultValue = parser.index
                _ = try parser.expression()
            }
            parameters.append(.init(label: first == "_" ? nil : first, name: second ?? first, type: type, defaultValue: defaultValue,
                                    position: parameterStart))
            if current.is(",") { parser.advance() } else if !current.is(")") { throw parser.failure("expected ',' or ')' in the parameters") }
        }
        parser.advance()
        while ["async", "throws", "rethrows"].contains(current.text) && current.kind == .identifier { parser.advance() }
        let resultType = try typeText(after: "->")
        if current.isKeyword("where") {
            while current.kind != .end && !current.is("{") { parser.advance() }
        }
        // A protocol's requirement has no body (-1).
        let bodyStart = current.is("{") ? parser.index : -1
        if bodyStart >= 0 { try parser.skipBalanced() }
        return FunctionDeclaration(name: name, typeName: typeName, parameters: parameters, resultType: resultType,
                                   bodyStart: bodyStart, position: start, isProperty: false)
    }

    /// The type written after `marker` (`->`, `:`) as its tokens' text (`UICollectionViewLayout`), or
    /// "" when there is no `marker` here.
    private mutating func typeText(after marker: String) throws(ImportDiagnostic) -> String {
        guard current.is(marker) else { return "" }
        parser.advance()
        let typeStart = parser.index
        try parser.skipType()
        return parser.tokens[typeStart..<parser.index].map(\.text).joined()
    }

    /// `var name: T { … }` (a computed property: a function of no parameters), `let name = value`
    /// (a stored one), or several separated by commas.
    private mutating func property(typeName: String?, into file: inout SwiftFile) throws(ImportDiagnostic) {
        let isVariable = current.isKeyword("var")
        parser.advance()
        repeat {
            if current.is(",") { parser.advance() }
            let start = current.position
            guard current.kind == .identifier else {  // `let (a, b) = …`: not read
                try skipStatement()
                return
            }
            let name = current.text
            parser.advance()
            let resultType = try typeText(after: ":")
            if current.is("=") {
                parser.advance()
                let valueStart = parser.index
                do {
                    _ = try parser.expression()
                } catch {
                    parser.index = valueStart
                    try skipStatement()
                    return
                }
                let startsEmpty = parser.tokens[valueStart].is("[") && (parser.tokens[valueStart + 1].is("]")
                    || (parser.tokens[valueStart + 1].is(":") && parser.tokens[valueStart + 2].is("]")))
                file.stored.append(StoredDeclaration(name: name, typeName: typeName, resultType: resultType, valueStart: valueStart,
                                                     position: start, holdsAppData: isVariable && startsEmpty))
            }
            if current.is("{") && !current.newlineBefore {
                let getter = try getterStart()
                if let getter {
                    file.functions.append(FunctionDeclaration(name: name, typeName: typeName, parameters: [], resultType: resultType,
                                                              bodyStart: getter, position: start, isProperty: true))
                }
            }
        } while current.is(",")
    }

    /// The `{` of a computed property's getter (`{ … }` or `{ get { … } set { … } }`), past the
    /// whole accessor block; nil for observers (`didSet`) and protocol requirements (`{ get }`).
    private mutating func getterStart() throws(ImportDiagnostic) -> Int? {
        let open = parser.index
        let next = parser.peek()
        let accessors: Set = ["get", "set", "didSet", "willSet", "_read", "_modify"]
        guard next.kind == .identifier, accessors.contains(next.text) else {
            try parser.skipBalanced()
            return open
        }
        parser.advance()
        var getter: Int?
        while !current.is("}") && current.kind != .end {
            let accessor = current.text
            parser.advance()
            if current.is("(") { try parser.skipBalanced() }
            if current.is("{") {
                if accessor == "get" { getter = parser.index }
                try parser.skipBalanced()
            }
        }
        parser.advance()
        return getter
    }

    /// `class Name: Base { members }`, `extension Name where … { members }`; protocols are skipped.
    private mutating func type(_ keyword: String, into file: inout SwiftFile) throws(ImportDiagnostic) {
        // (a class's first inherited type is kept: `SwiftFile.superclasses`)
        parser.advance()
        if keyword == "class", current.isKeyword("func") || current.isKeyword("var") { return }
        var name = try parser.identifier("a type name")
        while current.is("."), parser.peek().kind == .identifier {
            parser.advance()
            name = current.text  // `extension A.B`: members of B
            parser.advance()
        }
        if keyword == "class", current.is(":"), parser.peek().kind == .identifier { file.superclasses[name] = parser.peek().text }
        while current.kind != .end && !current.is("{") {
            if current.is("<") || current.is("(") { try parser.skipBalanced() } else { parser.advance() }
        }
        if keyword == "protocol" {
            try parser.skipBalanced()
            return
        }
        file.typeNames.insert(name)
        parser.advance()
        try declarations(typeName: name, into: &file)
        parser.advance()
    }

    /// `enum Name: Int { case a, b = 3 … }`: its cases with their raw values, then its members.
    private mutating func enumeration(into file: inout SwiftFile) throws(ImportDiagnostic) {
        let start = current.position
        parser.advance()
        let name = try parser.identifier("the enum's name")
        if current.is("<") { try parser.skipGenericArguments() }
        var rawType: String?
        if current.is(":") {
            parser.advance()
            rawType = current.text
        }
        while current.kind != .end && !current.is("{") { parser.advance() }
        try parser.expect("{", "opening the enum")
        var declaration = EnumDeclaration(name: name, cases: [], position: start)
        while !current.is("}") && current.kind != .end {
            if current.isKeyword("case") {
                try cases(of: &declaration, rawType: rawType)
            } else {
                try declarations(typeName: name, into: &file, inEnum: true)
            }
        }
        parser.advance()
        file.enums.append(declaration)
    }

    /// `case a, b = 2, c(Int)`: raw values count on from the last one (Int) or are the names (String).
    private mutating func cases(of declaration: inout EnumDeclaration, rawType: String?) throws(ImportDiagnostic) {
        parser.advance()
        repeat {
            if current.is(",") { parser.advance() }
            let caseName = try parser.identifier("a case name")
            var raw = EnumDeclaration.RawValue.none
            if rawType == "String" { raw = .string(caseName) }
            if ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "Double", "CGFloat"].contains(rawType ?? "") {
                if case .number(let last) = declaration.cases.last?.rawValue { raw = .number(last + 1) } else { raw = .number(0) }
            }
            if current.is("(") { try parser.skipBalanced() }
            if current.is("=") {
                parser.advance()
                let negative = current.is("-")
                if negative { parser.advance() }
                if current.kind == .number, let value = SwiftParser.numberValue(current.text) {
                    raw = .number(negative ? -value : value)
                } else if case .string = current.kind {
                    raw = .string(current.text)
                }
                parser.advance()
            }
            declaration.cases.append((caseName, raw))
        } while current.is(",")
    }

    /// An enum's `case` lines outside an enum body (`case` in a type that is not one): skipped.
    private mutating func skipCases() throws(ImportDiagnostic) {
        try skipStatement()
    }
}
