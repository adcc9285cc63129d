import FramesFormat
import LayoutEngine

/// A frames diff grouped as a reviewer reads it (Docs/CLI.md, "Reading a diff report"): the
/// elements of one kind (cells, headers, ...) that changed alike together, one group for each
/// change (`x -1 width +1`, as `DiffNumbers` rounds it), then those added and removed. A group
/// keeps its first and last member and each member the next one, so that a million changes of a
/// million kinds make no million arrays; a group's description is written when it is printed.
public struct ChangeGroups {
    public enum Change: Equatable {
        /// Moved, resized, re-layered or renumbered (`description(of:)` says how).
        case changed
        case added, removed
    }

    public struct Group {
        /// The elements' kind, singular: `cell`, `header` (a supplementary's or decoration's kind).
        public var noun: String
        public var change: Change
        public var count = 1
        /// The first and last of its members: indexes into the diff's `changed`, `added` or `removed`.
        var first: Int, last: Int
        /// A changed group's change, as rounded (all its members alike), and its first member's exact one.
        var key = GroupKey()
        var deltas = Deltas()
        /// The smallest and largest change of each component among its members.
        var low = Deltas(), high = Deltas()
        public internal(set) var moves = false, resizes = false
        /// Whether any member changed its zIndex, or was renumbered.
        var relayers = false, renumbers = false

        /// Whether its members changed each its own way: the elements past `groupLimit` changes.
        public var varied: Bool { key.varied }
    }

    /// A change's x, y, width and height.
    struct Deltas: Hashable {
        var dx = 0.0, dy = 0.0, dwidth = 0.0, dheight = 0.0
        var all: [Double] { [dx, dy, dwidth, dheight] }

        init(dx: Double = 0, dy: Double = 0, dwidth: Double = 0, dheight: Double = 0) {
            (self.dx, self.dy, self.dwidth, self.dheight) = (dx, dy, dwidth, dheight)
        }

        init(_ old: FramesDump.Entry, _ new: FramesDump.Entry) {
            self.init(dx: new.frame.x - old.frame.x, dy: new.frame.y - old.frame.y,
                      dwidth: new.frame.width - old.frame.width, dheight: new.frame.height - old.frame.height)
        }

        func combined(with other: Deltas, _ pick: (Double, Double) -> Double) -> Deltas {
            Deltas(dx: pick(dx, other.dx), dy: pick(dy, other.dy), dwidth: pick(dwidth, other.dwidth), dheight: pick(dheight, other.dheight))
        }
    }

    /// What makes two changes one group: the kind of element, and what changed, as printed.
    struct GroupKey: Hashable {
        var noun = ""
        var change = Change.changed
        var dx = 0.0, dy = 0.0, dwidth = 0.0, dheight = 0.0
        var zIndex: (old: Int, new: Int)? = nil
        var renumbered = false
        /// The group of a kind's changes past `groupLimit`, each its own.
        var varied = false

        static func == (a: GroupKey, b: GroupKey) -> Bool {
            a.noun == b.noun && a.change == b.change && a.dx == b.dx && a.dy == b.dy && a.dwidth == b.dwidth && a.dheight == b.dheight
                && a.zIndex?.old == b.zIndex?.old && a.zIndex?.new == b.zIndex?.new && a.renumbered == b.renumbered && a.varied == b.varied
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(noun)
            hasher.combine(varied)
            hasher.combine(dx)
            hasher.combine(dy)
            hasher.combine(dwidth)
            hasher.combine(dheight)
            hasher.combine(zIndex?.old)
            hasher.combine(zIndex?.new)
            hasher.combine(renumbered)
        }
    }

    /// Groups by kind of element in the order the kinds first appear; within one, by change in
    /// the order each first appears.
    public private(set) var groups: [Group] = []
    public let contentSizeChange: String?
    /// How the changes were rounded, and how their frames print.
    public let numbers: DiffNumbers
    /// Each member's next in its group (-1 for the last), in the diff's `changed`, `added` and `removed`.
    private var nextChanged: [Int], nextAdded: [Int], nextRemoved: [Int]
    /// The one-line summary (`summary(...)`), made once for every report that shows it.
    public private(set) var summary = ""

    /// Groups made, at most: past them, each kind's further changes are one varied group (a grid
    /// scaled with its width moves each of its million cells its own way; a million groups would
    /// cost more than the diff).
    static let groupLimit = 1_000

