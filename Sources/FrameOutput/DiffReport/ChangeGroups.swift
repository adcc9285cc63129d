import LayoutEngine

/// A frames diff grouped as a reviewer reads it (Docs/CLI.md, "Reading a diff report"): the
/// elements of one kind (cells, headers, ...) that changed alike together, one group for each
/// change (`x -1 width +1`, printed as `DiffNumbers` rounds it), then those added and removed.
public struct ChangeGroups {
    public enum Change: Equatable {
        /// Moved, resized, re-layered or renumbered, by `description`.
        case changed(String)
        case added, removed
    }

    public struct Group {
        /// The elements' kind, singular: `cell`, `header` (a supplementary's or decoration's kind).
        public var noun: String
        public var change: Change
        /// Indexes into the diff's `changed`, `added` or `removed`, as `change` says.
        public var members: [Int]
        public var moves = false, resizes = false
        /// A changed group's x, y, width and height changes (its first member's, as `key` rounds them alike).
        var deltas: [Double] = []
        var key: GroupKey?
    }

    /// Groups by kind of element in the order the kinds first appear; within one, by change in
    /// the order each first appears.
    public private(set) var groups: [Group] = []
    public let contentSizeChange: String?
    /// How the changes were rounded, and how their frames print.
    public let numbers: DiffNumbers

    public init(_ diff: FramesDiff, numbers: DiffNumbers) {
        self.numbers = numbers
        contentSizeChange = diff.contentSize.map { size in
            zip(["width", "height"], zip(size.old, size.new)).compactMap { name, pair in
                numbers.change(pair.1 - pair.0).map { "\(name) \(numbers.value(pair.0)) -> \(numbers.value(pair.1)) (\($0))" }
            }.joined(separator: ", ")
        }
        var built: [Group] = []
        var place: [GroupKey: Int] = [:]
        /// The group of `key`, made (with its description) for its first member.
        func add(_ key: GroupKey, _ index: Int, _ group: @autoclosure () -> Group) {
            if let at = place[key] {
                built[at].members.append(index)
            } else {
                place[key] = built.count
                built.append(group())
            }
        }
        for (index, pair) in diff.changed.enumerated() {
            let (old, new) = pair
            let deltas = [new.frame.x - old.frame.x, new.frame.y - old.frame.y,
                          new.frame.width - old.frame.width, new.frame.height - old.frame.height]
            let key = GroupKey(noun: Self.noun(new), change: 0, deltas: deltas.map(numbers.changeKey),
                               zIndex: old.zIndex == new.zIndex ? nil : [old.zIndex, new.zIndex],
                               renumbered: !old.hasSameIndexPath(as: new))
            add(key, index, Self.changedGroup(key, deltas, numbers: numbers, index: index))
        }
        for (index, entry) in diff.added.enumerated() {
            let noun = Self.noun(entry)
            add(GroupKey(noun: noun, change: 1), index, Group(noun: noun, change: .added, members: [index]))
        }
        for (index, entry) in diff.removed.enumerated() {
            let noun = Self.noun(entry)
            add(GroupKey(noun: noun, change: 2), index, Group(noun: noun, change: .removed, members: [index]))
        }
        // Kinds together, in the order they first appear.
        var kindOrder: [String: Int] = [:]
        for group in built where kindOrder[group.noun] == nil { kindOrder[group.noun] = kindOrder.count }
        groups = built.enumerated().sorted { ($0.element.noun == $1.element.noun) ? $0.offset < $1.offset
                                                 : kindOrder[$0.element.noun, default: 0] < kindOrder[$1.element.noun, default: 0] }
            .map(\.element)
    }

    /// What makes two changes one group: the kind of element, and what changed, as printed.
    struct GroupKey: Hashable {
        var noun: String
        /// 0 changed, 1 added, 2 removed.
        var change: Int
        var deltas: [Double] = []
        var zIndex: [Int]?
        var renumbered = false
    }

    /// The group a changed element starts: its change described (`x -1 width +1 zIndex 0 -> 1 renumbered`).
    static func changedGroup(_ key: GroupKey, _ deltas: [Double], numbers: DiffNumbers, index: Int) -> Group {
        var parts: [String] = []
        for (name, delta) in zip(["x", "y", "width", "height"], deltas) {
            if let text = numbers.change(delta) { parts.append("\(name) \(text)") }
        }
        if let zIndex = key.zIndex { parts.append("zIndex \(zIndex[0]) -> \(zIndex[1])") }
        if key.renumbered { parts.append("renumbered") }
        return Group(noun: key.noun, change: .changed(parts.joined(separator: " ")), members: [index],
                     moves: key.deltas[0] != 0 || key.deltas[1] != 0, resizes: key.deltas[2] != 0 || key.deltas[3] != 0,
                     deltas: deltas, key: key)
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
    public var summary: String {
        var clauses: [String] = []
        var index = 0
        while index < groups.count {
            let noun = groups[index].noun
            var end = index
            while end < groups.count, groups[end].noun == noun { end += 1 }
            let kind = groups[index..<end]
            let changed = kind.filter { if case .changed = $0.change { return true } else { return false } }
            if !changed.isEmpty {
                let total = changed.reduce(0) { $0 + $1.members.count }
                let moves = changed.contains { $0.moves }, resizes = changed.contains { $0.resizes }
                let verb = moves && resizes ? "moved or resized" : moves ? "moved" : resizes ? "resized" : "changed"
                let described = changed.count > Self.changesNamed ? byComponent(changed, total: total) : named(changed)
                clauses.append("\(Self.count(total, noun)) \(verb): \(described)")
            }
            for group in kind {
                if group.change == .added { clauses.append("\(Self.count(group.members.count, noun)) added") }
                if group.change == .removed { clauses.append("\(Self.count(group.members.count, noun)) removed") }
            }
            index = end
        }
        if let contentSizeChange { clauses.append("content size \(contentSizeChange)") }
        return clauses.joined(separator: "; ")
    }

    /// A few changes of one kind, each with how many elements it moved: `x -1 width +1 for 47, x -2 for 47`.
    private func named(_ changed: [Group]) -> String {
        changed.map { group -> String in
            guard case .changed(let text) = group.change else { return "" }
            return changed.count == 1 ? text : "\(text) for \(group.members.count)"
        }.joined(separator: ", ")
    }

    /// Many changes of one kind (a grid scaled with its width: each cell moved its own way), by
    /// component: what they share, and the range of what varies: `width +2 height +2 for all 30,
    /// x 0 to +8, y 0 to +10 (30 different changes)`.
    private func byComponent(_ changed: [Group], total: Int) -> String {
        var shared: [String] = [], varying: [String] = []
        for (component, name) in ["x", "y", "width", "height"].enumerated() {
            let keys = Set(changed.map { $0.key?.deltas[component] ?? 0 })
            let values = changed.map { $0.deltas[component] }
            if keys.count == 1 {
                if let text = numbers.change(values[0]) { shared.append("\(name) \(text)") }
            } else if let low = values.min(), let high = values.max() {
                varying.append("\(name) \(numbers.change(low) ?? "0") to \(numbers.change(high) ?? "0")")
            }
        }
        if changed.contains(where: { $0.key?.zIndex != nil }) { varying.append("zIndex for some") }
        if changed.contains(where: { $0.key?.renumbered == true }) { varying.append("renumbered some") }
        let all = shared.isEmpty ? [] : ["\(shared.joined(separator: " ")) for all \(total)"]
        return (all + varying).joined(separator: ", ") + " (\(changed.count) different changes)"
    }
}
