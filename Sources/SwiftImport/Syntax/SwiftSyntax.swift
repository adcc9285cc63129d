import SpecReading

/// The expressions of the subset layout code is written in (Docs/Import.md, "Grammar").
indirect enum Expression: Sendable {
    case number(Double, SourcePosition)
    case string(String, interpolated: Bool, SourcePosition)
    case bool(Bool, SourcePosition)
    case nilLiteral(SourcePosition)
    /// A name: a binding, a function, a type, `self`.
    case identifier(String, SourcePosition)
    /// `.top`, `.fractionalWidth`: a member of the type the context expects.
    case implicitMember(String, SourcePosition)
    /// `base.name`; optional chaining (`?.`) and force unwrapping (`!`) read as plain access.
    case member(Expression, String, SourcePosition)
    /// `callee(label: value, …)`, a trailing closure as one more argument.
    case call(Expression, [Argument], SourcePosition)
    case subscriptAccess(Expression, [Argument], SourcePosition)
    case array([Expression], SourcePosition)
    /// `(a, b)`; one unlabelled element is a parenthesised expression.
    case tuple([Argument], SourcePosition)
    case prefix(String, Expression, SourcePosition)
    case binary(String, Expression, Expression, SourcePosition)
    case ternary(Expression, Expression, Expression, SourcePosition)
    case closure(Closure)
    /// `x as T`, `x as? T`, `x as! T`: the value as it is (the type is not checked).
    case cast(Expression, SourcePosition)
    /// An `if` or `switch` used as a value (Swift 5.9): the statement, each branch ending in its value.
    case branches(Statement, SourcePosition)

    var position: SourcePosition {
        switch self {
        case .number(_, let p), .string(_, _, let p), .bool(_, let p), .nilLiteral(let p), .identifier(_, let p),
             .implicitMember(_, let p), .member(_, _, let p), .call(_, _, let p), .subscriptAccess(_, _, let p),
             .array(_, let p), .tuple(_, let p), .prefix(_, _, let p), .binary(_, _, _, let p), .ternary(_, _, _, let p),
             .cast(_, let p), .branches(_, let p):
            return p
        case .closure(let closure): return closure.position
        }
    }
}

struct Argument: Sendable {
    var label: String?
    var value: Expression
}

/// `{ a, b in … }`: the names its parameters bind (`$0`, `$1` when it names none).
final class Closure: Sendable {
    let parameters: [String]
    let body: [Statement]
    let position: SourcePosition

    init(parameters: [String], body: [Statement], position: SourcePosition) {
        self.parameters = parameters
        self.body = body
        self.position = position
    }
}

indirect enum Statement: Sendable {
    /// `let a = x`, `var a: T = x`; `let a: T` alone is assigned later.
    case binding(name: String, value: Expression?, SourcePosition)
    /// `let (a, _) = tuple`: each name (nil for `_`) bound to its element.
    case tupleBinding(names: [String?], value: Expression, SourcePosition)
    /// `target = value`, `target += value`.
    case assignment(target: Expression, op: String, value: Expression, SourcePosition)
    case expression(Expression)
    case returnStatement(Expression?, SourcePosition)
    case ifStatement([Condition], then: [Statement], otherwise: [Statement]?, SourcePosition)
    case guardStatement([Condition], otherwise: [Statement], SourcePosition)
    case switchStatement(Expression, [SwitchCase], SourcePosition)
    case forIn(name: String?, sequence: Expression, body: [Statement], SourcePosition)
    case breakStatement(SourcePosition)
    case continueStatement(SourcePosition)
    /// A function declared inside a body.
    case function(FunctionDeclaration)
}

enum Condition: Sendable {
    case expression(Expression)
    /// `let x = optional`, `if let x`: binds when the value is not nil.
    case optionalBinding(name: String, value: Expression, SourcePosition)
    /// `case .a = x`, `case let .a(v) = x`.
    case pattern(Pattern, Expression, SourcePosition)
}

struct SwitchCase: Sendable {
    /// Empty for `default`.
    var patterns: [Pattern]
    var guardCondition: Expression?
    var body: [Statement]
    var position: SourcePosition
}

indirect enum Pattern: Sendable {
    /// A value compared with `~=`: a literal, an enum case, a range.
    case value(Expression)
    case wildcard
    /// `let name`: binds the subject.
    case binding(String)
    case tuple([Pattern])
    /// `.image(_)`, `.notebook(let id)`, `Kind.image(let url)`: an enum case with associated values,
    /// matched by its case; the values are not kept (an app's data), so a name bound to one is a gap.
    case enumCase(Expression, [Pattern])
}

/// A function (or method, or computed property's getter) of the file, its body parsed when first
/// called: only what the layout runs needs to be in the subset (Docs/Import.md, "Grammar").
final class FunctionDeclaration: @unchecked Sendable {
    struct Parameter: Sendable {
        /// The argument label (`nil` for `_`).
        var label: String?
        var name: String
        /// The type as written (`NSCollectionLayoutEnvironment`): a section provider's parameters are told by it.
        var type: String
        /// Where the default value's expression starts, when there is one.
        var defaultValue: Int?
        /// Where the parameter is declared (a missing argument is said there).
        var position: SourcePosition
    }

    let name: String
    /// The type it is declared in (`nil` at file level).
    let typeName: String?
    let parameters: [Parameter]
    /// The declared result type as written (`UICollectionViewLayout`), for finding the layout.
    let resultType: String
    /// The index of the body's `{`.
    let bodyStart: Int
    let position: SourcePosition
    let isProperty: Bool
    /// The body once parsed.
    var body: [Statement]?

    init(name: String, typeName: String?, parameters: [Parameter], resultType: String, bodyStart: Int,
         position: SourcePosition, isProperty: Bool) {
        self.name = name
        self.typeName = typeName
        self.parameters = parameters
        self.resultType = resultType
        self.bodyStart = bodyStart
        self.position = position
        self.isProperty = isProperty
    }
}

/// A stored property or constant of the file with its initial value (`let spacing: CGFloat = 8`).
struct StoredDeclaration: Sendable {
    var name: String
    var typeName: String?
    /// The declared type as written (`UICollectionView`), "" when there is none.
    var resultType: String
    /// Where the initial value's expression starts.
    var valueStart: Int
    var position: SourcePosition
    /// `var items: [Item] = []`: a variable that starts empty holds what the running app fills in, so
    /// reading it is reading the app's state (Docs/Import.md, "Entry points, arguments and given values").
    var holdsAppData = false
}

/// An enum of the file: its cases and their raw values (`enum Section: Int { case main, list }`).
struct EnumDeclaration: Sendable {
    var name: String
    var cases: [(name: String, rawValue: RawValue)]
    var position: SourcePosition

    enum RawValue: Sendable, Equatable {
        case number(Double)
        case string(String)
        case none
    }
}
