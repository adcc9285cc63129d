import SpecReading

/// Runs the layout code of one file: statements and expressions of the subset (Docs/Import.md,
/// "Evaluation"), UIKit's layout types as values (UIKitCalls), conditions on the environment as
/// choices (EnvironmentPaths). Every step is counted: hostile code ends with an error, not a hang.
final class Evaluator {
    enum Flow {
        case normal
        case returned(Value)
        case breakLoop
        case continueLoop
    }

    let file: SwiftFile
    /// `--partial`: a statement that cannot be evaluated leaves a gap instead of stopping.
    let partial: Bool
    private(set) var gaps: [ImportDiagnostic] = []
    /// Things said about the import that are not errors (what was ignored, what was assumed).
    var notes: [ImportDiagnostic] = []
    /// The choices of the environment path being run (nil outside a section provider).
    var paths: EnvironmentPaths?
    /// The largest literal the section index was compared with (Docs/Import.md, "Sections").
    var largestIndexLiteral: Int?
    /// The case each section index takes in a `switch sectionIndex` of number literals, by the switch's
    /// place: built once, so that each section costs the same however many cases (SectionSwitch.swift).
    var sectionSwitchTables: [Int: SectionSwitchTable] = [:]
    /// The number of cases of a section enum the index was turned into (`Section(rawValue:)`).
    var sectionEnumCount: Int?
    /// The collection views read by name (`collectionView`), and the layouts handed to any collection
    /// view, in order: what a `configure…()` method builds (Entry/CollectionViews.swift).
    var collectionViews: [String: UIKitObject] = [:]
    var handedLayouts: [UIKitObject] = []
    /// The function the import runs and the arguments given to it (Entry/EntryArguments.swift).
    var entry: FunctionDeclaration?
    /// The scope of the entry point's own body while it runs (a void method's statements after its handover).
    var entryScope: Scope?
    /// The entry point is run as the section provider, once per environment path (EntryPoint.run).
    var entryRunsAsProvider = false
    /// Where each token starts, for spelling a gap as written (Entry/AppStateGaps.swift).
    lazy var tokenIndex: [Int: Int] = AppStateGaps.index(file.tokens)
    private var steps = 0
    /// What the values built so far hold, against `ImportLimits.maximumBuilt`.
    private var built = 0
    private var callDepth = 0
    private var storedValues: [String: Value] = [:]
    private var storedInProgress: Set<String> = []

    /// The file's declarations by name: a lookup costs the same however large the file.
    let functionsByName: [String: [FunctionDeclaration]]
    let storedByName: [String: [StoredDeclaration]]
    private let enumsByName: [String: EnumDeclaration]

    init(file: SwiftFile, partial: Bool) {
        self.file = file
        self.partial = partial
        functionsByName = Dictionary(grouping: file.functions, by: \.name)
        storedByName = Dictionary(grouping: file.stored, by: \.name)
        enumsByName = Dictionary(file.enums.map { ($0.name, $0) }) { first, _ in first }
    }

    /// `units` more built (array values, 8 bytes of text each); past `ImportLimits.maximumBuilt`
    /// the import stops where it is (Docs/Import.md, "Bounds").
    func charge(built units: Int, at position: SourcePosition) throws(ImportDiagnostic) {
        built += units
        if built > ImportLimits.maximumBuilt {
            throw .limit("the layout code builds more than \(ImportLimits.maximumBuilt) values (array values, or 8 bytes of text each) in all", at: position,
                         instead: "build fewer and smaller arrays and strings (Docs/Import.md, \"Bounds\")")
        }
    }

    /// One step of work; past `ImportLimits.maximumSteps` the import stops where it is.
    func step(_ position: SourcePosition) throws(ImportDiagnostic) {
        steps += 1
        if steps > ImportLimits.maximumSteps {
            throw .limit("more than \(ImportLimits.maximumSteps) evaluation steps: the layout code loops too long to import", at: position, instead: "loop fewer times, or give the loop's result with --given")
        }
    }

