import LayoutEngine

/// A spec as written, before the environment picks among its `adapt` entries: what UIKit's section
/// provider would be built from. `compiled()` resolves it to the engine's model; the Swift
/// generator writes it out whole, conditions included.
public struct LayoutDescription: Sendable, Equatable {
    public var environment: Environment
    public var configuration: Configuration
    /// The keys written under `configuration`, and where.
    public var configurationKeys: [String: SpecLocation]
    /// A whole-layout list (`UICollectionViewCompositionalLayout.list(using:)`), and where it was written.
    public var layoutList: LayoutListDescription?
    public var sections: [SectionDescription]
    /// The layout in the description's environment (each section as its first holding `adapt`
    /// entry makes it, or as written when none holds), with the spec's warnings.
    let compiledSpec: CompiledSpec

    public func compiled() -> CompiledSpec { compiledSpec }
}

/// The top-level `list` of a spec.
public struct LayoutListDescription: Sendable, Equatable {
    public var configuration: ListConfiguration
    public var location: SpecLocation
}

/// One entry of `sections`: its data, its scroll state and its definitions.
public struct SectionDescription: Sendable, Equatable {
    public var items: SectionItems
    public var orthogonalOffset: Double
    /// The `sections` entry itself.
    public var location: SpecLocation
    /// The entry's `id`: a name for the section in generated code (it changes no frame).
    public var id: String?
    public var idLocation: SpecLocation?
    /// The section as written (base keys overridden by the entry's), used when no variant holds.
    public var standard: SectionDefinition
    /// The `adapt` entries, in order: the first whose condition holds replaces `standard`.
    public var variants: [SectionVariant]
    /// Where each row's accessories are written (row → one per accessory), so that a tool refusing
    /// one (the Swift generator) points at it.
    public var accessoryLocations: [Int: [SpecLocation]] = [:]
    /// `noSection: true`: the section provider returns nil for this index, and UIKit lays out
    /// nothing there (Docs/SpecFormat.md, "sections"); `standard` is then an empty section.
    public var providesNoSection = false

    public func definition(in environment: Environment, configuration: Configuration) -> SectionDefinition {
        variants.first { $0.condition.holds(in: environment, configuration: configuration) }?.definition ?? standard
    }

    /// Equal for sections built alike in every environment (data and scroll state aside): a key to
    /// gather them by in one pass, however many sections there are.
    public var buildKey: SectionBuildKey {
        SectionBuildKey(standard: standard.buildKey,
                        variants: variants.map { SectionBuildKey.Variant(condition: $0.condition, definition: $0.definition.buildKey) },
                        providesNoSection: providesNoSection)
    }

    /// Whether two sections are built alike in every environment (data and scroll state aside).
    public func isBuiltLike(_ other: SectionDescription) -> Bool { buildKey == other.buildKey }
}

/// An `adapt` entry: its condition and the section it makes.
public struct SectionVariant: Sendable, Equatable {
    public var condition: AdaptCondition
    public var definition: SectionDefinition
}

/// A section's definition: the engine's section, the list configuration it was made from (list
/// sections), and every SECTION key in effect with where it was written.
public struct SectionDefinition: Sendable, Equatable {
    public var section: Section
    /// Set for list sections: `section` is then what `NSCollectionLayoutSection.list` builds in the
    /// environment's idiom, with the keys written beside `list` applied on top.
    public var list: ListConfiguration?
    public var keys: [String: SpecLocation]

    /// The definition as sections built alike share it: the section, the list, the names of the keys written.
    var buildKey: SectionBuildKey.Definition { SectionBuildKey.Definition(section: section, list: list, keyNames: Set(keys.keys)) }
}

/// What sections built alike have in common in every environment: each definition (the engine's
/// section, its list configuration, the names of the keys written) and each `adapt` condition, but
/// not where anything was written. Equality and hash are the model's own, synthesized, so that a
/// field added to the model takes part in the key without a line here.
public struct SectionBuildKey: Sendable, Hashable {
    struct Definition: Sendable, Hashable {
        var section: Section
        var list: ListConfiguration?
        var keyNames: Set<String>
    }

    struct Variant: Sendable, Hashable {
        var condition: AdaptCondition
        var definition: Definition
    }

    var standard: Definition
    var variants: [Variant]
    var providesNoSection: Bool
}
