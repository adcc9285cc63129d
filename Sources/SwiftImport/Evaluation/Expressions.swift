import SpecReading

extension Evaluator {
    func evaluate(_ expression: Expression, in scope: Scope) throws(ImportDiagnostic) -> Value {
        try step(expression.position)
        switch expression {
        case .number(let value, _): return .number(value)
        case .string(let text, let interpolated, let position):
            if interpolated {
                throw ImportDiagnostic("a string built at run time (with \\(…)) cannot be read", at: position,
                                       instead: "write the string itself")
            }
            return .string(text)
        case .bool(let flag, _): return .bool(flag)
        case .nilLiteral: return .null
        case .identifier(let name, let position): return try identifier(name, in: scope, at: position)
        case .implicitMember(let name, let position):
            return try extensionProperty(named: name, at: position) ?? .member(name, position)
        case .member(let base, let name, let position):
            return try member(name, of: try evaluate(base, in: scope), at: position)
        case .call(let callee, let arguments, let position):
            return try call(callee, arguments, in: scope, at: position)
        case .subscriptAccess(let base, let arguments, let position):
            let collection = try evaluate(base, in: scope)
            guard arguments.count == 1, case .array(let elements) = collection else {
                throw ImportDiagnostic("a subscript is read on arrays only, got \(collection.typeDescription)", at: position, instead: "index an array, or give the value with --given 'EXPR=VALUE'")
            }
            let subscriptValue = try evaluate(arguments[0].value, in: scope)
            let index = try integer(subscriptValue, at: arguments[0].value.position)
            if case .sectionIndex = subscriptValue {
                // `Section.allCases[sectionIndex]`: as many sections as elements (Docs/Import.md, "Sections").
                sectionEnumCount = elements.count
                if !elements.indices.contains(index) { throw .unreachable(at: position) }
            }
            guard elements.indices.contains(index) else {
                throw ImportDiagnostic("index \(index) is outside the array's \(elements.count) elements", at: position, instead: "give an array with an element for every index read, or more sections with --items")
            }
            return elements[index]
        case .array(let elements, let position):
            guard elements.count <= ImportLimits.maximumArrayCount else {
                throw .limit("more than \(ImportLimits.maximumArrayCount) elements in one array", at: position, instead: "build a smaller array (Docs/Import.md, \"Bounds\")")
            }
            var values: [Value] = []
            for element in elements { values.append(try evaluate(element, in: scope)) }
            return try builtArray(values, at: position)
        case .tuple(let elements, _):
            var values: [Value] = []
            for element in elements { values.append(try evaluate(element.value, in: scope)) }
            return .tuple(values)
        case .prefix(let op, let operand, let position):
            let value = try evaluate(operand, in: scope)
            switch op {
            case "..<", "...", SwiftParser.partialFrom:
                throw ImportDiagnostic("a range with one bound is read in a case pattern only", at: position, instead: "write both bounds (0..<n)")
            case "-": return .number(-(try number(value, at: position)))
            case "+": return .number(try number(value, at: position))
            default: return .bool(!(try truth(value, at: position)))
            }
        case .binary(let op, let left, let right, let position):
            return try binary(op, left, right, in: scope, at: position)
        case .ternary(let condition, let then, let otherwise, let position):
            return try truth(try evaluate(condition, in: scope), at: position)
                ? try evaluate(then, in: scope) : try evaluate(otherwise, in: scope)
        case .closure(let closure): return .closure(closure, scope)
        case .cast(let base, _): return try evaluate(base, in: scope)
        case .branches(let statement, let position): return try branchValue(statement, in: scope, at: position)
        }
    }

    /// A name: a binding, `self`, a function, a stored property or enum of the file, a UIKit type.
    private func identifier(_ name: String, in scope: Scope, at position: SourcePosition) throws(ImportDiagnostic) -> Value {
        if let deferred = scope.deferred(name) { return try evaluate(deferred.expression, in: deferred.scope) }
        if let value = scope.lookup(name) {
            if case .gap(let diagnostic) = value, diagnostic.isMissingArgument { throw diagnostic }
            return value
        }
        if name == "self" || name == "Self" { return name == "self" ? .instance(scope.typeName) : .type(scope.typeName ?? "Self") }
        if let function = functions(named: name, in: scope.typeName).first {
            let value = Value.function(function, receiver: receiver(of: function, in: scope))
            return function.isProperty ? try invoke(value, [], at: position) : value
        }
        if let declaration = stored(named: name, in: scope.typeName) { return try storedValue(declaration, readAt: position) }
        if let aliased = file.typeAliases[name] { return .type(aliased) }
        if enumeration(name) != nil || file.typeNames.contains(name) || UIKitCalls.isType(name) { return .type(name) }
        if let typeName = scope.typeName, let enumeration = enumeration(typeName),
           let found = enumeration.cases.first(where: { $0.name == name }) {
            return .enumCase(type: typeName, name: found.name, raw: found.rawValue)
        }
        if name.hasPrefix("#") {
            throw ImportDiagnostic("\(name)(…) is not layout code the importer reads", at: position, instead: "write the value it stands for")
        }
        if let value = try unresolvedName(name, at: position) { return value }
        if ["UI", "NS", "CG"].contains(where: name.hasPrefix), name.first?.isUppercase == true {
            throw ImportDiagnostic("\(name) is not part of the compositional layout API the importer reads (Docs/Import.md, "
                                   + "\"What it reads\")", at: position, instead: "write the value it gives, or give it with --given 'EXPR=VALUE'")
        }
        throw appStateGap(at: position, "'\(name)' has no value in this file")
    }

