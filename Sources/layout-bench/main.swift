import FrameOutput
import LayoutEngine

// `make bench`: a fixed workload, solved a few times each; prints the median time and the rate.
// Figures, not assertions: compare them across commits on the same machine.

func grid(_ count: Int) -> Layout {
    let item = LayoutItem.item(Item(size: LayoutSize(width: .fractionalWidth(0.2), height: .fractionalHeight(1))))
    let group = Group(layout: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.2)), subitems: [item])
    return Layout(sections: [SectionSpec(section: Section(group: group), items: SectionItems(count: count))])
}

func nested(_ count: Int) -> Layout {
    let pair = Group(layout: .vertical, size: LayoutSize(width: .fractionalWidth(0.3), height: .fractionalHeight(1)),
                     subitems: [.item(Item(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.5)),
                                           contentInsets: DirectionalInsets(all: 4)))],
                     interItemSpacing: .fixed(4))
    let group = Group(layout: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.4)),
                      subitems: [.item(Item(size: LayoutSize(width: .fractionalWidth(0.7), height: .fractionalHeight(1)))), .group(pair)],
                      interItemSpacing: .fixed(8))
    var section = Section(group: group, contentInsets: DirectionalInsets(all: 10), interGroupSpacing: 8)
    section.boundarySupplementaryItems = [BoundaryItem(kind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)),
                                                       alignment: .top, pinToVisibleBounds: true)]
    section.decorationItems = [DecorationItem(kind: "background", contentInsets: DirectionalInsets(all: 4))]
    return Layout(sections: (0..<100).map { _ in SectionSpec(section: section, items: SectionItems(count: count / 100)) })
}

func selfSizingList(_ count: Int) -> Layout {
    let group = Group(layout: .vertical, size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
                      subitems: [.item(Item(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44))))])
    let entries = (0..<count).map { ItemEntry(height: Double(31 + ($0 % 5) * 19)) }
    return Layout(sections: [SectionSpec(section: Section(group: group, interGroupSpacing: 1), items: SectionItems(entries: entries))])
}

/// insetGrouped list rows with an image, two texts and a disclosure indicator: rows self-size from content.
func contentList(_ count: Int) -> Layout {
    let list = ListConfiguration(appearance: .insetGrouped)
    let content = ListContentConfiguration(style: .valueCell, image: Size(width: 22, height: 22), text: ListContentText("Wi-Fi"),
                                           secondaryText: ListContentText("Home"), accessories: [CellAccessory(.disclosureIndicator)])
    let entries = (0..<count).map { _ in ItemEntry(content: content) }
    return Layout(sections: [SectionSpec(section: ListSection.make(list, in: environment), items: SectionItems(entries: entries), list: list)])
}

func carousels(_ count: Int) -> Layout {
    let group = Group(layout: .horizontal, size: LayoutSize(width: .fractionalWidth(0.85), height: .absolute(200)),
                      subitems: [.item(Item(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))))])
    var section = Section(group: group, contentInsets: DirectionalInsets(all: 16), interGroupSpacing: 10)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    return Layout(sections: (0..<200).map { SectionSpec(section: section, items: SectionItems(count: count / 200), orthogonalOffset: Double($0 * 37)) })
}

func measure(_ name: String, runs: Int = 5, _ body: () -> Int) {
    let clock = ContinuousClock()
    var times: [Double] = []
    var elements = 0
    for _ in 0..<runs {
        let start = clock.now
        elements = body()
        let elapsed = clock.now - start
        times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    let median = times.sorted()[runs / 2]
    let rate = Double(elements) / median
    print("\(name.rightPadded(44)) \(String(elements).leftPadded(8)) elements  "
        + "\(String(Int((median * 1000).rounded())).leftPadded(6)) ms  \(String(Int(rate / 1000)).leftPadded(7)) k elements/s")
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
    func rightPadded(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}

let environment = Environment(width: 390, height: 844, scale: 3)
let solver = LayoutSolver()
print("layout-bench: median of 5 runs, release build recommended (make bench)")
measure("grid, 100,000 items") { solver.solve(grid(100_000), in: environment).elements.count }
measure("nested groups + headers + backgrounds, 100k") { solver.solve(nested(100_000), in: environment).elements.count }
measure("self-sizing list, 20,000 measured rows") { solver.solve(selfSizingList(20_000), in: environment).elements.count }
measure("list cell content, 20,000 rows") { solver.solve(contentList(20_000), in: environment).elements.count }
measure("200 orthogonal carousels, 20,000 items") { solver.solve(carousels(20_000), in: environment).elements.count }
measure("rect query over a 100,000-item grid") {
    solver.solve(grid(100_000), in: environment, query: Rect(x: 0, y: 50_000, width: 390, height: 844)).elements.count
}
let solved = solver.solve(grid(100_000), in: environment)
measure("frames JSON of the 100,000-item grid") {
    _ = FramesJSONWriter.write(solved)
    return solved.elements.count
}
