import LayoutEngine
import SpecReading

/// The lowest iOS version the generated code runs on (`--min-ios`): which UIKit API it calls
/// (Docs/SwiftGeneration.md, "Deployment targets"). The generated layout is the spec's on every one.
public enum DeploymentTarget: Int, Sendable, CaseIterable, Comparable {
    case iOS14 = 14, iOS15 = 15, iOS16 = 16, iOS17 = 17, iOS18 = 18, iOS26 = 26

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `--min-ios 16` (or `16.0`): one of the versions above.
    public init?(version text: String) {
        let major = text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        guard let number = Int(major), let target = Self(rawValue: number) else { return nil }
        self = target
    }

    public var name: String { "iOS \(rawValue)" }

    /// The versions `--min-ios` takes, for messages: `14, 15, 16, 17, 18 or 26`.
    public static var spelled: String {
        allCases.dropLast().map { String($0.rawValue) }.joined(separator: ", ") + " or \(allCases.last?.rawValue ?? 0)"
    }

    /// `subitem:count:` (iOS 13) is deprecated from iOS 16 on: from there a `count` group is
    /// written with its subitem repeated and sized to its share (`CountShare`).
    var writesSubitemCount: Bool { self < .iOS16 }

    /// `supplementaryContentInsetsReference` is iOS 16's; `supplementariesFollowContentInsets`
    /// (iOS 13) is deprecated there.
    var hasSupplementaryContentInsetsReference: Bool { self >= .iOS16 }

    /// `traitOverrides` is iOS 17's; before, a container's `setOverrideTraitCollection(_:forChild:)`.
    var hasTraitOverrides: Bool { self >= .iOS17 }

    /// iOS 18's `header()`, `footer()`, `cell()` and `subtitleCell()` take their style from the
    /// list they are in; the plain, grouped and sidebar styles of iOS 14 are deprecated there.
    var hasListEnvironmentStyles: Bool { self >= .iOS18 }
}

/// Something a spec's generated code needs of a later iOS than the lowest target, at its place in the spec.
struct APIRequirement {
    var target: DeploymentTarget
    /// The API, as the message names it.
    var api: String
    var location: SpecLocation
}

extension DeploymentTarget {
    /// The lowest target the generated code may claim: lists and cell content are iOS 14's.
    static let lowest = DeploymentTarget.iOS14

    /// What the spec's code needs beyond the lowest target, and what a target cannot write.
    static func requirements(of description: LayoutDescription) -> [APIRequirement] {
        var found: [APIRequirement] = []
        if let list = description.layoutList, list.configuration.headerTopPadding != nil {
            found.append(APIRequirement(target: .iOS15, api: "UICollectionLayoutListConfiguration.headerTopPadding", location: list.location))
        }
        for section in description.sections {
            for definition in section.definitions {
                found += requirements(of: definition, at: section.location)
            }
            for (row, entry) in section.items.entries.enumerated() {
                guard let style = entry.content?.style else { continue }
                if style == .prominentInsetGroupedHeader || style == .extraProminentInsetGroupedHeader {
                    let location = SpecLocation(path: "\(section.location.path).items (row \(row))", position: section.location.position)
                    found.append(APIRequirement(target: .iOS15, api: "UIListContentConfiguration.\(style.rawValue)()", location: location))
                }
            }
        }
        return found
    }

    /// The iOS 15-17 forms a section definition uses (Docs/SwiftGeneration.md, "iOS 15-17 API").
    private static func requirements(of definition: SectionDefinition, at location: SpecLocation) -> [APIRequirement] {
        var found: [APIRequirement] = []
        let group = definition.keys["group"] ?? location
        func visit(_ part: LayoutItem) {
            let size = part.size
            if case .uniformAcrossSiblings = size.width { found.append(.init(target: .iOS17, api: "uniformAcrossSiblings(estimate:)", location: group)) }
            if case .uniformAcrossSiblings = size.height { found.append(.init(target: .iOS17, api: "uniformAcrossSiblings(estimate:)", location: group)) }
            guard case .group(let nested) = part else { return }
            if nested.repeatingCount != nil {
                found.append(.init(target: .iOS16, api: "NSCollectionLayoutGroup's repeatingSubitem:count:", location: group))
            }
            nested.subitems.forEach(visit)
        }
        if definition.list == nil { visit(.group(definition.section.group)) }
        if definition.section.supplementaryContentInsetsReference != nil {
            found.append(.init(target: .iOS16, api: "NSCollectionLayoutSection.supplementaryContentInsetsReference",
                               location: definition.keys["supplementaryContentInsetsReference"] ?? location))
        }
        if definition.list?.headerTopPadding != nil {
            found.append(.init(target: .iOS15, api: "UICollectionLayoutListConfiguration.headerTopPadding",
                               location: definition.keys["list"] ?? location))
        }
        return found
    }

    /// The target to write for: `requested`, when the spec needs nothing later (else an error at
    /// the first place that does), or the lowest the spec's features need, never below `floor`.
    static func resolve(_ requested: DeploymentTarget?, for descriptions: [LayoutDescription],
                        floor: DeploymentTarget = .lowest) throws(Diagnostics) -> DeploymentTarget {
        let needs = descriptions.flatMap(requirements)
        guard let requested else { return needs.map(\.target).reduce(floor, max) }
        if let lacking = needs.first(where: { $0.target > requested }) {
            throw lacking.location.error(.swiftGeneration(.apiNewerThanTarget(api: lacking.api, introduced: lacking.target.rawValue,
                                                                               requested: requested.rawValue)))
        }
        try checkCountGroups(descriptions, target: requested)
        return requested
    }

    /// From iOS 16 on a `count` group's subitem is sized to its share; an edge spacing along the
    /// axis with a minimum would then take room the share does not leave, and UIKit would fit fewer
    /// items than `count` (Docs/SwiftGeneration.md, "Count groups"): only `subitem:count:` says it,
    /// which iOS 16 deprecates.
    static func checkCountGroups(_ descriptions: [LayoutDescription], target: DeploymentTarget) throws(Diagnostics) {
        guard !target.writesSubitemCount else { return }
        for section in descriptions.flatMap(\.sections) {
            for definition in section.definitions where countGroupHasEdgeRoom(definition.section.group) {
                let location = definition.keys["group"] ?? section.location
                throw location.error(.swiftGeneration(.countGroupEdgeSpacing))
            }
        }
    }

    private static func countGroupHasEdgeRoom(_ group: Group) -> Bool {
        group.subitems.contains { subitem in
            if case .group(let nested) = subitem, countGroupHasEdgeRoom(nested) { return true }
            guard group.count != nil, let axis = group.axis else { return false }
            let edges = subitem.edgeSpacing
            let along = axis == .horizontal ? [edges.leading, edges.trailing] : [edges.top, edges.bottom]
            return along.contains { ($0?.minimum ?? 0) != 0 }
        }
    }
}