    /// `base.name`.
    func member(_ name: String, of base: Value, labels: [String?]? = nil, at position: SourcePosition) throws(ImportDiagnostic) -> Value {
        switch base {
        case .type where name == "self":
            return base
        case .type where name.first?.isUppercase == true && isFileType(name):
            return .type(file.typeAliases[name] ?? name)  // `Layout.Metrics`: a type nested in another, known by its own name
        case .type(let typeName):
            if let enumeration = enumeration(typeName) {
                if let found = enumeration.cases.first(where: { $0.name == name }) {
                    return .enumCase(type: typeName, name: found.name, raw: found.rawValue)
                }
                if name == "allCases" {
                    return .array(enumeration.cases.map { .enumCase(type: typeName, name: $0.name, raw: $0.rawValue) })
                }
            }
            if let value = try ownMember(name, of: typeName, receiver: base, labels: labels, at: position) { return value }
            if file.typeNames.contains(typeName) || enumeration(typeName) != nil {
                throw ImportDiagnostic("\(typeName).\(name) is not defined in this file", at: position, instead: "write its value")
            }
            return try UIKitCalls.staticMember(name, of: typeName, at: position)
        case .instance(let typeName):
            if let value = try ownMember(name, of: typeName, receiver: base, labels: labels, at: position) { return value }
            if let value = try unresolvedName(name, at: position) { return value }
            throw appStateGap(at: position, "self.\(name) has no value in this file")
        case .enumCase(let typeName, let caseName, let raw):
            if name == "rawValue" {
                switch raw {
                case .number(let value): return .number(value)
                case .string(let text): return .string(text)
                case .none: throw ImportDiagnostic("\(typeName).\(caseName) has no raw value", at: position, instead: "declare the enum with a raw type (enum Section: Int)")
                }
            }
            if let value = try ownMember(name, of: typeName, receiver: base, labels: labels, at: position) { return value }
            throw ImportDiagnostic("\(typeName) has no member '\(name)' in this file", at: position, instead: "declare the member in the imported files, or give its value with --given")
        case .environment(.application(let written)):
            // `UIApplication.shared.preferredContentSizeCategory`: the app's text size, the trait collection's.
            if name == "shared" { return base }
            if name == "preferredContentSizeCategory" { return .environment(.contentSizeCategory) }
            throw appStateGap(at: written, "'UIApplication' has no value in this file")
        case .environment(.contentSizeCategory) where name == "isAccessibilityCategory":
            // UIKit's accessibility sizes are those from accessibilityMedium on (UIContentSizeCategoryIsAccessibilityCategory).
            return .bool(try decide(.contentSizeCategory, ">=", .member("accessibilityMedium", position), at: position))
        case .environment(let part):
            return try EnvironmentPaths.member(name, of: part, at: position)
        case .array(let elements):
            switch name {
            case "count": return .number(Double(elements.count))
            case "isEmpty": return .bool(elements.isEmpty)
            case "first": return elements.first ?? .null
            case "last": return elements.last ?? .null
            default: break
            }
        case .tuple(let elements):
            if let index = Int(name), elements.indices.contains(index) { return elements[index] }
        case .gap(let diagnostic):
            throw diagnostic
        case .object, .record:
            return try UIKitCalls.property(name, of: base, at: position)
        default: break
        }
        throw ImportDiagnostic("\(base.typeDescription) has no member '\(name)' the importer reads", at: position, instead: "write the value it stands for, or give it with --given 'EXPR=VALUE'")
    }

