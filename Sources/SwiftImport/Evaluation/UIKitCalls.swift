import SpecReading

/// The arguments of one call, by label, with the form they were matched to.
struct CallArguments {
    let values: [(label: String?, value: Value)]
    let position: SourcePosition

    /// The argument labelled `label` (nil: the unlabelled one).
    func callAsFunction(_ label: String?) -> Value? { values.first { $0.label == label }?.value }

    var labels: [String] { values.map { $0.label ?? "_" } }

    /// Refused unless the labels are one of `forms` (`["layoutSize", "subitems"]`, in order).
    func match(_ call: String, _ forms: [[String]]) throws(ImportDiagnostic) {
        guard forms.contains(labels) else {
            let written = forms.map { "\(call)(\($0.map { $0 == "_" ? "_:" : "\($0):" }.joined()))" }.joined(separator: ", ")
            throw ImportDiagnostic("\(call)(\(labels.map { "\($0):" }.joined())) is not a form the importer reads; it reads \(written)", at: position, instead: "write \(written)")
        }
    }
}

/// UIKit's compositional layout API as the importer evaluates it (Docs/Import.md, "What it reads"):
/// initialisers, factories, static members.
enum UIKitCalls {
    /// The types whose initialisers and static members the importer knows, and Swift's own functions it runs.
    static let types: Set = [
        "NSCollectionLayoutSize", "NSCollectionLayoutDimension", "NSCollectionLayoutItem", "NSCollectionLayoutGroup",
        "NSCollectionLayoutSection", "NSCollectionLayoutBoundarySupplementaryItem", "NSCollectionLayoutSupplementaryItem",
        "NSCollectionLayoutDecorationItem", "NSCollectionLayoutAnchor", "NSCollectionLayoutEdgeSpacing", "NSCollectionLayoutSpacing",
        "NSCollectionLayoutGroupCustomItem", "NSDirectionalEdgeInsets", "NSDirectionalRectEdge", "NSRectAlignment", "CGPoint",
        "CGSize", "CGRect", "UICollectionView", "UICollectionViewCompositionalLayout", "UICollectionViewCompositionalLayoutConfiguration",
        "UICollectionLayoutListConfiguration", "UICollectionLayoutSectionOrthogonalScrollingBehavior", "UISplitViewController",
        "UICollectionViewController", "UIUserInterfaceSizeClass", "UIUserInterfaceLayoutDirection", "UIContentInsetsReference",
        "UICollectionViewScrollDirection", "UIListContentConfiguration", "UIContentSizeCategory",
        "CGFloat", "Double", "Float", "Int", "min", "max", "abs", "floor", "ceil", "round", "fatalError", "preconditionFailure",
        "Array", "print", "precondition", "assert", "assertionFailure", "String",
    ]

    static func isType(_ name: String) -> Bool { types.contains(name) }

    /// Methods that change no frame: noted, not run.
    static let ignoredMethods: Set = ["register"]

    /// `Type.name`: a constant, a nested type, or an enum case (`NSRectAlignment.top` is `.top`).
    static func staticMember(_ name: String, of typeName: String, at position: SourcePosition) throws(ImportDiagnostic) -> Value {
        switch (typeName, name) {
        case ("UICollectionView", "elementKindSectionHeader"): return .string("UICollectionElementKindSectionHeader")
        case ("UICollectionView", "elementKindSectionFooter"): return .string("UICollectionElementKindSectionFooter")
        case ("NSDirectionalEdgeInsets", "zero"), ("CGPoint", "zero"), ("CGSize", "zero"), ("CGRect", "zero"):
            return .member("zero", position)
        case ("UIListContentConfiguration.ImageProperties", "standardDimension"):
            throw ImportDiagnostic("a list cell's content is not read (it is the cell registration's)", at: position,
                                   instead: "in the spec, give the cells' content as item entries (content:)")
        default: break
        }
        if name.first?.isUppercase == true { return .type("\(typeName).\(name)") }
        return .member(name, position)
    }

    /// `Type.name(arguments)`: the factories (`NSCollectionLayoutGroup.horizontal(…)`, `.fixed(8)`).
    static func staticCall(_ name: String, of typeName: String, _ values: [(label: String?, value: Value)],
                           evaluator: Evaluator, at position: SourcePosition) throws(ImportDiagnostic) -> Value {
        if typeName == "UICollectionViewCompositionalLayout" && name == "list" {
            let arguments = CallArguments(values: values, position: position)
            try arguments.match("UICollectionViewCompositionalLayout.list", [["using"]])
            let layout = UIKitObject(.layout, at: position)
            layout.set("list", try listConfiguration(arguments("using"), at: position), at: position)
            return .object(layout)
        }
        return try implicitCall(name, values, evaluator: evaluator, at: position)
    }

