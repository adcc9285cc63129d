import SpecReading

/// What the import runs (Docs/Import.md, "Entry points, arguments and given values"): a function,
/// method or computed property, or a stored property's value (`lazy var`, `static let`, `let x = { … }()`),
/// and what it gives turned into the layout: a layout or split view controller as is; a section, a
/// one-section layout; a section provider, or a function taking the environment, a provider layout;
/// a collection view, or nothing (a `configure…()` method), the layout handed to a collection view.
enum EntryPoint {
    case function(FunctionDeclaration)
    case stored(StoredDeclaration)

    var name: String {
        switch self {
        case .function(let function): function.name
        case .stored(let stored): stored.name
        }
    }

    var typeName: String? {
        switch self {
        case .function(let function): function.typeName
        case .stored(let stored): stored.typeName
        }
    }

    var position: SourcePosition {
        switch self {
        case .function(let function): function.position
        case .stored(let stored): stored.position
        }
    }

    var resultType: String {
        switch self {
        case .function(let function): function.resultType
        case .stored(let stored): stored.resultType
        }
    }

    /// `Feed.createLayout at 12:5`.
    var described: String { "\(typeName.map { $0 + "." } ?? "")\(name) at \(position)" }

    /// The entry point `name` names (`makeLayout`, `FeedViewController.makeLayout`), else the one
    /// declaration whose result is a split view controller, else a layout.
    static func find(in file: SwiftFile, named name: String?) throws(ImportDiagnostic) -> EntryPoint {
        let all = file.functions.filter { $0.bodyStart >= 0 }.map(EntryPoint.function) + file.stored.map(EntryPoint.stored)
        // Where an entry point not found is said: the first declaration that builds a layout part, else the first one.
        let start = (all.first(where: \.makesLayoutPart) ?? all.first)?.position ?? SourcePosition(line: 1, column: 1)
        if let name {
            let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
            if parts.last == "init" {
                throw ImportDiagnostic("an initialiser is not read as the layout's function", at: start,
                                       instead: "move the layout into a function or a lazy property (func makeLayout() -> "
                                           + "UICollectionViewCompositionalLayout) that the initialiser calls, and name that with --function")
            }
            let matching = all.filter { parts.count == 2 ? $0.typeName == parts[0] && $0.name == parts[1] : $0.name == name }
            // Overloads: the one the import can call without arguments first.
            let callable = matching.filter(\.takesNoRequiredArguments)
            if let only = (callable.count == 1 ? callable : matching).onlyElement { return only }
            if matching.count > 1 {
                throw ImportDiagnostic("several declarations are named '\(name)' (\(matching.map(\.described).joined(separator: ", ")))",
                                       at: matching[1].position,
                                       instead: "name one with its type: " + matching.map(\.namingFlags).joined(separator: ", or "))
            }
            let builders = all.filter { $0.buildsLayout(in: file) }
            throw ImportDiagnostic("no function, method or property named '\(name)'", at: builders.first?.position ?? start,
                                   instead: builders.isEmpty ? "name a function, method or property of the imported files"
                                       : "name one that builds a layout: " + builders.prefix(8).map(\.namingFlags).joined(separator: ", or "))
        }
        for results in [["UISplitViewController"], ["UICollectionViewCompositionalLayout", "UICollectionViewLayout"]] {
            let candidates = all.filter { entry in entry.takesNoRequiredArguments && results.contains(entry.resultTypeName) }
            if let only = candidates.onlyElement { return only }
            if candidates.count > 1 {
                throw ImportDiagnostic("several declarations return a layout (\(candidates.map(\.described).joined(separator: ", ")))",
                                       at: candidates[1].position,
                                       instead: "name one: " + candidates.map(\.namingFlags).joined(separator: ", or ")
                                           + " (or a comment '// \(ImportDirectives.functionMarker) NAME')")
            }
        }
        let builders = all.filter { $0.buildsLayout(in: file) }
        throw ImportDiagnostic("no function or property without required parameters returns a UICollectionViewCompositionalLayout (or a "
                               + "UICollectionViewLayout)", at: builders.first?.position ?? start,
                               instead: builders.isEmpty
                                   ? "name the function, method, property or configure…() method that builds it with --function NAME "
                                     + "or a comment '// \(ImportDirectives.functionMarker) NAME'"
                                   : "name the one that builds it: " + builders.prefix(8).map(\.namingFlags).joined(separator: ", or "))
    }

    /// What an entry point may return (or, a collection view, make).
    private static let layoutParts: Set = ["UICollectionViewCompositionalLayout", "UICollectionViewLayout", "NSCollectionLayoutSection",
                                           "UICollectionViewCompositionalLayoutSectionProvider", "UISplitViewController", "UICollectionView"]

    /// `--function Type.name`, with an `--arg` for each parameter without a default value: what names
    /// this declaration as the entry point.
    private var namingFlags: String {
        var flags = "--function \(typeName.map { $0 + "." } ?? "")\(name)"
        if case .function(let function) = self, !function.isProperty {
            // A function of the environment is a section provider: UIKit gives its index and environment.
            let isProvider = function.parameters.contains { $0.type.contains("NSCollectionLayoutEnvironment") }
            for parameter in function.parameters where parameter.defaultValue == nil
                && !(isProvider && (parameter.type.contains("NSCollectionLayoutEnvironment") || parameter.type == "Int")) {
                flags += " --arg \(parameter.name)=VALUE"
            }
        }
        return flags
    }