    /// What `self` is in a call of `function` named without a receiver: the running method's own
    /// `self` when both belong to one type (an enum case, for an enum's methods), else the type's instance.
    private func receiver(of function: FunctionDeclaration, in scope: Scope) -> Value? {
        guard let typeName = function.typeName else { return nil }
        if typeName == scope.typeName, let current = scope.lookup("self") { return current }
        return .instance(typeName)
    }

    /// A method (the overload whose labels fit, when they are known), computed or stored property
    /// of a type of the file, on `receiver`.
    private func ownMember(_ name: String, of typeName: String?, receiver: Value, labels: [String?]? = nil,
                           at position: SourcePosition) throws(ImportDiagnostic) -> Value? {
        let candidates = members(named: name, of: typeName)
        if let property = candidates.first(where: \.isProperty) {
            return try invoke(.function(property, receiver: receiver), [], at: position)
        }
        if let function = labels.flatMap({ overload(candidates, labels: $0) }) ?? candidates.first {
            return .function(function, receiver: receiver)
        }
        if let declaration = ownStored(named: name, of: typeName) {
            return try storedValue(declaration, readAt: position)
        }
        return nil
    }

    private func call(_ calleeExpression: Expression, _ argumentExpressions: [Argument], in scope: Scope,
                      at position: SourcePosition) throws(ImportDiagnostic) -> Value {
        // `x.append(y)`: the array `x` names is replaced by one with `y` added.
        if case .member(let target, "append", _) = calleeExpression, argumentExpressions.count == 1 {
            let array = try evaluate(target, in: scope)
            let element = try evaluate(argumentExpressions[0].value, in: scope)
            guard case .array(let elements) = array, elements.count < ImportLimits.maximumArrayCount else {
                throw ImportDiagnostic("append is read on arrays of at most \(ImportLimits.maximumArrayCount) elements", at: position, instead: "build a smaller array")
            }
            let appended: [Value] = if argumentExpressions[0].label == "contentsOf", case .array(let more) = element { elements + more } else { elements + [element] }
            try assign(try builtArray(appended, at: position), to: target, in: scope, at: position)
            return .null
        }
        // A function of the file named directly: the overload whose labels fit.
        if case .identifier(let name, _) = calleeExpression, scope.lookup(name) == nil {
            let candidates = functions(named: name, in: scope.typeName)
            if let function = overload(candidates, labels: argumentExpressions.map(\.label)) {
                let arguments = try evaluateArguments(argumentExpressions, in: scope)
                return try invoke(.function(function, receiver: receiver(of: function, in: scope)), arguments, at: position)
            }
        }
        let callee: Value
        if case .identifier(let name, _) = calleeExpression, scope.lookup(name) == nil,
           name == "UICollectionView" || file.superclasses[name] == "UICollectionView" {
            // UICollectionView(frame:collectionViewLayout:), or the app's subclass of it made the same way.
            return try collectionViewInitialiser(argumentExpressions, in: scope, at: position)
        }
        // `super.viewDidLoad()`, `super.init(frame: frame)`: UIKit's own part of the method, no frame of the layout.
        if case .member(.identifier("super", _), _, _) = calleeExpression, scope.lookup("super") == nil { return .null }
        if case .member(let base, let name, let memberPosition) = calleeExpression {
            let receiver = try evaluate(base, in: scope)
            if case .object(let object) = receiver, object.kind == .collectionView {
                return try collectionViewMethod(name, of: object, argumentExpressions, in: scope, at: memberPosition)
            }
            if case .object(let object) = receiver {
                if UIKitCalls.ignoredMethods.contains(name) {
                    note(.note("\(name)(…) is not read: it changes no frame", at: memberPosition))
                    return .null
                }
                return try UIKitCalls.method(name, on: object, try evaluateArguments(argumentExpressions, in: scope), at: memberPosition)
            }
            if name == "rounded", argumentExpressions.count <= 1, receiver.isLength || receiver.isNumber {
                let rule = try argumentExpressions.first.map { argument throws(ImportDiagnostic) in try evaluate(argument.value, in: scope) }
                return try roundedMethod(receiver, rule, at: memberPosition)
            }
            if case .array(let elements) = receiver, let result = try arrayMethod(name, of: elements, argumentExpressions, in: scope, at: position) {
                return result
            }
            if case .type(let typeName) = receiver, enumeration(typeName) == nil, members(named: name, of: typeName).isEmpty,
               !isFileType(name) {
                let arguments = try evaluateArguments(argumentExpressions, in: scope)
                return try UIKitCalls.staticCall(name, of: typeName, arguments, evaluator: self, at: position)
            }
            callee = try member(name, of: receiver, labels: argumentExpressions.map(\.label), at: memberPosition)
        } else {
            callee = try evaluate(calleeExpression, in: scope)
        }
        let arguments = try evaluateArguments(argumentExpressions, in: scope)
        switch callee {
        case .type(let typeName):
            if let enumeration = enumeration(typeName) {
                return try enumInitialiser(enumeration, arguments, at: position)
            }
            return try UIKitCalls.construct(typeName, arguments, evaluator: self, at: position)
        case .member(let name, let memberPosition):
            if let function = extensionFunction(named: name, labels: arguments.map(\.label)) {
                return try invoke(.function(function, receiver: .type(function.typeName ?? "")), arguments, at: position)
            }
            // `.image(url)`: a case of the module's enum with associated values, kept as its case (EnumDeclaration).
            if let found = enumWithCase(named: name) { return found }
            return try UIKitCalls.implicitCall(name, arguments, evaluator: self, at: memberPosition)
        case .gap(let diagnostic):
            throw diagnostic
        case .enumCase:
            return callee  // `Kind.image(url)`: the case; its associated values are not kept
        default:
            return try invoke(callee, arguments, at: position)
        }
    }

