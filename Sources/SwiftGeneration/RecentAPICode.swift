import LayoutEngine

/// The Swift of the API iOS 15 to 17 added, each in its own small function (Docs/SwiftGeneration.md,
/// "iOS 15-17 API"): `repeatingSubitem:count:` groups, `supplementaryContentInsetsReference` and the
/// list configuration's `headerTopPadding` (`uniformAcrossSiblings(estimate:)` is a dimension like the others).
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
