import SpecReading

/// What a Swift expression of layout code evaluates to (Docs/Import.md, "Evaluation").
indirect enum Value {
    case number(Double)
    /// The section provider's index: a number whose comparisons tell how many sections the code
    /// distinguishes (Docs/Import.md, "Sections").
    case sectionIndex(Int)
    case bool(Bool)
    case string(String)
    case null
    case array([Value])
    case tuple([Value])
    /// An implicit member not yet given a type: `.top`, `.zero`, `.continuous`.
    case member(String, SourcePosition)
    /// A UIKit value type (NSCollectionLayoutSize, NSDirectionalEdgeInsets, …): copied on assignment.
    case record(Record)
    /// A UIKit class instance (NSCollectionLayoutItem, …): shared, changed in place.
    case object(UIKitObject)
    /// A type named in the code: `NSCollectionLayoutSize`, an enum of the file.
    case type(String)
    case function(FunctionDeclaration, receiver: Value?)
    /// A function declared inside a body, with the scope it sees.
    case localFunction(FunctionDeclaration, Scope)
    case closure(Closure, Scope)
    /// A case of an enum of the file.
    case enumCase(type: String, name: String, raw: EnumDeclaration.RawValue)
    /// `layoutEnvironment`, its `container` or `traitCollection`: read only through what adapt can say.
    case environment(EnvironmentPart)
    /// The instance a method of the file runs on (`self`), by its type's name.
    case instance(String?)
    /// A value the importer could not evaluate, kept with why (`--partial`: Docs/Import.md, "Errors and --partial").
    case gap(ImportDiagnostic)

    var typeDescription: String {
        switch self {
        case .number: return "a number"
        case .sectionIndex: return "the section index"
        case .bool: return "a Boolean"
        case .string: return "a string"
        case .null: return "nil"
        case .array: return "an array"
        case .tuple: return "a tuple"
        case .member(let name, _): return "'.\(name)'"
        case .record(let record): return record.kind.rawValue
        case .object(let object): return object.kind.rawValue
        case .type(let name): return "the type \(name)"
        case .function(let function, _), .localFunction(let function, _): return "the function \(function.name)"
        case .closure: return "a closure"
        case .enumCase(let type, let name, _): return "\(type).\(name)"
        case .environment(let part): return part.description
        case .instance: return "self"
        case .gap: return "an unknown value"
        }
    }
}

/// Parts of the layout environment the section provider is given.
enum EnvironmentPart: Equatable, CustomStringConvertible {
    case environment
    case container
    /// `contentSize`, or `effectiveContentSize` (less the insets of the content insets reference).
    case containerSize(effective: Bool)
    /// `container.contentInsets`: its edges are container lengths (`.length("contentInsets.leading")`).
    case containerInsets
    case traitCollection
    /// The environment a custom group's item provider is given (its own container: not known).
    case groupEnvironment
    /// The container's `width` or `height` (of `contentSize` or `effectiveContentSize`).
    case length(String, effective: Bool)
    /// A trait: `horizontalSizeClass`, `verticalSizeClass`, `layoutDirection`.
    case trait(String)
    /// `traitCollection.preferredContentSizeCategory`: the environment's text size, compared in
    /// UIKit's order (Docs/Import.md, "Conditions on the environment").
    case contentSizeCategory
    /// `UIDevice.current`: its `userInterfaceIdiom` is the environment's idiom.
    case device
    /// `UIApplication.shared` (where `UIApplication` is written): its `preferredContentSizeCategory` is the
    /// environment's text size, anything else of it a value of the running app.
    case application(SourcePosition)
    /// `UIScreen.main`: its `bounds` are taken as the container's (a collection view filling the screen).
    case screen
    /// Arithmetic on the container's `width` or `height`: `width / 170` (WidthArithmetic.swift).
    case scaledLength(String, effective: Bool, LinearLength)

    var description: String {
        switch self {
        case .environment, .groupEnvironment: return "the layout environment"
        case .container: return "the layout container"
        case .containerSize: return "the container's size"
        case .containerInsets: return "the container's contentInsets"
        case .traitCollection: return "the trait collection"
        case .length(let name, _): return "the container's \(name)"
        case .scaledLength(let name, _, _): return "a number computed from the container's \(name)"
        case .device: return "the device"
        case .application: return "the application"
        case .screen: return "the screen"
        case .trait(let name): return "the trait collection's \(name)"
        case .contentSizeCategory: return "the trait collection's preferredContentSizeCategory"
        }
    }
}

