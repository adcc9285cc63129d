import SpecReading

/// The entry point's parameters (Docs/Import.md, "Entry points, arguments and given values"): a value
/// given with `--arg` (or `// layout-compile: arg`), else the default argument, else nothing, which is an
/// error only where the layout reads it, at the parameter's declaration; a section provider's index and
/// environment by their types.
extension Evaluator {
    /// UIKit's call of a section provider `(index, environment)` on a function whose parameters are
    /// more, or in another order: the index to the `Int` parameter, the environment to the
    /// `NSCollectionLayoutEnvironment` one, the others as if not passed. False when it is not that call.
    func bindProviderArguments(of function: FunctionDeclaration, _ arguments: [(label: String?, value: Value)],
                               in scope: Scope) throws(ImportDiagnostic) -> Bool {
        guard arguments.count == 2, arguments.allSatisfy({ $0.label == nil }), case .sectionIndex = arguments[0].value,
              case .environment = arguments[1].value,
              let environment = function.parameters.firstIndex(where: { $0.type.contains("NSCollectionLayoutEnvironment") }) else { return false }
        let index = function.parameters.firstIndex { $0.type == "Int" }
        for (offset, parameter) in function.parameters.enumerated() {
            if offset == environment {
                scope.bind(parameter.name, arguments[1].value)
            } else if offset == index {
                scope.bind(parameter.name, arguments[0].value)
            } else {
                try bindUnpassed(parameter, of: function, in: scope, at: function.position)
            }
        }
        return true
    }

    /// A parameter the call does not pass: the entry point's given argument, else its default, else a
    /// value that is an error where it is read (`missingArgument`).
    func bindUnpassed(_ parameter: FunctionDeclaration.Parameter, of function: FunctionDeclaration, in scope: Scope,
                      at position: SourcePosition) throws(ImportDiagnostic) {
        if function === entry, let given = file.directives.arguments.first(where: { $0.name == parameter.name || $0.name == parameter.label }) {
            let placed = given.value.map { token in
                var token = token
                if given.position == nil { token.position = parameter.position }
                return token
            }
            var parser = SwiftParser(tokens: placed + [SwiftToken(kind: .end, text: "", position: parameter.position, spaceBefore: true,
                                                                       newlineBefore: true)], at: 0)
            let expression = try parser.expression()
            guard parser.current.kind == .end else {
                throw ImportDiagnostic("the argument '\(given.name)' is not one expression: '\(ImportDirectives.spelled(given.value))'",
                                       at: given.position ?? parameter.position, instead: "give one Swift expression after '=', as --arg NAME=EXPR")
            }
            scope.bindDeferred(parameter.name, expression, in: Scope(parent: nil, typeName: function.typeName))
        } else if parameter.defaultValue != nil {
            try bindDefault(parameter, in: scope)
        } else if function === entry {
            scope.bind(parameter.name, .gap(missingArgument(parameter, of: function)))
        } else {
            throw ImportDiagnostic("the call of \(function.name) gives no value for its parameter '\(parameter.name)'", at: position, instead: "pass the argument in the call, or give the parameter a default value")
        }
    }

    /// The parameter's default argument, read in the function's scope as Swift reads it.
    func bindDefault(_ parameter: FunctionDeclaration.Parameter, in scope: Scope) throws(ImportDiagnostic) {
        guard let start = parameter.defaultValue else { return }
        var parser = SwiftParser(tokens: file.tokens, at: start)
        scope.bind(parameter.name, try evaluate(try parser.expression(), in: scope))
    }

    /// The error of reading a parameter of the entry point that has no value: every one still
    /// missing named, with the spelling that gives it, at the parameter's declaration.
    private func missingArgument(_ parameter: FunctionDeclaration.Parameter, of function: FunctionDeclaration) -> ImportDiagnostic {
        let given = Set(file.directives.arguments.map(\.name))
        let missing = function.parameters.filter { $0.defaultValue == nil && !given.contains($0.name) && !given.contains($0.label ?? "") }
            .map { "'\($0.name)'" }
        var diagnostic = ImportDiagnostic("the layout reads the parameter '\(parameter.name)' of \(function.name), which has no default value "
                                          + "(without a value: \(missing.joined(separator: ", ")))", at: parameter.position,
                                          instead: "give it with --arg \(parameter.name)=VALUE or a comment '// \(ImportDirectives.argMarker) "
                                              + "\(parameter.name) = VALUE', or what the layout reads of it with --given 'EXPR=VALUE'")
        diagnostic.isMissingArgument = true
        return diagnostic
    }
}
