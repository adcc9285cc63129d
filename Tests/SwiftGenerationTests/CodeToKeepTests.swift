import SpecReading
import Testing
@testable import SwiftGeneration

/// Code to keep (Docs/SwiftGeneration.md, "Code to keep"): names from the spec, UIKit's kinds by
/// their constants, sections alike but for sizes and counts built by one function.
@Suite struct CodeToKeepTests {
    @Test func namesComeFromTheSpec() throws {
        let code = try Support.swift("""
            section:
              group:
                name: row
                size: {width: fractionalWidth(1), height: absolute(44)}
                subitems:
                  - item:
                      name: thumbnail
                      size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}
                      supplementaryItems: [{name: badge, kind: new-badge, size: {width: absolute(8), height: absolute(8)}, containerAnchor: {edges: [top]}}]
              boundarySupplementaryItems: [{name: title, kind: UICollectionView.elementKindSectionHeader, size: {width: fractionalWidth(1), height: estimated(30)}, alignment: top}]
            sections: [{name: recent, items: 2}, {name: popular, items: 2, contentInsets: 4}]
            """)
        #expect(code.contains("  case recent, popular\n"))
        #expect(code.contains("  let thumbnail = NSCollectionLayoutItem(layoutSize: thumbnailSize, supplementaryItems: [badge])\n"))
        #expect(code.contains("  let badge = NSCollectionLayoutSupplementaryItem(\n"))
        #expect(code.contains("  let row = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [thumbnail])\n"))
        // The spec may spell UIKit's header kind as Swift does; the code says the constant.
        #expect(code.contains("    layoutSize: titleSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)\n"))
        #expect(code.contains("@MainActor private func makeRecentSection() -> NSCollectionLayoutSection {"))
    }

    @Test func uikitKindsAreTheirConstantsAndNamedHeaderAndFooter() throws {
        let code = try Support.swift("""
            section:
              group: \(GeneratedSwiftTests.row)
              boundarySupplementaryItems:
                - {kind: UICollectionElementKindSectionHeader, size: {width: fractionalWidth(1), height: absolute(30)}, alignment: top}
                - {kind: UICollectionView.elementKindSectionFooter, size: {width: fractionalWidth(1), height: absolute(30)}, alignment: bottom}
            sections: [{items: 1}]
            """)
        let flat = CountSemanticsTests.flattened(code)
        #expect(flat.contains("(layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)"))
        #expect(flat.contains("(layoutSize: footerSize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)"))
        #expect(code.contains("  section.boundarySupplementaryItems = [header, footer]\n"))
        // The alias is the kind itself: two boundary items of one kind are refused, however spelt.
        #expect(throws: Diagnostics.self) {
            try Support.swift("""
                section:
                  group: \(GeneratedSwiftTests.row)
                  boundarySupplementaryItems:
                    - {kind: UICollectionElementKindSectionHeader, size: {width: fractionalWidth(1), height: absolute(30)}, alignment: top}
                    - {kind: UICollectionView.elementKindSectionHeader, size: {width: fractionalWidth(1), height: absolute(30)}, alignment: top}
                sections: [{items: 1}]
                """)
        }
    }

    /// Apple's "Distinct Sections": one function, its counts and sizes the arguments.
    @Test(arguments: [DeploymentTarget.iOS14, .iOS16])
    func sectionsAlikeButForSizesAndCountsShareOneFunction(target: DeploymentTarget) throws {
        let yaml = """
            section:
              contentInsets: 20
              group:
                size: {width: fractionalWidth(1), height: fractionalWidth(0.2)}
                subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}, contentInsets: 2}}]
            sections:
              - {name: list, items: 5, group: {size: {width: fractionalWidth(1), height: absolute(44)}, count: 1,
                                                subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}, contentInsets: 2}}]}}
              - {name: grid5, items: 10, group: {size: {width: fractionalWidth(1), height: fractionalWidth(0.2)}, count: 5,
                                                  subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}, contentInsets: 2}}]}}
              - {name: grid3, items: 9, group: {size: {width: fractionalWidth(1), height: fractionalWidth(0.2)}, count: 3,
                                                 subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}, contentInsets: 2}}]}}
            """
        let code = CountSemanticsTests.flattened(try Support.swift(yaml, target: target))
        #expect(code.contains("case .list: return makeSection(columns: 1, groupHeight: .absolute(44))"))
        #expect(code.contains("case .grid5: return makeSection(columns: 5, groupHeight: .fractionalWidth(0.2))"))
        #expect(code.contains("case .grid3: return makeSection(columns: 3, groupHeight: .fractionalWidth(0.2))"))
        #expect(code.contains("@MainActor private func makeSection(columns: Int, groupHeight: NSCollectionLayoutDimension)"))
        if target < .iOS16 {
            #expect(code.contains("let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: columns)"))
        } else {
            #expect(code.contains("widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1))"))
            #expect(code.contains("layoutSize: groupSize, subitems: Array(repeating: item, count: columns))"))
        }
    }

    /// Apple's App Store layout shape: two sections whose groups differ use one full-size item.
    @Test func itemsAndGroupsSectionsShareAreFunctions() throws {
        let code = try Support.swift("""
            section:
              group: {size: {width: fractionalWidth(0.9), height: absolute(250)},
                      subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}
            sections:
              - {name: featured, items: 3, orthogonalScrollingBehavior: groupPagingCentered}
              - {name: categories, items: 8, group: {size: {width: fractionalWidth(0.45), height: absolute(120)},
                                                     subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}}
              - {name: more, items: 3, contentInsets: 8}
            """)
        // The item: in both kinds of group (one a shared group's function); the group: in the
        // featured and the more sections.
        #expect(code.components(separatedBy: "  let item = makeItem()\n").count == 3)
        #expect(code.components(separatedBy: "  let group = makeGroup()\n").count == 3)
        #expect(code.contains("@MainActor private func makeItem() -> NSCollectionLayoutItem {\n"))
        #expect(code.contains("@MainActor private func makeGroup() -> NSCollectionLayoutGroup {\n"))
        #expect(code.contains("  let item = makeItem()\n  let groupSize"))
        #expect(code.components(separatedBy: "NSCollectionLayoutItem(layoutSize: itemSize)").count == 2)
    }

    @Test func numberOfLinesOnlyWhereTheSpecSetsLines() throws {
        let code = try Support.swift("""
            sections:
              - list: {appearance: plain}
                items: [{content: {text: "One"}}, {content: {text: {string: "Two", lines: 0}, secondaryText: {string: "2", lines: 1}}}]
            """)
        #expect(code.components(separatedBy: "numberOfLines").count == 3)
        #expect(code.contains("    content.textProperties.numberOfLines = 0\n"))
        #expect(code.contains("    content.secondaryTextProperties.numberOfLines = 1\n"))
    }

    @Test func namesThatCannotNameSwiftAreRefusedAtTheirPlace() throws {
        let error = try #require(throws: Diagnostics.self) {
            try Support.swift("section: {group: \(GeneratedSwiftTests.row)}\nsections: [{name: 2nd, items: 1}]")
        }
        #expect(error.path == "sections[0].name" && error.position != nil)
        #expect(throws: Diagnostics.self) {
            try Support.swift("section: {group: \(GeneratedSwiftTests.row)}\nsections: [{name: a, id: b, items: 1}]")
        }
    }
}