    /// `.name(arguments)` where the type comes from context: the factories by their names.
    static func implicitCall(_ name: String, _ values: [(label: String?, value: Value)], evaluator: Evaluator,
                             at position: SourcePosition) throws(ImportDiagnostic) -> Value {
        let arguments = CallArguments(values: values, position: position)
        switch name {
        case "fractionalWidth", "fractionalHeight", "absolute", "estimated", "fixed", "flexible":
            try arguments.match(".\(name)", [["_"]])
            if name == "absolute" || name == "estimated", case .environment(let part)? = arguments(nil), part.isLength {
                // `.absolute(width / 3 - 10)`: a container length, kept as the expression (Docs/Import.md, "Width arithmetic").
                return .record(Record(kind: .dimension, variant: name, fields: ["container": .environment(part)], position: position))
            }
            let number = try evaluator.number(arguments(nil) ?? .null, at: position)
            let kind: Record.Kind = name == "fixed" || name == "flexible" ? .spacing : .dimension
            return .record(Record(kind: kind, variant: name, fields: ["value": .number(number)], position: position))
        case "uniformAcrossSiblings":
            try arguments.match(".uniformAcrossSiblings", [["estimate"]])
            let number = try evaluator.number(arguments("estimate") ?? .null, at: position)
            return .record(Record(kind: .dimension, variant: name, fields: ["value": .number(number)], position: position))
        case "horizontal", "vertical":
            return try GroupCalls.group(axis: name, arguments, at: position)
        case "custom":
            return try GroupCalls.customGroup(arguments, evaluator: evaluator, at: position)
        case "background":
            try arguments.match(".background", [["elementKind"]])
            let decoration = UIKitObject(.decoration, at: position)
            decoration.set("kind", try string(arguments("elementKind"), at: position), at: position)
            return .object(decoration)
        case "init":
            // `.init(appearance: .sidebar)`: the type whose initialiser takes these labels.
            guard let typeName = initialisers.first(where: { $0.labels.contains(arguments.labels) })?.type else {
                throw ImportDiagnostic(".init(\(arguments.labels.map { "\($0):" }.joined())) is not an initialiser the importer knows; "
                                       + "write the type's name", at: position, instead: "write the type's name: Type(labels…)")
            }
            return try construct(typeName, values, evaluator: evaluator, at: position)
        case "list":
            try arguments.match("NSCollectionLayoutSection.list", [["using", "layoutEnvironment"]])
            let section = UIKitObject(.section, at: position)
            section.set("list", try listConfiguration(arguments("using"), at: position), at: position)
            return .object(section)
        default:
            throw ImportDiagnostic("\(name)(…) is not a layout call the importer reads (Docs/Import.md, \"What it reads\")", at: position, instead: "write the layout with the calls of Docs/Import.md, \"What it reads\"")
        }
    }

    /// The value types `.init(…)` can stand for, by the labels of their initialisers (no two share them).
    static let initialisers: [(labels: [[String]], type: String)] = [
        ([["widthDimension", "heightDimension"]], "NSCollectionLayoutSize"),
        ([["top", "leading", "bottom", "trailing"]], "NSDirectionalEdgeInsets"),
        ([["x", "y"]], "CGPoint"), ([["width", "height"]], "CGSize"), ([["x", "y", "width", "height"], ["origin", "size"]], "CGRect"),
        ([["appearance"]], "UICollectionLayoutListConfiguration"),
        ([["leading", "top", "trailing", "bottom"]], "NSCollectionLayoutEdgeSpacing"),
        // `return .init(section: section, configuration: configuration)` in a function declared to return a layout.
        ([["section"], ["section", "configuration"], ["sectionProvider"], ["sectionProvider", "configuration"]], "UICollectionViewCompositionalLayout"),
        ([["group"]], "NSCollectionLayoutSection"), ([["layoutSize"], ["layoutSize", "supplementaryItems"]], "NSCollectionLayoutItem"),
        ([["layoutSize", "elementKind", "alignment"], ["layoutSize", "elementKind", "alignment", "absoluteOffset"]],
         "NSCollectionLayoutBoundarySupplementaryItem"),
    ]

