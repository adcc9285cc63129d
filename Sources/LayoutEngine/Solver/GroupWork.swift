/// How much a group asks the solver to do, counted before it is solved, so that a group whose
/// repetitions multiply across nesting (`count: 10000` inside `count: 10000`, or zero-width
/// groups of zero-width items, which repeat up to `GroupSolver.maximumRepetitions` per level)
/// is refused instead of solved. Docs/Semantics.md, "How many fit"; Docs/CLI.md, "Limits".
public enum GroupWork {
    /// Cells one repetition of a group may hold, its nested groups' repetitions multiplied out.
    public static let maximumLeafSlots = 1_000_000

    /// A group that holds too many cells: the path of subitem indices from the group checked
    /// down to the group whose repetitions went over the limit, and how many it would hold
    /// (at least `maximumLeafSlots + 1`; counting stops there).
    public struct Excess: Sendable, Equatable {
        public var subitemPath: [Int]
        public var leafSlots: Int
    }

    /// `nil` when the group of `section`, solved in `environment`, holds at most
    /// `maximumLeafSlots` cells; otherwise where it goes over. Repetition counts are those of
    /// `GroupSolver.repetitionCount`, in the container the section solver gives the group.
    public static func excess(_ section: Section, in environment: Environment, configuration: Configuration) -> Excess? {
        let grid = PixelGrid(scale: environment.scale)
        let sections = SectionSolver(grid: grid, environment: environment, configuration: configuration)
        let container = sections.topGroupContainer(section, insets: sections.effectiveInsets(section))
        switch count(section.group, in: container, solver: GroupSolver(grid: grid)) {
        case .fits: return nil
        case .over(let excess): return excess
        }
    }

    private enum Count {
        case fits(Int)
        case over(Excess)
    }

    /// Cells of one repetition of `group`: nested groups first (their sizes may be solved to count
    /// the outer group's repetitions, so they must be known to be small), then the repetitions.
    private static func count(_ group: Group, in container: Size, solver: GroupSolver) -> Count {
        let axis: Axis
        switch group.layout {
        case .custom(let frames): return .fits(frames.count)
        case .horizontal: axis = .horizontal
        case .vertical: axis = .vertical
        }
        let size = solver.grid.resolve(group.size, in: container)
        let inner = Size(width: max(0, size.width - group.contentInsets.leading - group.contentInsets.trailing),
                         height: max(0, size.height - group.contentInsets.top - group.contentInsets.bottom))
        var perSubitem: [Int] = []
        perSubitem.reserveCapacity(group.subitems.count)
        for (index, sub) in group.subitems.enumerated() {
            switch sub {
            case .item:
                perSubitem.append(1)
            case .group(let nested):
                switch count(nested, in: inner, solver: solver) {
                case .fits(let cells): perSubitem.append(cells)
                case .over(var excess):
                    excess.subitemPath.insert(index, at: 0)
                    return .over(excess)
                }
            }
        }
        guard !perSubitem.isEmpty else { return .fits(0) }
        // No more repetitions are counted than it takes to go over the limit with the smallest subitem.
        let enough = maximumLeafSlots / max(1, perSubitem.min() ?? 1) + 1
        let repetitions = solver.repetitionCount(group, axis: axis, inner: inner, atMost: enough)
        var total = 0
        for repetition in 0..<repetitions {
            total += perSubitem[repetition % perSubitem.count]
            if total > maximumLeafSlots { return .over(Excess(subitemPath: [], leafSlots: total)) }
        }
        return .fits(total)
    }
}
