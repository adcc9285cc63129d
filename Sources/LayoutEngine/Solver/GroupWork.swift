/// How much a section's group asks the solver to do, counted before it is solved, so that a group
/// whose repetitions multiply across nesting (`count: 10000` inside `count: 10000`, or zero-width
/// groups of zero-width items, which repeat up to `GroupSolver.maximumRepetitions` per level) is
/// refused instead of solved, and so that a layout repeating a costly group in many sections (a
/// base `section`) is too. Docs/Semantics.md, "How many fit"; Docs/CLI.md, "Limits".
public enum GroupWork {
    /// Cells one repetition of a group may hold, its nested groups' repetitions multiplied out.
    public static let maximumLeafSlots = 1_000_000
    /// Steps the groups of all sections together may take to solve (`Measure.steps`).
    public static let maximumLayoutSteps = 50_000_000
    /// Cells the groups of all sections together may hold, one repetition of each as it is solved
    /// (`Measure.cells`): each section's group is solved on its own (half a second and some 300 MB
    /// while solved, 40 MB kept, for a million cells), so a base `section` of a million-cell group
    /// repeated in a dozen sections would otherwise take seconds and gigabytes while staying under
    /// `maximumLayoutSteps`.
    public static let maximumLayoutCells = 2_000_000
    /// Elements (cells, supplementary and decoration views) a layout may make: supplementary
    /// items multiply with the cells they are attached to.
    public static let maximumLayoutElements = 4_000_000

    /// What solving a group costs: the cells it holds, the steps taken to size and count them
    /// (subitems visited, subitem extents measured while counting how many fit, cells placed), and
    /// the elements one repetition makes (cells and the supplementary items of cells and groups).
    public struct Measure: Sendable, Equatable {
        public var cells: Int
        public var steps: Int
        public var elements: Int
    }

    /// A group that holds too many cells, or takes too many steps (a group of no cells repeated
    /// in a group repeated…): the path of subitem indices from the group checked down to the group
    /// whose repetitions went over the limit.
    public struct Excess: Error, Sendable, Equatable {
        public enum Limit: Sendable, Equatable {
            case cells, steps
        }
        public var subitemPath: [Int]
        public var limit: Limit
    }

    /// The measure of the group of `section`, solved in `environment`, or where it holds more than
    /// `maximumLeafSlots` cells. Repetition counts are those of `GroupSolver.repetitionCount`, in
    /// the container the section solver gives the group.
    public static func measure(_ section: Section, in environment: Environment,
                               configuration: Configuration) -> Result<Measure, Excess> {
        let grid = PixelGrid(scale: environment.scale, container: ContainerMeasures(environment, configuration: configuration))
        let sections = SectionSolver(grid: grid, environment: environment, configuration: configuration)
        let container = sections.topGroupContainer(section, insets: sections.effectiveInsets(section))
        return Result { () throws(Excess) in try measure(section.group, in: container, solver: GroupSolver(grid: grid)) }
    }

    /// One repetition of `group`: nested groups first (their sizes may be solved to count the
    /// outer group's repetitions, so they must be known to be small), then the repetitions.
    private static func measure(_ group: Group, in container: Size, solver: GroupSolver) throws(Excess) -> Measure {
        let axis: Axis
        switch group.layout {
        case .custom(let frames):
            return Measure(cells: frames.count, steps: frames.count, elements: frames.count + group.supplementaryItems.count)
        case .horizontal: axis = .horizontal
        case .vertical: axis = .vertical
        }
        let size = solver.grid.resolve(group.size, in: container)
        let inner = Size(width: max(0, size.width - group.contentInsets.leading - group.contentInsets.trailing),
                         height: max(0, size.height - group.contentInsets.top - group.contentInsets.bottom))
        var perSubitem: [Measure] = []
        perSubitem.reserveCapacity(group.subitems.count)
        // Measuring a subitem's extent solves the nested groups estimated along the axis.
        var extentCost = 1
        for (index, sub) in group.subitems.enumerated() {
            switch sub {
            case .item(let item):
                perSubitem.append(Measure(cells: 1, steps: 1, elements: 1 + item.supplementaryItems.count))
            case .group(let nested):
                do {
                    let measured = try measure(nested, in: inner, solver: solver)
                    perSubitem.append(measured)
                    if nested.size.dimension(axis).isEstimated { extentCost = max(extentCost, measured.steps) }
                } catch {
                    throw Excess(subitemPath: [index] + error.subitemPath, limit: error.limit)
                }
            }
        }
        guard !perSubitem.isEmpty else { return Measure(cells: 0, steps: 1, elements: group.supplementaryItems.count) }
        // No more repetitions are counted than it takes to go over a limit: cells with the smallest
        // subitem, or steps spent counting.
        let enough = maximumLeafSlots / max(1, perSubitem.map(\.cells).min() ?? 1) + 1
        let affordable = affordableRepetitions(subitems: perSubitem.count, extentCost: extentCost)
        let repetitions = solver.repetitionCount(group, axis: axis, inner: inner, atMost: min(enough, affordable + 1))
        let counting = repetitions > affordable ? maximumLayoutSteps + 1 : countingSteps(repetitions, subitems: perSubitem.count) * extentCost
        var total = Measure(cells: 0, steps: perSubitem.count + counting, elements: group.supplementaryItems.count)
        for repetition in 0..<repetitions where total.steps <= maximumLayoutSteps {
            let sub = perSubitem[repetition % perSubitem.count]
            total.cells += sub.cells
            total.steps += sub.steps
            total.elements = min(total.elements + sub.elements, maximumLayoutElements + 1)
            if total.cells > maximumLeafSlots { throw Excess(subitemPath: [], limit: .cells) }
        }
        // Steps stay below the limit (each term is), so the sums cannot overflow.
        if total.steps > maximumLayoutSteps { throw Excess(subitemPath: [], limit: .steps) }
        return total
    }

    /// The most repetitions whose counting stays within `maximumLayoutSteps`.
    private static func affordableRepetitions(subitems: Int, extentCost: Int) -> Int {
        var low = 0, high = GroupSolver.maximumRepetitions
        while low < high {
            let middle = (low + high + 1) / 2
            if countingSteps(middle, subitems: subitems) <= maximumLayoutSteps / extentCost { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Extents `GroupSolver.repetitionCount` measures to find `repetitions`: for each n it tries
    /// up to one past the answer, the first min(n, subitems) subitems, twice at most.
    private static func countingSteps(_ repetitions: Int, subitems: Int) -> Int {
        let tries = repetitions + 1
        let rising = min(tries, subitems)
        return 2 * (rising * (rising + 1) / 2 + (tries - rising) * subitems)
    }
}