    func note(_ diagnostic: ImportDiagnostic) {
        if !notes.contains(diagnostic) { notes.append(diagnostic) }
    }

    func recordGap(_ diagnostic: ImportDiagnostic) -> Value {
        if !gaps.contains(diagnostic) { gaps.append(diagnostic) }
        return .gap(diagnostic)
    }

    // MARK: Calls

    /// Calls a function or closure of the file with arguments already evaluated.
    func invoke(_ callee: Value, _ arguments: [(label: String?, value: Value)], at position: SourcePosition) throws(ImportDiagnostic) -> Value {
        callDepth += 1
        defer { callDepth -= 1 }
        guard callDepth <= ImportLimits.maximumCallDepth else {
            throw .limit("calls nested more than \(ImportLimits.maximumCallDepth) deep (recursion?)", at: position, instead: "end the recursion sooner, or give its result with --given")
        }
        try step(position)
        switch callee {
        case .closure(let closure, let captured):
            let scope = Scope(parent: captured)
            for (index, argument) in arguments.enumerated() {
                if index < closure.parameters.count { scope.bind(closure.parameters[index], argument.value) }
                scope.bind("$\(index)", argument.value)
            }
            return try result(of: closure.body, in: scope, at: position)
        case .function(let function, _), .localFunction(let function, _):
            let scope: Scope
            switch callee {
            case .localFunction(_, let captured): scope = Scope(parent: captured)
            case .function(_, let receiver?):
                scope = Scope(parent: nil, typeName: function.typeName)
                scope.bind("self", receiver)
            default: scope = Scope(parent: nil, typeName: function.typeName)
            }
            try bindParameters(of: function, arguments, in: scope, at: position)
            if function === entry, callDepth == 1, function.resultType.isEmpty { entryScope = scope }
            guard function.bodyStart >= 0 else {
                throw ImportDiagnostic("\(function.name) has no body in this file", at: position, instead: "name the module's folder (or the file that declares it with its body) as the import's input")
            }
            if function.body == nil {
                var parser = SwiftParser(tokens: file.tokens, at: function.bodyStart)
                function.body = try parser.block()
                noteConditions(in: function.bodyStart..<parser.index)
            }
            return try result(of: function.body ?? [], in: scope, at: position)
        default:
            throw ImportDiagnostic("\(callee.typeDescription) cannot be called", at: position, instead: "call a function, a closure, a type's initialiser or an enum case")
        }
    }

    /// A body's value: what it returns, or its one expression (`{ makeSection() }`).
    private func result(of body: [Statement], in scope: Scope, at position: SourcePosition) throws(ImportDiagnostic) -> Value {
        if body.count == 1, case .expression(let expression) = body[0] { return try evaluate(expression, in: scope) }
        if body.count == 1, Self.isBranchingValue(body[0]) { return try branchValue(body[0], in: scope, at: position) }
        switch try execute(body, in: scope) {
        case .returned(let value): return value
        default: return .null
        }
    }

    /// Arguments matched to parameters by label, in order; a missing one takes its default value.
    private func bindParameters(of function: FunctionDeclaration, _ arguments: [(label: String?, value: Value)],
                                in scope: Scope, at position: SourcePosition) throws(ImportDiagnostic) {
        if try bindProviderArguments(of: function, arguments, in: scope) { return }
        // A function used as a value (a section provider `makeSection`) is called without labels.
        if !arguments.isEmpty, arguments.count == function.parameters.count, arguments.allSatisfy({ $0.label == nil }) {
            for (parameter, argument) in zip(function.parameters, arguments) { scope.bind(parameter.name, argument.value) }
            return
        }
        var next = 0
        for parameter in function.parameters {
            if next < arguments.count, arguments[next].label == parameter.label {
                scope.bind(parameter.name, arguments[next].value)
                next += 1
            } else if function === entry || parameter.defaultValue == nil {
                try bindUnpassed(parameter, of: function, in: scope, at: position)
            } else {
                try bindDefault(parameter, in: scope)
            }
        }
        if next < arguments.count {
            throw ImportDiagnostic("\(function.name) takes no argument \(arguments[next].label.map { "'\($0):'" } ?? "here")", at: position, instead: "pass the arguments the function declares, with its labels")
        }
    }

