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

    /// iOS 26 deprecates `UIWindow(frame:)` (and `UIWindow()`): a window is made for a scene,
    /// `UIWindow(windowScene:)` (iOS 13).
    var hasWindowSceneWindows: Bool { self >= .iOS26 }
}

/// An iOS version as Apple's availability marks give it (`15.4`): what an API needs can be a minor
/// version no `--min-ios` names.
struct IOSVersion: Comparable, CustomStringConvertible {
    var major: Int
    var minor = 0

    static func < (lhs: Self, rhs: Self) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }

    /// `15.4`; `15` for `15.0`, as the messages name a major version.
    var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }
}

extension DeploymentTarget {
    var version: IOSVersion { IOSVersion(major: rawValue) }

    /// The lowest target that has what `version` introduced: iOS 15.4's API needs `--min-ios 16`.
    static func lowest(having version: IOSVersion) -> DeploymentTarget {
        allCases.first { $0.version >= version } ?? .iOS26
    }
}

/// Something a spec's generated code needs of a later iOS than the lowest target, at its place in the spec.
struct APIRequirement {
    /// The version that introduced the API (its `@available` mark; Docs/GeneratedAPI.md gives the source).
    var introduced: IOSVersion
    /// The API, as the message names it.
    var api: String
    var location: SpecLocation

    init(introduced: IOSVersion, api: String, location: SpecLocation) {
        self.introduced = introduced
        self.api = api
        self.location = location
    }

    init(target: DeploymentTarget, api: String, location: SpecLocation) {
        self.init(introduced: target.version, api: api, location: location)
    }

    /// The lowest `--min-ios` that has the API.
    var target: DeploymentTarget { .lowest(having: introduced) }
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
                guard let content = entry.content else { continue }
                let location = SpecLocation(path: "\(section.location.path).items (row \(row))", position: section.location.position)
                if let style = content.style, style == .prominentInsetGroupedHeader || style == .extraProminentInsetGroupedHeader {
                    found.append(APIRequirement(target: .iOS15, api: "UIListContentConfiguration.\(style.rawValue)()", location: location))
                }
                // `UICellAccessory.detail()` is iOS 15.4's (Docs/GeneratedAPI.md).
                for (number, accessory) in content.accessories.enumerated() where accessory.kind == .detail {
                    let written = section.accessoryLocations[row].flatMap { number < $0.count ? $0[number] : nil }
                    found.append(APIRequirement(introduced: IOSVersion(major: 15, minor: 4), api: "UICellAccessory.detail()",
                                                location: written ?? location))
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
        guard let requested else {
            let target = needs.map(\.target).reduce(floor, max)
            try ListStyleAgreement.check(descriptions, target: target)
            return target
        }
        if let lacking = needs.first(where: { $0.target > requested }) {
            throw lacking.location.error(.swiftGeneration(.apiNewerThanTarget(api: lacking.api, introduced: "\(lacking.introduced)",
                                                                               requested: requested.rawValue,
                                                                               lowest: lacking.target.rawValue)))
        }
        try checkCountGroups(descriptions, target: requested)
        try ListStyleAgreement.check(descriptions, target: requested)
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