    /// `Type(arguments)`: UIKit's initialisers, and Swift's conversions and functions.
    static func construct(_ typeName: String, _ values: [(label: String?, value: Value)], evaluator: Evaluator,
                          at position: SourcePosition) throws(ImportDiagnostic) -> Value {
        let arguments = CallArguments(values: values, position: position)
        func record(_ kind: Record.Kind, _ forms: [[String]]) throws(ImportDiagnostic) -> Value {
            try arguments.match(typeName, forms)
            var fields: [String: Value] = [:]
            for (label, value) in values { fields[label ?? "_"] = value }
            return .record(Record(kind: kind, variant: nil, fields: fields, position: position))
        }
        switch typeName {
        case "NSCollectionLayoutSize": return try record(.size, [["widthDimension", "heightDimension"]])
        case "NSDirectionalEdgeInsets": return try record(.insets, [["top", "leading", "bottom", "trailing"], []])
        case "CGPoint": return try record(.point, [["x", "y"], []])
        case "CGSize": return try record(.cgSize, [["width", "height"], []])
        case "CGRect": return try record(.rect, [["x", "y", "width", "height"], ["origin", "size"], []])
        case "UICollectionLayoutListConfiguration": return try record(.listConfiguration, [["appearance"]])
        case "NSCollectionLayoutItem", "NSCollectionLayoutSection", "NSCollectionLayoutBoundarySupplementaryItem",
             "NSCollectionLayoutSupplementaryItem", "NSCollectionLayoutAnchor", "NSCollectionLayoutEdgeSpacing",
             "NSCollectionLayoutGroupCustomItem", "UICollectionViewCompositionalLayoutConfiguration", "UISplitViewController",
             "UICollectionViewController":
            return try objectInitialiser(typeName, arguments)
        case "UICollectionViewCompositionalLayout":
            return try layoutInitialiser(arguments)
        default:
            return try SwiftFunctions.call(typeName, arguments, evaluator: evaluator)
        }
    }

    /// The initialisers of UIKit's classes, their arguments kept as properties.
    private static func objectInitialiser(_ typeName: String, _ arguments: CallArguments) throws(ImportDiagnostic) -> Value {
        let forms: [String: (UIKitObject.Kind, [[String]])] = [
            "NSCollectionLayoutItem": (.item, [["layoutSize"], ["layoutSize", "supplementaryItems"]]),
            "NSCollectionLayoutSection": (.section, [["group"]]),
            "NSCollectionLayoutBoundarySupplementaryItem": (.boundary, [["layoutSize", "elementKind", "alignment"],
                                                                        ["layoutSize", "elementKind", "alignment", "absoluteOffset"]]),
            "NSCollectionLayoutSupplementaryItem": (.supplementary, [["layoutSize", "elementKind", "containerAnchor"],
                                                                     ["layoutSize", "elementKind", "containerAnchor", "itemAnchor"]]),
            "NSCollectionLayoutAnchor": (.anchor, [["edges"], ["edges", "absoluteOffset"], ["edges", "fractionalOffset"]]),
            "NSCollectionLayoutEdgeSpacing": (.edgeSpacing, [["leading", "top", "trailing", "bottom"]]),
            "NSCollectionLayoutGroupCustomItem": (.customItem, [["frame"], ["frame", "zIndex"]]),
            "UICollectionViewCompositionalLayoutConfiguration": (.configuration, [[]]),
            "UISplitViewController": (.splitViewController, [["style"]]),
            "UICollectionViewController": (.collectionViewController, [["collectionViewLayout"]]),
        ]
        guard let (kind, accepted) = forms[typeName] else { throw ImportDiagnostic("\(typeName) is not read", at: arguments.position, instead: "write the layout with the types of Docs/Import.md, \"What it reads\"") }
        try arguments.match(typeName, accepted)
        let object = UIKitObject(kind, at: arguments.position)
        // A gap of --partial is kept where it belongs, to be marked there.
        for (label, value) in arguments.values { object.set(label ?? "_", value, at: arguments.position) }
        return .object(object)
    }

    /// `UICollectionViewCompositionalLayout(section:)`, `(section:configuration:)`, `(sectionProvider:)`,
    /// `(sectionProvider:configuration:)` and the trailing-closure form.
    private static func layoutInitialiser(_ arguments: CallArguments) throws(ImportDiagnostic) -> Value {
        try arguments.match("UICollectionViewCompositionalLayout", [["section"], ["section", "configuration"], ["sectionProvider"],
                                                                    ["sectionProvider", "configuration"], ["_"], ["configuration", "_"]])
        let layout = UIKitObject(.layout, at: arguments.position)
        for (label, value) in arguments.values { layout.set(label ?? "sectionProvider", value, at: arguments.position) }
        return .object(layout)
    }

    /// A list configuration argument, checked.
    static func listConfiguration(_ value: Value?, at position: SourcePosition) throws(ImportDiagnostic) -> Value {
        guard case .record(let record) = value, record.kind == .listConfiguration else {
            if case .gap(let diagnostic) = value { throw diagnostic }
            throw ImportDiagnostic("expected a UICollectionLayoutListConfiguration, got \(value?.typeDescription ?? "nothing")", at: position, instead: "pass a UICollectionLayoutListConfiguration(appearance:)")
        }
        return .record(record)
    }

    static func string(_ value: Value?, at position: SourcePosition) throws(ImportDiagnostic) -> Value {
        switch value {
        case .string: return value!
        case .gap(let diagnostic): throw diagnostic
        default: throw ImportDiagnostic("expected a string (an element kind), got \(value?.typeDescription ?? "nothing")", at: position, instead: "pass the element kind as a string, or UICollectionView.elementKindSectionHeader")
        }
    }
}