    public init(_ diff: FramesDiff, numbers: DiffNumbers) {
        self.numbers = numbers
        contentSizeChange = diff.contentSize.map { size in
            zip(["width", "height"], zip(size.old, size.new)).compactMap { name, pair in
                numbers.change(pair.1 - pair.0).map { "\(name) \(numbers.value(pair.0)) -> \(numbers.value(pair.1)) (\($0))" }
            }.joined(separator: ", ")
        }
        var built: [Group] = []
        var place: [GroupKey: Int] = [:]
        var nextChanged = Array(repeating: -1, count: diff.changed.count)
        var nextAdded = Array(repeating: -1, count: diff.added.count), nextRemoved = Array(repeating: -1, count: diff.removed.count)
        func add(_ element: GroupKey, _ index: Int, _ deltas: Deltas = Deltas()) {
            var key = element
            if place[key] == nil, built.count >= Self.groupLimit, key.change == .changed {
                key = GroupKey(noun: key.noun, change: .changed, varied: true)
            }
            if let at = place[key] {
                built[at].low = built[at].low.combined(with: deltas, min)
                built[at].high = built[at].high.combined(with: deltas, max)
                built[at].moves = built[at].moves || numbers.changeKey(deltas.dx) != 0 || numbers.changeKey(deltas.dy) != 0
                built[at].resizes = built[at].resizes || numbers.changeKey(deltas.dwidth) != 0 || numbers.changeKey(deltas.dheight) != 0
                built[at].relayers = built[at].relayers || element.zIndex != nil
                built[at].renumbers = built[at].renumbers || element.renumbered
                switch key.change {
                case .changed: nextChanged[built[at].last] = index
                case .added: nextAdded[built[at].last] = index
                case .removed: nextRemoved[built[at].last] = index
                }
                built[at].last = index
                built[at].count += 1
            } else {
                place[key] = built.count
                built.append(Group(noun: key.noun, change: key.change, first: index, last: index, key: key, deltas: deltas,
                                   low: deltas, high: deltas,
                                   moves: numbers.changeKey(deltas.dx) != 0 || numbers.changeKey(deltas.dy) != 0,
                                   resizes: numbers.changeKey(deltas.dwidth) != 0 || numbers.changeKey(deltas.dheight) != 0,
                                   relayers: element.zIndex != nil, renumbers: element.renumbered))
            }
        }
        // The noun of the last change's kind, kept: changes of one kind come in runs.
        var lastNoun: (category: String, kind: String?, noun: String)?
        for (index, pair) in diff.changed.enumerated() {
            let (old, new) = pair
            let deltas = Deltas(old, new)
            let noun: String
            if let lastNoun, lastNoun.category == new.category, lastNoun.kind == new.kind {
                noun = lastNoun.noun
            } else {
                noun = Self.noun(new)
                lastNoun = (new.category, new.kind, noun)
            }
            let key = GroupKey(noun: noun, change: .changed, dx: numbers.changeKey(deltas.dx), dy: numbers.changeKey(deltas.dy),
                               dwidth: numbers.changeKey(deltas.dwidth), dheight: numbers.changeKey(deltas.dheight),
                               zIndex: old.zIndex == new.zIndex ? nil : (old.zIndex, new.zIndex),
                               renumbered: !old.hasSameIndexPath(as: new))
            add(key, index, deltas)
        }
        for (index, entry) in diff.added.enumerated() { add(GroupKey(noun: Self.noun(entry), change: .added), index) }
        for (index, entry) in diff.removed.enumerated() { add(GroupKey(noun: Self.noun(entry), change: .removed), index) }
        self.nextChanged = nextChanged
        self.nextAdded = nextAdded
        self.nextRemoved = nextRemoved
        // Kinds together, in the order they first appear (a few kinds: one pass each).
        var kinds: [String] = []
        var seen: Set<String> = []
        for group in built where seen.insert(group.noun).inserted { kinds.append(group.noun) }
        groups = kinds.count == 1 ? built : kinds.flatMap { kind in built.filter { $0.noun == kind } }
        summary = makeSummary()
    }

    /// A group's members in order, at most `limit` of them.
    public func members(of group: Group, limit: Int = .max) -> [Int] {
        let links = group.change == .changed ? nextChanged : group.change == .added ? nextAdded : nextRemoved
        var members: [Int] = []
        var member = group.first
        while member >= 0, members.count < limit {
            members.append(member)
            member = links[member]
        }
        return members
    }

    /// How a changed group changed: `x -1 width +1 zIndex 0 -> 1 renumbered`; a varied group,
    /// whose members each say how (`description(of:_:)`), `each its own change`.
    public func description(of group: Group) -> String {
        group.varied ? "each its own change" : description(group.deltas, zIndex: group.key.zIndex, renumbered: group.key.renumbered)
    }