    /// The case `name` of the module's first enum that has one: an implicit member called with its associated values.
    private func enumWithCase(named name: String) -> Value? {
        for enumeration in file.enums {
            if let found = enumeration.cases.first(where: { $0.name == name }) {
                return .enumCase(type: enumeration.name, name: found.name, raw: found.rawValue)
            }
        }
        return nil
    }

    func evaluateArguments(_ arguments: [Argument], in scope: Scope) throws(ImportDiagnostic) -> [(label: String?, value: Value)] {
        var values: [(label: String?, value: Value)] = []
        for argument in arguments { values.append((argument.label, try evaluate(argument.value, in: scope))) }
        return values
    }

    /// `Section(rawValue: sectionIndex)`: the case with that raw value, or nil.
    private func enumInitialiser(_ enumeration: EnumDeclaration, _ arguments: [(label: String?, value: Value)],
                                 at position: SourcePosition) throws(ImportDiagnostic) -> Value {
        guard arguments.count == 1, arguments[0].label == "rawValue" else {
            throw ImportDiagnostic("\(enumeration.name) is made with \(enumeration.name)(rawValue:) only", at: position, instead: "write \(enumeration.name)(rawValue: N) or a case (\(enumeration.name).NAME)")
        }
        let raw: EnumDeclaration.RawValue
        switch arguments[0].value {
        case .sectionIndex(let index):
            sectionEnumCount = enumeration.cases.count
            raw = .number(Double(index))
        case .number(let value): raw = .number(value)
        case .string(let text): raw = .string(text)
        case .gap(let diagnostic): throw diagnostic
        case let other: throw ImportDiagnostic("a raw value is a number or a string, got \(other.typeDescription)", at: position, instead: "pass a number or a string as rawValue:")
        }
        guard let found = enumeration.cases.first(where: { $0.rawValue == raw }) else { return .null }
        return .enumCase(type: enumeration.name, name: found.name, raw: found.rawValue)
    }

    /// Sets what `target` names: a binding, or a property of an object or record it holds.
    func assign(_ value: Value, to target: Expression, in scope: Scope, at position: SourcePosition) throws(ImportDiagnostic) {
        switch target {
        case .identifier(let name, let namePosition):
            guard scope.assign(name, value) || keepsCollectionView(value, as: name) else {
                throw ImportDiagnostic("'\(name)' is not a variable of this code", at: namePosition,
                                       instead: "declare it with let or var before it is set, or give its value with --given")
            }
        case .member(let base, let name, let memberPosition):
            let container = try evaluate(base, in: scope)
            switch container {
            case .object(let object):
                try UIKitCalls.setProperty(name, of: object, to: value, evaluator: self, at: memberPosition)
            case .record(var record):
                try UIKitCalls.setField(name, of: &record, to: value, evaluator: self, at: memberPosition)
                try assign(.record(record), to: base, in: scope, at: position)
            case .instance:
                guard keepsCollectionView(value, as: name) else {
                    throw ImportDiagnostic("self.\(name) is state of the running app, not layout code", at: memberPosition,
                                           instead: "name the function that builds the layout with --function, so that this assignment is not run")
                }
            case .gap(let diagnostic):
                throw diagnostic
            default:
                throw ImportDiagnostic("\(container.typeDescription) has no property '\(name)' to set", at: memberPosition, instead: "set a property of a layout object, a record or a variable")
            }
        default:
            throw ImportDiagnostic("this cannot be assigned to", at: position, instead: "assign to a variable, or to a property of a layout object")
        }
    }
}