/// The iOS 15-17 forms (Docs/SwiftGeneration.md, "iOS 15-17 API").
@Suite struct RecentAPISwiftTests {
    func lines(_ yaml: String) throws -> [String] {
        try Support.swift(yaml, platform: .uikit).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func repeatingCountIsRepeatingSubitemAndUniformIsItsDimension() throws {
        let code = try lines("""
            section:
              group: {size: {width: fractionalWidth(1), height: "uniformAcrossSiblings(estimate: 40)"}, repeatingCount: 3,
                      subitems: [{item: {size: {width: absolute(60), height: uniformAcrossSiblings(40)}}}]}
            sections: [{items: 3}]
            """)
        #expect(code.contains { $0.contains("NSCollectionLayoutGroup.horizontal(") && $0.contains("repeatingSubitem: item, count: 3") }
            || code.contains("    layoutSize: groupSize, repeatingSubitem: item, count: 3)"))
        #expect(code.contains { $0.contains("heightDimension: .uniformAcrossSiblings(estimate: 40)") })
    }

    @Test func supplementaryContentInsetsReferenceAndHeaderTopPaddingAreSet() throws {
        let code = try lines("""
            sections:
              - items: 1
                group: {size: {width: fractionalWidth(1), height: absolute(44)}, subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}
                supplementaryContentInsetsReference: layoutMargins
                boundarySupplementaryItems: [{kind: header, size: {width: fractionalWidth(1), height: absolute(30)}, alignment: top}]
              - {items: 1, list: {appearance: plain, headerMode: supplementary, headerTopPadding: 0}}
            """)
        #expect(code.contains("  section.supplementaryContentInsetsReference = .layoutMargins"))
        #expect(code.contains("  listConfiguration.headerTopPadding = 0"))
    }

    @Test func effectiveContentSizeConditionsAreWrittenAsAppsWriteThem() throws {
        let code = try lines("""
            section:
              group: {size: {width: fractionalWidth(0.85), height: absolute(250)}, subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}
              adapt: [{when: {effectiveContentSize: {width: "> 500"}}, group.size.width: fractionalWidth(0.425)}]
            sections: [{items: 3}]
            """)
        #expect(code.contains("  if environment.container.effectiveContentSize.width > 500 {"))
        // The adapted section and the standard one differ only in a width: one builder takes it.
        #expect(code.contains { $0.contains("groupWidth: .fractionalWidth(0.425)") })
    }
}
