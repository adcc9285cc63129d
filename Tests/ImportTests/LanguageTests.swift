import SpecReading
import SwiftImport
import Testing

/// The Swift the evaluator runs, each form against the spec written by hand for it.
@Suite struct LanguageTests {
    /// The imported spec's tree against `expected` (YAML), as `read` prints trees (positions aside).
    static func expectImport(_ swift: String, function: String? = nil, _ expected: String,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        var options = LayoutImporter.Options()
        options.functionName = function
        options.items = [0: 4]
        let imported = try LayoutImporter.importLayout(swift, options: options)
        _ = try SpecDecoder.decode(imported.document)  // a spec the decoder takes
        #expect(DocumentJSONWriter.write(imported.document) == DocumentJSONWriter.write(try YAMLReader.read(expected)),
                sourceLocation: sourceLocation)
    }

    static let item = "NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))"
    static let itemSpec = "{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}"

    @Test func computedPropertiesLocalFunctionsAndOverloads() throws {
        try Self.expectImport("""
            struct Metrics {
                static let rowHeight: CGFloat = 40
            }
            extension FeedViewController {
                var layout: UICollectionViewLayout {
                    let padding = 2 * 4
                    func inset(_ value: CGFloat) -> NSDirectionalEdgeInsets {
                        NSDirectionalEdgeInsets(top: value, leading: value + padding, bottom: value, trailing: value + padding)
                    }
                    let section = NSCollectionLayoutSection(group: group(height: Metrics.rowHeight + 4))
                    section.contentInsets = inset(1)
                    return UICollectionViewCompositionalLayout(section: section)
                }
                func group(height: CGFloat) -> NSCollectionLayoutGroup { group(height: height, columns: 2) }
                func group(height: CGFloat, columns: Int) -> NSCollectionLayoutGroup {
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                    return NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                        heightDimension: .absolute(height)), repeatingSubitem: item, count: columns)
                }
            }
            """, """
            section:
              # repeatingSubitem:count: (copies at their own size): repeatingCount
              group: {axis: horizontal, size: {width: fractionalWidth(1), height: absolute(44)},
                      subitems: [{item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}}], repeatingCount: 2}
              contentInsets: {top: 1, leading: 9, bottom: 1, trailing: 9}
            sections: [{items: 4}]
            """)
    }

    @Test func anEnumsMethodsSeeItsOtherMembersAndSwitchOnSelf() throws {
        try Self.expectImport("""
            enum Kind: Int, CaseIterable {
                case wide, narrow
                var fraction: Double { self == .wide ? 1 : 0.5 }
                func size() -> NSCollectionLayoutSize {
                    switch self {
                    case .wide, .narrow where fraction > 0:
                        return NSCollectionLayoutSize(widthDimension: .fractionalWidth(fraction), heightDimension: .absolute(50))
                    default: fatalError()
                    }
                }
            }
            func makeLayout() -> UICollectionViewCompositionalLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    let kind = Kind.allCases[index]
                    let group = NSCollectionLayoutGroup.vertical(layoutSize: kind.size(), subitems: [\(Self.item)])
                    return NSCollectionLayoutSection(group: group)
                }
            }
            """, """
            sections:
              - {items: 4, group: {axis: vertical, size: {width: fractionalWidth(1), height: absolute(50)}, subitems: [\(Self.itemSpec)]}}
              - {items: 10, group: {axis: vertical, size: {width: fractionalWidth(0.5), height: absolute(50)}, subitems: [\(Self.itemSpec)]}}
            """)
    }

    @Test func loopsArraysAndArithmetic() throws {
        try Self.expectImport("""
            func makeLayout() -> UICollectionViewCompositionalLayout {
                var items: [NSCollectionLayoutItem] = []
                for index in 0..<3 {
                    let fraction = index == 1 ? 0.5 : 0.25
                    items.append(NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1))))
                }
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(max(30, 120 / 3 + 4))), subitems: items)
                group.interItemSpacing = .flexible(8)
                let section = NSCollectionLayoutSection(group: group)
                section.supplementaryContentInsetsReference = .none
                return UICollectionViewCompositionalLayout(section: section)
            }
            """, """
            section:
              group:
                axis: horizontal
                size: {width: fractionalWidth(1), height: absolute(44)}
                subitems:
                  - {item: {size: {width: fractionalWidth(0.25), height: fractionalHeight(1)}}}
                  - {item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}}
                  - {item: {size: {width: fractionalWidth(0.25), height: fractionalHeight(1)}}}
                interItemSpacing: flexible(8)
              supplementaryContentInsetsReference: none
            sections: [{items: 4}]
            """)
    }

    @Test func nestedWidthConditionsAreOrderedAsTheCodeTakesThem() throws {
        try Self.expectImport("""
            func makeLayout() -> UICollectionViewCompositionalLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let width = environment.container.effectiveContentSize.width
                    let columns: Int
                    if width > 800 { columns = 4 } else if width > 500 { columns = 3 } else { columns = 2 }
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)), subitem: \(Self.item), count: columns)
                    return NSCollectionLayoutSection(group: group)
                }
            }
            """, """
            section:
              group: {axis: horizontal, size: {width: fractionalWidth(1), height: absolute(10)}, subitems: [\(Self.itemSpec)], count: 2}
              adapt:
                - {when: {effectiveContentSize: {width: "> 800"}}, group: {axis: horizontal, size: {width: fractionalWidth(1), height: absolute(10)}, subitems: [\(Self.itemSpec)], count: 4}}
                - {when: {effectiveContentSize: {width: "> 500"}}, group: {axis: horizontal, size: {width: fractionalWidth(1), height: absolute(10)}, subitems: [\(Self.itemSpec)], count: 3}}
            sections: [{items: 4}]
            """)
    }

    @Test func theFunctionIsChosenByItsResultOrByName() throws {
        let swift = """
            func makeSection() -> NSCollectionLayoutSection {
                NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)), subitems: [\(Self.item)]))
            }
            func gridLayout() -> UICollectionViewLayout { UICollectionViewCompositionalLayout(section: makeSection()) }
            func listLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
            }
            """
        #expect(throws: ImportDiagnostic.self) { try LayoutImporter.importLayout(swift) }
        try Self.expectImport(swift, function: "listLayout", "{list: {appearance: plain}, sections: [{items: 4}]}")
        // Two types with a createLayout: named by the type.
        let twoTypes = """
            class A { func createLayout() -> UICollectionViewLayout { UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain)) } }
            class B { func createLayout() -> UICollectionViewLayout { UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .grouped)) } }
            """
        var options = LayoutImporter.Options()
        options.functionName = "createLayout"
        #expect { try LayoutImporter.importLayout(twoTypes, options: options) } throws: { error in
            (error as? ImportDiagnostic)?.message.hasPrefix("several declarations are named 'createLayout' (A.createLayout at 1:11, B.createLayout at 3:11)") == true
        }
        try Self.expectImport(twoTypes, function: "B.createLayout", "{list: {appearance: grouped}, sections: [{items: 4}]}")
    }

    @Test func edgeSpacingAnchorsCustomGroupsAndTheConfiguration() throws {
        try Self.expectImport("""
            func makeLayout() -> UICollectionViewCompositionalLayout {
                let badge = NSCollectionLayoutSupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(16), heightDimension: .absolute(16)),
                    elementKind: "badge",
                    containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 4, y: -4)),
                    itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
                badge.zIndex = 3
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .absolute(50), heightDimension: .fractionalHeight(1)), supplementaryItems: [badge])
                item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
                let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
                let custom = NSCollectionLayoutGroup.custom(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))) { _ in
                    [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 40, height: 40)),
                     NSCollectionLayoutGroupCustomItem(frame: CGRect(origin: CGPoint(x: 50, y: 10), size: CGSize(width: 30, height: 30)), zIndex: 2)]
                }
                let outer = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(160)), subitems: [row, custom])
                let section = NSCollectionLayoutSection(group: outer)
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .topLeading, absoluteOffset: .zero)
                header.extendsBoundary = false
                section.boundarySupplementaryItems = [header]
                section.contentInsetsReference = .layoutMargins
                let configuration = UICollectionViewCompositionalLayoutConfiguration()
                configuration.scrollDirection = .horizontal
                configuration.contentInsetsReference = .safeArea
                return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
            }
            """, """
            configuration: {scrollDirection: horizontal, contentInsetsReference: safeArea}
            section:
              group:
                axis: vertical
                size: {width: fractionalWidth(1), height: absolute(160)}
                subitems:
                  - group:
                      axis: horizontal
                      size: {width: fractionalWidth(1), height: absolute(60)}
                      subitems:
                        - item:
                            size: {width: absolute(50), height: fractionalHeight(1)}
                            supplementaryItems:
                              - size: {width: absolute(16), height: absolute(16)}
                                kind: badge
                                containerAnchor: {edges: [top, trailing], absoluteOffset: [4, -4]}
                                itemAnchor: {edges: [bottom, leading]}
                                zIndex: 3
                            edgeSpacing: {leading: flexible(0), trailing: flexible(0)}
                  - group:
                      axis: custom
                      size: {width: fractionalWidth(1), height: absolute(100)}
                      frames: [{x: 0, y: 0, width: 40, height: 40}, {x: 50, y: 10, width: 30, height: 30, zIndex: 2}]
              boundarySupplementaryItems:
                - size: {width: fractionalWidth(1), height: absolute(30)}
                  kind: UICollectionElementKindSectionHeader
                  alignment: topLeading
                  absoluteOffset: [0, 0]
                  extendsBoundary: false
              contentInsetsReference: layoutMargins
            sections: [{items: 4}]
            """)
    }

    @Test func aMethodAsTheProviderAndATupleSwitchOnTheIndexAndASizeClass() throws {
        try Self.expectImport("""
            final class Controller {
                func layout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout(sectionProvider: makeSection)
                }
                private func makeSection(at index: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
                    let appearance: UICollectionLayoutListConfiguration.Appearance
                    switch (index, environment.traitCollection.horizontalSizeClass) {
                    case (0, .compact): appearance = .insetGrouped
                    case (0, _): appearance = .sidebar
                    default: appearance = .plain
                    }
                    return .list(using: .init(appearance: appearance), layoutEnvironment: environment)
                }
            }
            """, """
            sections:
              - {items: 4, list: {appearance: sidebar}, adapt: [{when: {horizontalSizeClass: compact}, list: {appearance: insetGrouped}}]}
              - {items: 10, list: {appearance: plain}}
            """)
    }

    @Test func theIOS15To17API() throws {
        try Self.expectImport("""
            func makeLayout() -> UICollectionViewCompositionalLayout {
                UICollectionViewCompositionalLayout { index, environment in
                    if index == 0 {
                        var list = UICollectionLayoutListConfiguration(appearance: .plain)
                        list.headerMode = .supplementary
                        list.headerTopPadding = environment.container.contentSize.height > 600 ? 0 : 8
                        return .list(using: list, layoutEnvironment: environment)
                    }
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .estimated(80), heightDimension: .uniformAcrossSiblings(estimate: 44)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.supplementaryContentInsetsReference = .safeArea
                    return section
                }
            }
            """, """
            sections:
              - items: 4
                list: {appearance: plain, headerMode: supplementary, headerTopPadding: 8}
                adapt: [{when: {height: "> 600"}, list: {appearance: plain, headerMode: supplementary, headerTopPadding: 0}}]
              - items: 10
                group:
                  axis: horizontal
                  size: {width: fractionalWidth(1), height: estimated(44)}
                  subitems: [{item: {size: {width: estimated(80), height: uniformAcrossSiblings(44)}}}]
                supplementaryContentInsetsReference: safeArea
            """)
    }
}