    /// The value of a stored property read at `position`: a variable that starts empty is the running
    /// app's data (`StoredDeclaration.holdsAppData`), a gap spelled as the code reads it.
    func storedValue(_ declaration: StoredDeclaration, readAt position: SourcePosition) throws(ImportDiagnostic) -> Value {
        if declaration.holdsAppData {
            throw appStateGap(at: position, "'\(declaration.name)' starts empty (var \(declaration.name) = []) and is filled by the running app")
        }
        return try storedValue(declaration)
    }

    /// The value of a stored property or constant of the file, evaluated once.
    func storedValue(_ declaration: StoredDeclaration) throws(ImportDiagnostic) -> Value {
        let key = "\(declaration.typeName ?? "").\(declaration.name)"
        if let value = storedValues[key] { return value }
        guard storedInProgress.insert(key).inserted else {
            throw ImportDiagnostic("\(declaration.name) is defined in terms of itself", at: declaration.position, instead: "give the property a value that does not read itself")
        }
        defer { storedInProgress.remove(key) }
        var parser = SwiftParser(tokens: file.tokens, at: declaration.valueStart)
        let expression = try parser.expression()
        noteConditions(in: declaration.valueStart..<parser.index)
        let value = try evaluate(expression, in: Scope(parent: nil, typeName: declaration.typeName))
        storedValues[key] = value
        return value
    }

    /// The functions of the file named `name`, those of `typeName` first, then file-level ones.
    func functions(named name: String, in typeName: String?) -> [FunctionDeclaration] {
        let all = functionsByName[name] ?? []
        let own = all.filter { $0.typeName == typeName }
        if !own.isEmpty { return own }
        let global = all.filter { $0.typeName == nil }
        return global.isEmpty ? all : global
    }

    /// The methods and computed properties named `name` of the type `typeName` (nil: file level).
    func members(named name: String, of typeName: String?) -> [FunctionDeclaration] {
        (functionsByName[name] ?? []).filter { $0.typeName == typeName }
    }

    /// The stored property `name` of exactly the type `typeName`.
    func ownStored(named name: String, of typeName: String?) -> StoredDeclaration? {
        storedByName[name]?.first { $0.typeName == typeName }
    }

    /// The enum of the file named `name`.
    func enumeration(_ name: String) -> EnumDeclaration? { enumsByName[name] }

    /// Whether the module declares a type, an enum or a type alias of this name.
    func isFileType(_ name: String) -> Bool { enumeration(name) != nil || file.typeNames.contains(name) || file.typeAliases[name] != nil }

    /// The one function of `candidates` whose parameter labels fit the call's.
    func overload(_ candidates: [FunctionDeclaration], labels: [String?]) -> FunctionDeclaration? {
        candidates.first { function in
            var next = 0
            for parameter in function.parameters {
                if next < labels.count, labels[next] == parameter.label { next += 1 } else if parameter.defaultValue == nil { return false }
            }
            return next == labels.count
        } ?? candidates.first
    }

    func stored(named name: String, in typeName: String?) -> StoredDeclaration? {
        let all = storedByName[name] ?? []
        return all.first { $0.typeName == typeName } ?? all.first { $0.typeName == nil } ?? (typeName == nil ? all.first : nil)
    }
}

extension ImportDiagnostic {
    /// A limit passed: the import stops, `--partial` or not.
    static func limit(_ message: String, at position: SourcePosition, instead: String) -> ImportDiagnostic {
        var diagnostic = ImportDiagnostic(message, at: position, instead: instead)
        diagnostic.stopsImport = true
        return diagnostic
    }
}