    /// How one changed element changed.
    public func description(of old: FramesDump.Entry, _ new: FramesDump.Entry) -> String {
        description(Deltas(old, new), zIndex: old.zIndex == new.zIndex ? nil : (old.zIndex, new.zIndex),
                    renumbered: !old.hasSameIndexPath(as: new))
    }

    private func description(_ deltas: Deltas, zIndex: (old: Int, new: Int)?, renumbered: Bool) -> String {
        var parts: [String] = []
        for (name, delta) in zip(["x", "y", "width", "height"], deltas.all) {
            if let text = numbers.change(delta) { parts.append("\(name) \(text)") }
        }
        if let zIndex { parts.append("zIndex \(zIndex.old) -> \(zIndex.new)") }
        if renumbered { parts.append("renumbered") }
        return parts.joined(separator: " ")
    }

    /// What an element is called in a report: its kind when it has one (`header`), else its
    /// category; a split view's column by its role (`secondary column`). Echoed (`EchoedText`):
    /// a kind is input, `"x\n::error::…"` must not start a line of a CI log.
    static func noun(_ entry: FramesDump.Entry) -> String {
        guard let kind = entry.kind else { return EchoedText.escaped(entry.category) }
        return entry.category == "column" ? "\(EchoedText.escaped(kind)) column" : EchoedText.escaped(kind)
    }

    /// Most changes of one kind a summary names one by one; more are summed up by component.
    static let changesNamed = 3

    /// The one-line summary: `94 cells moved or resized: x -1 width +1 for 47, x -2 for 47; 2 headers added;
    /// content size height 844 -> 836 (-8)`.
    private func makeSummary() -> String {
        var clauses: [String] = []
        var index = 0
        while index < groups.count {
            let noun = groups[index].noun
            var end = index
            while end < groups.count, groups[end].noun == noun { end += 1 }
            let kind = groups[index..<end]
            let changed = kind.filter { $0.change == .changed }
            if !changed.isEmpty {
                let total = changed.reduce(0) { $0 + $1.count }
                let moves = changed.contains { $0.moves }, resizes = changed.contains { $0.resizes }
                let verb = moves && resizes ? "moved or resized" : moves ? "moved" : resizes ? "resized" : "changed"
                let described = changed.count > Self.changesNamed || changed.contains(where: \.varied)
                    ? byComponent(changed, total: total) : named(changed)
                clauses.append("\(counted(total, noun)) \(verb): \(described)")
            }
            for group in kind where group.change != .changed {
                clauses.append("\(counted(group.count, noun)) \(group.change == .added ? "added" : "removed")")
            }
            index = end
        }
        if let contentSizeChange { clauses.append("content size \(contentSizeChange)") }
        return clauses.joined(separator: "; ")
    }

    /// A few changes of one kind, each with how many elements it moved: `x -1 width +1 for 47, x -2 for 47`.
    private func named(_ changed: [Group]) -> String {
        changed.map { group in
            changed.count == 1 ? description(of: group) : "\(description(of: group)) for \(group.count)"
        }.joined(separator: ", ")
    }

    /// Many changes of one kind (a grid scaled with its width: each cell moved its own way), by
    /// component: what they share, and the range of what varies: `width +2 height +2 for all 30,
    /// x 0 to +8, y 0 to +10 (30 different changes)`.
    private func byComponent(_ changed: [Group], total: Int) -> String {
        var shared: [String] = [], varying: [String] = []
        for (component, name) in ["x", "y", "width", "height"].enumerated() {
            let low = changed.map { $0.low.all[component] }.min() ?? 0, high = changed.map { $0.high.all[component] }.max() ?? 0
            if numbers.changeKey(low) == numbers.changeKey(high) {
                if let text = numbers.change(low) { shared.append("\(name) \(text)") }
            } else {
                varying.append("\(name) \(numbers.change(low) ?? "0") to \(numbers.change(high) ?? "0")")
            }
        }
        if changed.contains(where: \.relayers) { varying.append("zIndex for some") }
        if changed.contains(where: \.renumbers) { varying.append("renumbered some") }
        let all = shared.isEmpty ? [] : ["\(shared.joined(separator: " ")) for all \(total)"]
        let ways = changed.contains(where: \.varied) ? "more than \(Self.groupLimit)" : "\(changed.count)"
        return (all + varying).joined(separator: ", ") + " (\(ways) different changes)"
    }
}
