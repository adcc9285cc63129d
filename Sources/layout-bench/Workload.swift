import LayoutEngine

/// The workloads of a million elements the speed goals are stated for (Docs/Developing.md,
/// "Speed"), each as a YAML spec of about `elements` elements.
struct Workload: Sendable {
    var name: String
    /// The spec's file name.
    var file: String
    /// Writes the spec for about `elements` elements; returns how many elements it lays out.
    var write: @Sendable (_ elements: Int, _ path: String) -> Int

    static let all = [grid, nested, sections, orthogonal, list]

    /// Apple's grid: 5 columns, each cell inset 5 in its square.
    static let grid = Workload(name: "grid 5 columns, insets 5", file: "grid") { elements, path in
        writeText(path, """
            section:
              group:
                size: {width: fractionalWidth(1), height: fractionalWidth(0.2)}
                subitems: [{item: {size: {width: fractionalWidth(0.2), height: fractionalHeight(1)}, contentInsets: 5}}]
            sections:
              - items: \(elements)

            """)
        return elements
    }

    /// Apple's nested groups: a large cell beside a vertical pair.
    static let nested = Workload(name: "nested groups (Apple's)", file: "nested") { elements, path in
        writeText(path, """
            section:
              group:
                size: {width: fractionalWidth(1), height: fractionalWidth(0.4)}
                subitems:
                  - item: {size: {width: fractionalWidth(0.7), height: fractionalHeight(1)}, contentInsets: 5}
                  - group:
                      axis: vertical
                      size: {width: fractionalWidth(0.3), height: fractionalHeight(1)}
                      subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(0.5)}, contentInsets: 5}}]
            sections:
              - items: \(elements)

            """)
        return elements
    }

    /// Sections of 500 badged cells with a pinned header, a footer and a background.
    static let sections = Workload(name: "sections+header+footer+bg+badges", file: "sections") { elements, path in
        let perSection = 500
        let count = max(1, elements / (2 * perSection + 3))
        writeText(path, """
            section:
              contentInsets: 10
              interGroupSpacing: 5
              boundarySupplementaryItems:
                - {kind: header, size: {width: fractionalWidth(1), height: estimated(44)}, alignment: top, pinToVisibleBounds: true}
                - {kind: footer, size: {width: fractionalWidth(1), height: absolute(30)}, alignment: bottom}
              decorationItems: [{kind: background, contentInsets: 5, zIndex: -1}]
              group:
                size: {width: fractionalWidth(1), height: fractionalWidth(0.25)}
                subitems:
                  - item:
                      size: {width: fractionalWidth(0.25), height: fractionalHeight(1)}
                      contentInsets: 5
                      supplementaryItems:
                        - {kind: badge, size: {width: absolute(20), height: absolute(20)}, containerAnchor: {edges: [top, trailing], fractionalOffset: [0.3, -0.3]}}
            sections:

            """ + String(repeating: "  - items: \(perSection)\n", count: count))
        return count * (2 * perSection + 3)
    }

    /// Rows of 100 cards paging sideways.
    static let orthogonal = Workload(name: "orthogonal rows", file: "orthogonal") { elements, path in
        let perRow = 100
        let count = max(1, elements / perRow)
        writeText(path, """
            section:
              orthogonalScrollingBehavior: groupPaging
              interGroupSpacing: 10
              contentInsets: {top: 10, leading: 20, bottom: 10, trailing: 20}
              group:
                size: {width: fractionalWidth(0.85), height: absolute(200)}
                subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]
            sections:

            """ + String(repeating: "  - items: \(perRow)\n", count: count))
        return count * perRow
    }

    /// An insetGrouped list with a header and a footer per section of 998 rows.
    static let list = Workload(name: "insetGrouped list", file: "list") { elements, path in
        let perSection = 998
        let count = max(1, elements / (perSection + 2))
        writeText(path, """
            section:
              list: {appearance: insetGrouped, headerMode: supplementary, footerMode: supplementary}
            sections:

            """ + String(repeating: "  - items: \(perSection)\n", count: count))
        return count * (perSection + 2)
    }

    /// insetGrouped list rows with an image, two texts and a disclosure indicator: each row
    /// self-sizes from its content, and its parts are content elements (4 per row).
    static let cellContent = Workload(name: "list cell content", file: "content") { elements, path in
        let rows = max(1, elements / 5)
        writeText(path, """
            sections:
              - list: {appearance: insetGrouped}
                items:

            """ + String(repeating: "      - content: {style: valueCell, image: {size: [22, 22]}, text: Wi-Fi, secondaryText: Home, accessories: [disclosureIndicator]}\n",
                         count: rows))
        return rows * 5
    }

    /// The grid workload as the engine's model, for the in-process figures.
    static func gridLayout(_ count: Int) -> Layout {
        let item = Item(size: LayoutSize(width: .fractionalWidth(0.2), height: .fractionalHeight(1)), contentInsets: DirectionalInsets(all: 5))
        let group = Group(layout: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.2)),
                          subitems: [.item(item)])
        return Layout(sections: [SectionSpec(section: Section(group: group), items: SectionItems(count: count))])
    }

    /// A flat array of `count` zeros (`[0,0,…]`, 2 bytes a number): the densest document the readers
    /// take, at the node limit for 7,999,999 of them (16 MB).
    static func writeFlatArray(_ count: Int, _ path: String) {
        writeText(path, "[" + String(repeating: "0,", count: count - 1) + "0]\n")
    }
}

/// Swift layout code for `import` (Docs/Import.md): a section provider telling `sections` sections
/// apart with `switch sectionIndex`, and a file of many section-building functions (`lines` long)
/// of which the layout calls one, all of which are read.
enum ImportWorkload {
    static let section = """
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)

        """

    /// `sections` sections: cases 0 to `sections` - 2 and the `default` (Docs/Import.md, "Sections").
    static func writeSwitchProvider(sections: Int, _ path: String) {
        var text = """
            import UIKit

            class ManySectionsViewController: UIViewController {
                func createLayout() -> UICollectionViewLayout {
                    return UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in

            """ + section + """
                        switch sectionIndex {

            """
        for index in 0..<(sections - 1) {
            text += "            case \(index): section.interGroupSpacing = \(index % 50)\n"
        }
        text += """
                        default: section.interGroupSpacing = 50
                        }
                        return section
                    }
                }
            }

            """
        writeText(path, text)
    }

    /// About `lines` lines: functions of 11 lines each building a section; the layout uses the first.
    static func writeLongFile(lines: Int, _ path: String) {
        var text = """
            import UIKit

            class LongViewController: UIViewController {
                func createLayout() -> UICollectionViewLayout {
                    return UICollectionViewCompositionalLayout(section: makeSection0())
                }

            """
        for index in 0..<max(1, (lines - 8) / 11) {
            text += """

                    func makeSection\(index)() -> NSCollectionLayoutSection {
                        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
                        let item = NSCollectionLayoutItem(layoutSize: itemSize)
                        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
                        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(\(44 + index % 20)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
                        let section = NSCollectionLayoutSection(group: group)
                        section.interGroupSpacing = \(index % 30) // spacing of section \(index)
                        return section
                    }

                """
        }
        writeText(path, text + "}\n")
    }
}
