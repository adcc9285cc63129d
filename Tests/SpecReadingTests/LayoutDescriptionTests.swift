import LayoutEngine
import Testing
@testable import SpecReading

/// The spec as written: every adapt entry decoded and kept, keys with where they were written.
@Suite struct LayoutDescriptionTests {
    static let row = "{size: {width: fractionalWidth(1), height: 44}, subitems: [{item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}}]}"

    @Test func everyAdaptEntryIsKeptWithItsCondition() throws {
        let yaml = "section:\n  group: \(Self.row)\n  adapt: [{when: {width: '> 800'}, interGroupSpacing: 8}]\nsections: [{items: 1}, {items: 2, contentInsets: 3}]"
        let description = try SpecDecoder.describe(try YAMLReader.read(yaml))
        #expect(description.sections.count == 2)
        let first = description.sections[0]
        #expect(first.variants.count == 1)
        #expect(first.variants[0].condition.width == AdaptCondition.Comparison(op: .greater, bound: 800))
        #expect(first.variants[0].definition.section.interGroupSpacing == 8)
        #expect(first.standard.section.interGroupSpacing == 0)
        #expect(first.standard.keys["group"]?.path == "section.group")
        #expect(description.sections[1].standard.keys["contentInsets"]?.path == "sections[1].contentInsets")
        #expect(!first.isBuiltLike(description.sections[1]))
        // 390 wide: the condition does not hold, the section is as written.
        #expect(description.compiled().layout.sections[0].section.interGroupSpacing == 0)
    }

    @Test func anAdaptEntryThatDoesNotHoldIsStillChecked() throws {
        let yaml = "section:\n  group: \(Self.row)\n  adapt: [{when: {width: '> 800'}, interGroupSpacing: -1}]\nsections: [{items: 1}]"
        let error = try #require(throws: Diagnostics.self) { try SpecDecoder.decode(try YAMLReader.read(yaml)) }
        #expect(error.path == "section.adapt[0].interGroupSpacing")
        #expect(error.diagnostic == .negativeNumber(value: -1))
    }

    /// A section's `id` is a plain name, kept as written (Docs/SpecFormat.md, "sections"): UIKit's
    /// kind aliases are a boundary item's `kind`'s, not an id's. So the alias and UIKit's string are
    /// two names, not one given twice, while the same alias as a header's kind is UIKit's string.
    @Test func aSectionIdIsKeptAsWrittenNotReadAsAKind() throws {
        let header = "{kind: UICollectionView.elementKindSectionHeader, size: {width: fractionalWidth(1), height: 30}, alignment: top}"
        let yaml = """
            section:
              group: \(Self.row)
            sections:
              - {id: UICollectionView.elementKindSectionHeader, items: 1, boundarySupplementaryItems: [\(header)]}
              - {id: UICollectionElementKindSectionHeader, items: 1}
            """
        let description = try SpecDecoder.describe(try YAMLReader.read(yaml))
        #expect(description.sections.map(\.id) == ["UICollectionView.elementKindSectionHeader", "UICollectionElementKindSectionHeader"])
        #expect(description.sections[0].idLocation?.path == "sections[0].id")
        #expect(description.sections[0].standard.section.boundarySupplementaryItems.map(\.kind) == ["UICollectionElementKindSectionHeader"])
    }

    /// Sections are gathered by their whole definition: one field of each kind changed (a number, a
    /// choice, a flag, an optional, a dimension's kind, a string, a set of edges, a key written with
    /// its default value, an `adapt` condition, a list's header content) makes another section;
    /// data alone does not.
    @Test func sectionsDifferingInOneFieldOfAnyKindAreNotBuiltAlike() throws {
        let badge = "{kind: badge, size: {width: absolute(10), height: absolute(10)}, containerAnchor: {edges: [top]}}"
        let badged = "{size: {width: fractionalWidth(1), height: 44}, subitems: [{item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}, supplementaryItems: [BADGE]}}]}"
        let groups = """
            section:
              group: \(Self.row)
            sections:
              - {items: 1}
              - {items: 2}
              - {items: 1, interGroupSpacing: 1}
              - {items: 1, orthogonalScrollingBehavior: paging}
              - {items: 1, supplementariesFollowContentInsets: false}
              - {items: 1, contentInsetsReference: none}
              - {items: 1, contentInsets: 0}
              - {items: 1, group: {size: {width: fractionalWidth(1), height: estimated(44)}, subitems: [{item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}}]}}
              - {items: 1, decorationItems: [{kind: a}]}
              - {items: 1, decorationItems: [{kind: b}]}
              - {items: 1, group: \(badged.replacingOccurrences(of: "BADGE", with: badge))}
              - {items: 1, group: \(badged.replacingOccurrences(of: "BADGE", with: badge.replacingOccurrences(of: "[top]", with: "[bottom]")))}
              - {items: 1, adapt: [{when: {width: '> 800'}, interGroupSpacing: 8}]}
              - {items: 1, adapt: [{when: {width: '> 900'}, interGroupSpacing: 8}]}
            """
        let lists = """
            sections:
              - {items: 1, list: {appearance: plain, headerMode: supplementary}}
              - {items: 1, list: {appearance: plain, headerMode: supplementary, headerContent: {text: "A"}}}
              - {items: 1, list: {appearance: plain, headerMode: supplementary, headerContent: {text: "B"}}}
              - {items: 1, list: {appearance: grouped, headerMode: supplementary}}
            """
        for yaml in [groups, lists] {
            let sections = try SpecDecoder.describe(try YAMLReader.read(yaml)).sections
            let kinds = Set(sections.map(\.buildKey))
            let alike = yaml == groups ? 1 : 0
            #expect(kinds.count == sections.count - alike)
        }
        let sections = try SpecDecoder.describe(try YAMLReader.read(groups)).sections
        // Written in different places, with different data: built alike all the same.
        #expect(sections[0].isBuiltLike(sections[1]))
        #expect(!sections[0].isBuiltLike(sections[6]))
    }
}