/// A UIKit value type, by the fields the code gave it.
struct Record {
    enum Kind: String {
        case size = "NSCollectionLayoutSize", dimension = "NSCollectionLayoutDimension", insets = "NSDirectionalEdgeInsets"
        case spacing = "NSCollectionLayoutSpacing", point = "CGPoint", rect = "CGRect", cgSize = "CGSize"
        case listConfiguration = "UICollectionLayoutListConfiguration"
    }

    var kind: Kind
    /// `fractionalWidth`, `fixed`, … for dimensions and spacings.
    var variant: String?
    var fields: [String: Value]
    var position: SourcePosition
}

/// A UIKit class instance being built, its properties as the code set them.
final class UIKitObject {
    enum Kind: String {
        case item = "NSCollectionLayoutItem", group = "NSCollectionLayoutGroup", section = "NSCollectionLayoutSection"
        case boundary = "NSCollectionLayoutBoundarySupplementaryItem", supplementary = "NSCollectionLayoutSupplementaryItem"
        case decoration = "NSCollectionLayoutDecorationItem", anchor = "NSCollectionLayoutAnchor"
        case edgeSpacing = "NSCollectionLayoutEdgeSpacing", customItem = "NSCollectionLayoutGroupCustomItem"
        case configuration = "UICollectionViewCompositionalLayoutConfiguration", layout = "UICollectionViewCompositionalLayout"
        case splitViewController = "UISplitViewController", collectionViewController = "UICollectionViewController"
        /// A collection view: where a `configure…()` method puts the layout (Entry/CollectionViews.swift).
        case collectionView = "UICollectionView"
    }

    let kind: Kind
    private(set) var properties: [String: Value] = [:]
    /// Property names in the order they were first set, for a stable output.
    private(set) var order: [String] = []
    /// Where each property was set (or the object made).
    private(set) var positions: [String: SourcePosition] = [:]
    let position: SourcePosition

    init(_ kind: Kind, at position: SourcePosition) {
        self.kind = kind
        self.position = position
    }

    subscript(name: String) -> Value? { properties[name] }

    func set(_ name: String, _ value: Value, at position: SourcePosition) {
        if properties[name] == nil { order.append(name) }
        properties[name] = value
        positions[name] = position
    }

    func position(of name: String) -> SourcePosition { positions[name] ?? position }
}

/// The bindings of a body: `let`s, `var`s, parameters; a lookup goes outwards.
final class Scope {
    private var bindings: [String: Value] = [:]
    let parent: Scope?
    /// The type whose method this is (for `self` and unqualified member names).
    let typeName: String?

    init(parent: Scope?, typeName: String? = nil) {
        self.parent = parent
        self.typeName = typeName ?? parent?.typeName
    }

    func lookup(_ name: String) -> Value? {
        var scope: Scope? = self
        while let current = scope {
            if let value = current.bindings[name] { return value }
            scope = current.parent
        }
        return nil
    }

    func bind(_ name: String, _ value: Value) { bindings[name] = value }

    /// Expressions read afresh at every use (`--arg columns = traitCollection… ? 2 : 3`: an environment
    /// choice of the section being run), with the scope they are read in (Entry/EntryArguments.swift).
    private var deferredBindings: [String: (expression: Expression, scope: Scope)] = [:]

    func bindDeferred(_ name: String, _ expression: Expression, in scope: Scope) { deferredBindings[name] = (expression, scope) }

    /// The deferred binding `name` names, unless a plain binding nearer shadows it.
    func deferred(_ name: String) -> (expression: Expression, scope: Scope)? {
        var scope: Scope? = self
        while let current = scope {
            if current.bindings[name] != nil { return nil }
            if let found = current.deferredBindings[name] { return found }
            scope = current.parent
        }
        return nil
    }

    /// Changes the innermost binding named `name`; false when there is none.
    func assign(_ name: String, _ value: Value) -> Bool {
        var scope: Scope? = self
        while let current = scope {
            if current.bindings[name] != nil {
                current.bindings[name] = value
                return true
            }
            scope = current.parent
        }
        return false
    }
}
