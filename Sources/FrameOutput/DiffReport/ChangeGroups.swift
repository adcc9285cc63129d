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

        public var moves: Bool { key.dx != 0 || key.dy != 0 }
        public var resizes: Bool { key.dwidth != 0 || key.dheight != 0 }
    }

    /// A change's x, y, width and height.
    struct Deltas: Hashable {
        var dx = 0.0, dy = 0.0, dwidth = 0.0, dheight = 0.0
        var all: [Double] { [dx, dy, dwidth, dheight] }
    }

    /// What makes two changes one group: the kind of element, and what changed, as printed.
    struct GroupKey: Hashable {
        var noun = ""
        var change = Change.changed
        var dx = 0.0, dy = 0.0, dwidth = 0.0, dheight = 0.0
        var zIndex: (old: Int, new: Int)? = nil
        var renumbered = false

        static func == (a: GroupKey, b: GroupKey) -> Bool {
            a.noun == b.noun && a.change == b.change && a.dx == b.dx && a.dy == b.dy && a.dwidth == b.dwidth && a.dheight == b.dheight
                && a.zIndex?.old == b.zIndex?.old && a.zIndex?.new == b.zIndex?.new && a.renumbered == b.renumbered
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(noun)
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
        func add(_ key: GroupKey, _ index: Int, _ deltas: Deltas = Deltas()) {
            if let at = place[key] {
                switch key.change {
                case .changed: nextChanged[built[at].last] = index
                case .added: nextAdded[built[at].last] = index
                case .removed: nextRemoved[built[at].last] = index
                }
                built[at].last = index
                built[at].count += 1
            } else {
                place[key] = built.count
                built.append(Group(noun: key.noun, change: key.change, first: index, last: index, key: key, deltas: deltas))
            }
        }
        for (index, pair) in diff.changed.enumerated() {
            let (old, new) = pair
            let deltas = Deltas(dx: new.frame.x - old.frame.x, dy: new.frame.y - old.frame.y,
                                dwidth: new.frame.width - old.frame.width, dheight: new.frame.height - old.frame.height)
            let key = GroupKey(noun: Self.noun(new), change: .changed, dx: numbers.changeKey(deltas.dx), dy: numbers.changeKey(deltas.dy),
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

    /// How a changed group changed: `x -1 width +1 zIndex 0 -> 1 renumbered`.
    public func description(of group: Group) -> String {
        var parts: [String] = []
        for (name, delta) in zip(["x", "y", "width", "height"], group.deltas.all) {
            if let text = numbers.change(delta) { parts.append("\(name) \(text)") }
        }
        if let zIndex = group.key.zIndex { parts.append("zIndex \(zIndex.old) -> \(zIndex.new)") }
        if group.key.renumbered { parts.append("renumbered") }
        return parts.joined(separator: " ")
    }

    /// What an element is called in a report: its kind when it has one (`header`), else its
    /// category; a split view's column by its role (`secondary column`).
    static func noun(_ entry: FramesDump.Entry) -> String {
        guard let kind = entry.kind else { return entry.category }
        return entry.category == "column" ? "\(kind) column" : kind
    }

    /// `1 cell`, `47 cells`, `2 supplementaries`.
    static func count(_ count: Int, _ noun: String) -> String {
        guard count != 1 else { return "1 \(noun)" }
        if noun.hasSuffix("y"), let last = noun.dropLast().last, !"aeiou".contains(last) { return "\(count) \(noun.dropLast())ies" }
        if noun.hasSuffix("s") || noun.hasSuffix("x") { return "\(count) \(noun)es" }
        return "\(count) \(noun)s"
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
                let described = changed.count > Self.changesNamed ? byComponent(changed, total: total) : named(changed)
                clauses.append("\(Self.count(total, noun)) \(verb): \(described)")
            }
            for group in kind where group.change != .changed {
                clauses.append("\(Self.count(group.count, noun)) \(group.change == .added ? "added" : "removed")")
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
        let keys = changed.map { [$0.key.dx, $0.key.dy, $0.key.dwidth, $0.key.dheight] }
        let values = changed.map(\.deltas.all)
        for (component, name) in ["x", "y", "width", "height"].enumerated() {
            if keys.allSatisfy({ $0[component] == keys[0][component] }) {
                if let text = numbers.change(values[0][component]) { shared.append("\(name) \(text)") }
                continue
            }
            let column = values.map { $0[component] }
            if let low = column.min(), let high = column.max() {
                varying.append("\(name) \(numbers.change(low) ?? "0") to \(numbers.change(high) ?? "0")")
            }
        }
        if changed.contains(where: { $0.key.zIndex != nil }) { varying.append("zIndex for some") }
        if changed.contains(where: { $0.key.renumbered }) { varying.append("renumbered some") }
        let all = shared.isEmpty ? [] : ["\(shared.joined(separator: " ")) for all \(total)"]
        return (all + varying).joined(separator: ", ") + " (\(changed.count) different changes)"
    }
}
