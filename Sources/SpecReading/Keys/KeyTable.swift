/// The keys of one kind of mapping in a spec (a group, an item, a section, ...): what the decoder
/// allows there and what the JSON Schema (`layout-compile schema`) says of it, from one table so
/// that the two cannot disagree (Docs/SpecFormat.md, "Editor support").
public struct KeyTable: Sendable {
    /// The kind's name, as the schema's `$defs` name it (`group`, `item`, `section`).
    public let name: String
    public let description: String
    public let keys: [SpecKey]
    /// Keys of which exactly one must be given (`{item}` or `{group}`); empty when there is no such rule.
    public let exactlyOne: [String]
    /// What a key with a `.` or a `[` is, where such keys are paths (an `adapt` entry's, NestedOverride); nil elsewhere.
    public let pathKeys: String?

    public init(_ name: String, _ description: String, exactlyOne: [String] = [], pathKeys: String? = nil, keys: [SpecKey]) {
        self.name = name
        self.description = description
        self.keys = keys
        self.exactlyOne = exactlyOne
        self.pathKeys = pathKeys
    }

    /// What `Field.members(allowed:)` accepts: the keys' names in the table's order.
    public var names: [String] { keys.map(\.name) }
}

/// One key of a mapping: its name, what value it takes, whether it must be given, its default
/// (nil: none, or one that depends on other keys, which the description then says) and what it is.
public struct SpecKey: Sendable {
    public let name: String
    public let value: SpecValue
    public let isRequired: Bool
    public let defaultValue: SpecDefault?
    public let description: String

    public init(_ name: String, _ value: SpecValue, required: Bool = false, default defaultValue: SpecDefault? = nil, _ description: String) {
        self.name = name
        self.value = value
        self.isRequired = required
        self.defaultValue = defaultValue
        self.description = description
    }
}

/// A default value, as the schema's `default` shows it.
public enum SpecDefault: Sendable, Equatable {
    case number(Double)
    case bool(Bool)
    case string(String)
}

/// The values a key takes, as the decoder's typed reads accept them (Field, ValueDecoding).
public indirect enum SpecValue: Sendable {
    /// A number from `minimum` to `SpecLimits.maximumLength`; `exclusive`: greater than `minimum`.
    case length(minimum: Double, exclusive: Bool)
    /// Any number within ±`SpecLimits.maximumLength` (an offset, a position).
    case offset
    /// A whole number in the range.
    case integer(ClosedRange<Int>)
    case bool
    /// A string; `nonEmpty` for a kind name.
    case string(nonEmpty: Bool)
    /// A name of generated Swift (Field.codeName): an ASCII letter, then at most 99 letters, digits,
    /// `-`, `_` or spaces.
    case codeName
    /// One of a fixed set of words.
    case choice([String])
    /// `name(number)` with one of `names`, or a bare number standing for `bare(number)` (dimensions, spacings).
    case call(names: [String], bare: String)
    /// An adapt condition's comparison: a number, or `"> 800"` and the like.
    case comparison
    /// `absolute(…)` or `estimated(…)` of a container length: `absolute(effectiveContentSize.width / 3 - 10)`
    /// (Docs/SpecFormat.md, "Container lengths").
    case containerLength
    /// An adapt condition's comparison of the text size: a content size category's name (UIKit's or the
    /// short one), or `">= accessibilityMedium"` and the like.
    case categoryComparison
    /// `[a, b]`, two numbers: `nonNegative` for a size `[width, height]`, else a point `[x, y]`.
    case pair(nonNegative: Bool)
    /// A mapping of a kind, by its table's name (tables refer to each other, and to themselves).
    case mapping(String)
    /// A list of values, at most `maximum` of them; `unique`: no value twice.
    case list(SpecValue, maximum: Int?, unique: Bool)
    /// Any of the shapes (a number or a mapping for insets, ...).
    case either([SpecValue])

    /// A list with no limit and repeats allowed.
    public static func list(_ element: SpecValue) -> SpecValue { .list(element, maximum: nil, unique: false) }

    /// A length ≥ 0.
    public static let nonNegative = SpecValue.length(minimum: 0, exclusive: false)
    /// A length > 0.
    public static let positive = SpecValue.length(minimum: 0, exclusive: true)

    /// The words of an enum the decoder reads with `Field.choice`.
    public static func choice<T: RawRepresentable & CaseIterable>(of type: T.Type) -> SpecValue where T.RawValue == String {
        .choice(T.allCases.map(\.rawValue))
    }
}

extension SpecKeys {
    /// The top-level key naming the JSON Schema an editor checks the document with; not read.
    public static let schemaKey = "$schema"

    /// UIKit's names for the spec's keys, read as the spec's own wherever the spec's key is allowed:
    /// what an iOS engineer types from memory.
    public static let uikitNames = ["layoutSize": "size", "widthDimension": "width", "heightDimension": "height", "elementKind": "kind"]

    /// Every table, the schema's `$defs` in this order.
    public static let all: [KeyTable] = [
        layout, environment, configuration, section, sectionEntry, adaptEntry, condition, effectiveContentSize, group, subitem, item, customFrame,
        size, insets, edgeSpacing, supplementaryItem, boundaryItem, decorationItem, anchor, measuredSize,
        list, itemEntry, content, image, text, imageProperties, accessory,
        screenSpec, screen, device, window, splitView, columns, column,
    ]
}
