import LayoutEngine
import SpecReading

/// The Swift of the API iOS 15 to 17 added, each in its own small function (Docs/SwiftGeneration.md,
/// "iOS 15-17 API"): `repeatingSubitem:count:` groups, `supplementaryContentInsetsReference` and the
/// list configuration's `headerTopPadding`, `adapt` on `effectiveContentSize` (`uniformAcrossSiblings(estimate:)` is a
/// dimension like the others).
extension SwiftLayoutGenerator {
    /// `environment.container.effectiveContentSize` checks of an `adapt` condition, as Apple's
    /// samples write them (`effectiveContentSize.width > 500`).
    static func effectiveContentSizeChecks(_ condition: AdaptCondition) -> [String] {
        [("width", condition.effectiveWidth), ("height", condition.effectiveHeight)].compactMap { axis, comparison in
            comparison.map { "environment.container.effectiveContentSize.\(axis) \($0.op.rawValue) \(SwiftSyntax.number($0.bound))" }
        }
    }
}

extension SectionCode {
    /// `NSCollectionLayoutGroup.horizontal(layoutSize:repeatingSubitem:count:)` (iOS 16) for a
    /// group with `repeatingCount`; `nil` for other groups.
    static func repeatingGroup(_ group: Group, axis: String, size: String, subitems: [String]) -> SwiftExpression? {
        guard let count = group.repeatingCount, let subitem = subitems.first else { return nil }
        return .call("NSCollectionLayoutGroup.\(axis)", [
            ("layoutSize", .atom(size)), ("repeatingSubitem", .atom(subitem)), ("count", .atom(SwiftSyntax.integer(count))),
        ])
    }

    /// `section.supplementaryContentInsetsReference = …` (iOS 16) when the spec sets it.
    func writeSupplementaryContentInsetsReference(of section: Section, into w: inout SwiftWriter) {
        guard let reference = section.supplementaryContentInsetsReference else { return }
        w.line("section.supplementaryContentInsetsReference = .\(reference.rawValue)")
    }

    /// `listConfiguration.headerTopPadding = …` (iOS 15) when the spec sets it.
    static func headerTopPaddingSetting(_ list: ListConfiguration) -> [String] {
        list.headerTopPadding.map { ["listConfiguration.headerTopPadding = \(SwiftSyntax.number($0))"] } ?? []
    }
}