    /// Whether the declaration returns a layout part, or its body or value makes a compositional
    /// layout (a configure…() method, a collection view's initialiser): what an error offers to name.
    private func buildsLayout(in file: SwiftFile) -> Bool {
        if Self.layoutParts.contains(resultTypeName) { return true }
        let (start, isStored): (Int, Bool) = switch self {
        case .function(let function): (function.bodyStart, false)
        case .stored(let stored): (stored.valueStart, true)
        }
        guard start >= 0, start < file.tokens.count else { return false }
        // The body's tokens, to its closing brace (a stored value's, to the end of its line outside brackets).
        var depth = 0
        for token in file.tokens[start...] {
            if token.kind == .end || (isStored && depth == 0 && token.newlineBefore && token.position != file.tokens[start].position) { break }
            if token.kind == .identifier && token.text == "UICollectionViewCompositionalLayout" { return true }
            guard token.kind == .punctuation else { continue }
            if ["(", "[", "{"].contains(token.text) { depth += 1 }
            if [")", "]", "}"].contains(token.text) { depth -= 1 }
            if depth <= 0 && !isStored { break }
        }
        return false
    }

    /// The declared result's type without an optional's `?` or `!` (`UICollectionViewLayout?` is a layout;
    /// `UICollectionViewCompositionalLayoutSectionProvider` is not, though its name begins as one's).
    private var resultTypeName: String {
        var name = Substring(resultType)
        while let last = name.last, last == "?" || last == "!" { name = name.dropLast() }
        return String(name)
    }

    private var takesNoRequiredArguments: Bool {
        guard case .function(let function) = self else { return true }
        return function.parameters.allSatisfy { $0.defaultValue != nil }
    }

    /// Whether the declared result is a layout, a section, a split view controller or a collection view.
    private var makesLayoutPart: Bool {
        ["Layout", "Section", "UISplitViewController", "UICollectionView"].contains { resultType.contains($0) }
    }

    /// Runs the entry point and returns the layout (or split view controller) it builds.
    func run(_ evaluator: Evaluator) throws(ImportDiagnostic) -> UIKitObject {
        let receiver: Value? = typeName.map { .instance($0) }
        switch self {
        case .function(let function):
            evaluator.entry = function
            // A function of the environment that returns a section is a section provider (UIKit calls it).
            if function.parameters.contains(where: { $0.type.contains("NSCollectionLayoutEnvironment") }) {
                return Self.layout(providedBy: .function(function, receiver: receiver), at: function.position)
            }
            do {
                return try layout(from: evaluator.invoke(.function(function, receiver: receiver), [], at: function.position), evaluator)
            } catch where error.readsEnvironmentOutsideProvider {
                // The environment (a view controller's traitCollection, the screen's width) read before the layout is
                // made: the whole function is run once for each environment path, as a provider of one section.
                evaluator.entryRunsAsProvider = true
                let scope = Scope(parent: nil, typeName: function.typeName)
                if let receiver { scope.bind("self", receiver) }
                let call = Expression.call(.identifier(function.name, function.position), [], function.position)
                let provider = Closure(parameters: [], body: [.returnStatement(call, function.position)], position: function.position)
                return Self.layout(providedBy: .closure(provider, scope), at: function.position)
            }
        case .stored(let stored):
            return try layout(from: evaluator.storedValue(stored), evaluator)
        }
    }

    /// What the entry point gave, as a layout.
    private func layout(from value: Value, _ evaluator: Evaluator) throws(ImportDiagnostic) -> UIKitObject {
        switch value {
        case .object(let object) where object.kind == .layout || object.kind == .splitViewController:
            return object
        case .object(let object) where object.kind == .section:
            let layout = UIKitObject(.layout, at: object.position)
            layout.set("section", value, at: object.position)
            return layout
        case .object(let object) where object.kind == .collectionView || object.kind == .collectionViewController:
            if case .object(let layout) = object["collectionViewLayout"], layout.kind == .layout { return layout }
        case .closure, .function, .localFunction:
            return Self.layout(providedBy: value, at: position)
        case .null:
            if let handed = evaluator.handedLayouts.last { return handed }
            throw ImportDiagnostic("\(name) gives no layout to a collection view (by setCollectionViewLayout(_:animated:), "
                                   + "collectionViewLayout = …, or UICollectionView(frame:collectionViewLayout:))", at: position,
                                   instead: "name the function that builds the layout with --function")
        case .gap(let diagnostic):
            throw diagnostic
        default:
            break
        }
        throw ImportDiagnostic("\(name) gives \(value.typeDescription), not a UICollectionViewCompositionalLayout, a section, a section "
                               + "provider or a collection view", at: position, instead: "name with --function a function or property that returns the layout, a section or a section provider, or a configure…() method that hands its layout to a collection view")
    }

    private static func layout(providedBy provider: Value, at position: SourcePosition) -> UIKitObject {
        let layout = UIKitObject(.layout, at: position)
        layout.set("sectionProvider", provider, at: position)
        return layout
    }
}

extension Evaluator {
    /// What a provider run gave, as a section: when the entry point runs as the provider, the section of
    /// the layout it made (or handed to a collection view).
    func providedSection(_ value: Value, at position: SourcePosition) throws(ImportDiagnostic) -> Value {
        guard entryRunsAsProvider else { return value }
        var made = value
        if case .null = value, let handed = handedLayouts.last { made = .object(handed) }
        guard case .object(let layout) = made, layout.kind == .layout else { return value }
        guard let section = layout["section"], layout["configuration"] == nil else {
            throw ImportDiagnostic("a layout made from the environment outside a section provider is read when it is made with "
                                   + "UICollectionViewCompositionalLayout(section:), without a configuration", at: layout.position,
                                   instead: "read the environment inside the section provider")
        }
        return section
    }
}

extension Array {
    /// The element of a one-element array.
    var onlyElement: Element? { count == 1 ? first : nil }
}
