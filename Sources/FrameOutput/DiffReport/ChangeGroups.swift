import FramesFormat
import LayoutEngine

/// A frames diff grouped as a reviewer reads it (Docs/CLI.md, "Reading a diff report"): the
/// elements of one kind (cells, headers, ...) that changed alike together, one group for each
/// change (`x -1 width +1`, as `DiffNumbers` rounds it), then those added and removed. Made as
/// the diff compares (`FramesDiff`): a group keeps its count, its change, the range of its
/// members' changes and its first members, as many as a report prints (`membersKept`), so that a
/// million changes keep nothing each. A group keeps its first and last member kept and each
/// member the next one, so that a million changes of a million kinds make no million arrays; a
/// group's description is written when it is printed.
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
        /// The first and last of its members kept (`members(of:limit:)`), and how many are.
        var first: Int, last: Int, kept = 0
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

        /// A change joins the group (its first when the group was just made): counted, its
        /// deltas taken into the low and high, what it changed noted (whether it moved or resized
        /// as `DiffNumbers.changeKey` tells, re-layered, renumbered). One access to the group in
        /// its array, not one for each figure.
        @inline(__always)
        mutating func include(_ deltas: Deltas, moves: Bool, resizes: Bool, relayers: Bool, renumbers: Bool) {
            if count == 0 {
                count = 1
            } else {
                low = low.combined(with: deltas, min)
                high = high.combined(with: deltas, max)
                count += 1
            }
            self.moves = self.moves || moves
            self.resizes = self.resizes || resizes
            self.relayers = self.relayers || relayers
            self.renumbers = self.renumbers || renumbers
        }
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

    /// What makes two changes one group: the kind of element (its noun's place in the
    /// `NounTable`, so that no string is hashed per change), and what changed, as printed.
    struct GroupKey: Hashable {
        var noun = 0
        var change = Change.changed
        var dx = 0.0, dy = 0.0, dwidth = 0.0, dheight = 0.0
        var zIndex: (old: Int, new: Int)? = nil
        var renumbered = false
        /// The group of a kind's changes past `groupLimit`, each its own.
        var varied = false

        @inline(__always)
        static func == (a: GroupKey, b: GroupKey) -> Bool {
            a.noun == b.noun && a.change == b.change && a.dx == b.dx && a.dy == b.dy && a.dwidth == b.dwidth && a.dheight == b.dheight
                && a.zIndex?.old == b.zIndex?.old && a.zIndex?.new == b.zIndex?.new && a.renumbered == b.renumbered && a.varied == b.varied
        }

        /// The fields `==` compares mixed into one word (a zero's sign dropped, as `==` drops it):
        /// what is hashed, once (a change's group is looked up per element). Each change's bits
        /// are rotated so that their top 16 (sign, exponent and the fraction's first bits: what
        /// tells small whole numbers of pixels apart) have a lane of their own, the kind and the
        /// zIndexes are multiplied in, and the word is mixed once.
        var mixedHash: UInt64 {
            func lane(_ value: Double, _ rotation: Int) -> UInt64 {
                let bits = (value + 0).bitPattern
                return bits << rotation | bits >> (64 - rotation)
            }
            let head = UInt64(truncatingIfNeeded: noun) << 4 | (varied ? 8 : 0) | (renumbered ? 4 : 0)
                | (change == .changed ? 0 : change == .added ? 1 : 2)
            var mixed = (dx + 0).bitPattern ^ lane(dy, 16) ^ lane(dwidth, 32) ^ lane(dheight, 48)
                ^ head &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: zIndex?.old ?? 0) &* 0xD6E8_FEB8_6659_FD93
                ^ UInt64(truncatingIfNeeded: zIndex?.new ?? 0) &* 0xA076_1D64_78BD_642F
            mixed = (mixed ^ mixed >> 29) &* 0xBF58_476D_1CE4_E5B9
            return mixed ^ mixed >> 32
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(mixedHash)
        }
    }

    /// Groups by kind of element in the order the kinds first appear; within one, by change in
    /// the order each first appears (once `finish` has put them so; as made until then).
    public private(set) var groups: [Group] = []
    public private(set) var contentSizeChange: String?
    /// How the changes were rounded, and how their frames print.
    public let numbers: DiffNumbers
    /// The changed elements kept to be printed: each group's first `membersKept`.
    public private(set) var changes: [(old: FramesDump.Entry, new: FramesDump.Entry)] = []
    /// Each kept member's next in its group (-1 for the last), in `changes` and in the diff's
    /// `added` and `removed`.
    private var nextChanged: [Int] = [], nextAdded: [Int] = [], nextRemoved: [Int] = []
    /// The one-line summary (`summary(...)`), made once for every report that shows it.
    public private(set) var summary = ""
    /// Members of a changed group kept to be printed (`FramesDiff.Reporting.membersShown`).
    private let membersKept: Int
    /// Where each change is grouped, while changes are added (`add(_:_:)`).
    private var place: [GroupKey: Int] = [:]
    /// The last change's key and its group: changes of one kind come in runs, and alike ones often do.
    /// (`at` -1 for none: not an optional, which would be copied whole to be tested.)
    private var lastPlaced = (key: GroupKey(), at: -1)
    /// Once `groupLimit` groups are made: the keys that have one (a change of another key joins its
    /// kind's varied group, found without the dictionary).
    private var limitedKeys: GroupKeyFilter?
    /// Each kind's noun once (`GroupKey.noun` is its place), and the last change's kind.
    private var nouns = NounTable()
    /// Each kind's varied group (`Group.varied`), by its noun's place; -1 for none yet.
    private var variedGroups: [Int] = []
    /// The lowest and highest x and y of the changed groups' keys (`GroupKey.dx`, `GroupKey.dy`).
    private var placedRange = (x: (low: Double.infinity, high: -Double.infinity), y: (low: Double.infinity, high: -Double.infinity))

    /// Groups made, at most: past them, each kind's further changes are one varied group (a grid
    /// scaled with its width moves each of its million cells its own way; a million groups would
    /// cost more than the diff).
    static let groupLimit = 1_000

    /// No changes yet: a diff adds them as it finds them (`add`), then its added and removed
    /// elements (`finish`), so that nothing of a change is kept but its group's figures and,
    /// for the first `membersKept` of a group, the change itself.
    init(numbers: DiffNumbers, membersKept: Int?) {
        self.numbers = numbers
        self.membersKept = membersKept ?? .max
    }

    /// The place of `entry`'s kind's noun (`NounTable`), what `add` groups by.
    mutating func nounPlace(of entry: FramesDump.Entry) -> Int { nouns.place(of: entry) }

    /// One element changed (its kind's noun by its place, `nounPlace(of:)`): grouped by its kind
    /// and its change as printed (Docs/CLI.md, "Reading a diff report"); `member` reads it, before
    /// and after, only when its group keeps it.
    mutating func add(_ deltas: Deltas, noun: Int, zIndex: (old: Int, new: Int)?, renumbered: Bool,
                      member: () -> (old: FramesDump.Entry, new: FramesDump.Entry)?) {
        // Past `groupLimit` groups, a change whose y, or else x, no changed group's key has (outside
        // their range) joins its kind's varied group, its key neither made nor looked up: a layout
        // whose elements move further the further along they are (a grid scaled with its width)
        // has most of its changes so.
        let dy = numbers.changeKey(deltas.dy)
        var dx: Double?, unplaced = false
        if limitedKeys != nil {
            if dy < placedRange.y.low || dy > placedRange.y.high {
                unplaced = true
            } else {
                let x = numbers.changeKey(deltas.dx)
                (dx, unplaced) = (x, x < placedRange.x.low || x > placedRange.x.high)
            }
        }
        let at: Int
        if unplaced {
            at = variedGroup(of: noun, deltas)
            groups[at].include(deltas, moves: dy != 0 || numbers.isChange(deltas.dx),
                               resizes: numbers.isChange(deltas.dwidth) || numbers.isChange(deltas.dheight),
                               relayers: zIndex != nil, renumbers: renumbered)
        } else {
            let key = GroupKey(noun: noun, change: .changed, dx: dx ?? numbers.changeKey(deltas.dx), dy: dy,
                               dwidth: numbers.changeKey(deltas.dwidth), dheight: numbers.changeKey(deltas.dheight),
                               zIndex: zIndex, renumbered: renumbered)
            at = group(of: key, deltas)
        }
        guard groups[at].kept < membersKept, let member = member() else { return }
        if groups[at].kept > 0 { nextChanged[groups[at].last] = changes.count }
        groups[at].first = groups[at].kept == 0 ? changes.count : groups[at].first
        groups[at].last = changes.count
        groups[at].kept += 1
        changes.append(member)
        nextChanged.append(-1)
    }

    /// The group `key`'s change joins (made if there is none), its figures brought up to date:
    /// past `groupLimit` groups, a new change joins its kind's varied group.
    private mutating func group(of key: GroupKey, _ deltas: Deltas) -> Int {
        var at = lastPlaced.at
        if at < 0 || lastPlaced.key != key {
            if limitedKeys?.mayContain(key) != false, let placed = place[key] {
                at = placed
            } else if groups.count >= Self.groupLimit, key.change == .changed {
                at = variedGroup(of: key.noun, deltas)
            } else {
                at = newGroup(key, deltas)
            }
            lastPlaced = (key, at)
        }
        groups[at].include(deltas, moves: key.dx != 0 || key.dy != 0, resizes: key.dwidth != 0 || key.dheight != 0,
                           relayers: key.zIndex != nil, renumbers: key.renumbered)
        return at
    }

    /// The varied group of the kind whose noun is at `noun` (`Group.varied`), made at its first change.
    private mutating func variedGroup(of noun: Int, _ deltas: Deltas) -> Int {
        if variedGroups.count <= noun { variedGroups += Array(repeating: -1, count: noun + 1 - variedGroups.count) }
        if variedGroups[noun] < 0 { variedGroups[noun] = newGroup(GroupKey(noun: noun, change: .changed, varied: true), deltas) }
        return variedGroups[noun]
    }

    private mutating func newGroup(_ key: GroupKey, _ deltas: Deltas) -> Int {
        if key.change == .changed, !key.varied {
            placedRange.x = (min(placedRange.x.low, key.dx), max(placedRange.x.high, key.dx))
            placedRange.y = (min(placedRange.y.low, key.dy), max(placedRange.y.high, key.dy))
        }
        place[key] = groups.count
        if groups.count + 1 == Self.groupLimit { limitedKeys = GroupKeyFilter(place.keys) }
        groups.append(Group(noun: nouns.noun(key.noun), change: key.change, count: 0, first: -1, last: -1, key: key, deltas: deltas,
                            low: deltas, high: deltas))
        return groups.count - 1
    }

    /// The diff's added and removed elements grouped after its changes, the groups put kind by
    /// kind, and the summary made: `diff` is whole.
    mutating func finish(_ diff: FramesDiff) {
        contentSizeChange = diff.contentSize.map { size in
            zip(["width", "height"], zip(size.old, size.new)).compactMap { name, pair in
                numbers.change(pair.1 - pair.0).map { "\(name) \(numbers.value(pair.0)) -> \(numbers.value(pair.1)) (\($0))" }
            }.joined(separator: ", ")
        }
        // Added and removed elements make groups past the limit too: looked up in the dictionary.
        limitedKeys = nil
        nextAdded = Array(repeating: -1, count: diff.added.count)
        nextRemoved = Array(repeating: -1, count: diff.removed.count)
        for (change, entries) in [(Change.added, diff.added), (.removed, diff.removed)] {
            for (index, entry) in entries.enumerated() {
                let at = group(of: GroupKey(noun: nouns.place(of: entry), change: change), Deltas())
                if groups[at].count == 1 {
                    groups[at].first = index
                } else if change == .added {
                    nextAdded[groups[at].last] = index
                } else {
                    nextRemoved[groups[at].last] = index
                }
                groups[at].last = index
                groups[at].kept += 1
            }
        }
        place = [:]
        lastPlaced.at = -1
        // Kinds together, in the order they first appear (a few kinds: one pass each).
        var kinds: [String] = []
        var seen: Set<String> = []
        for group in groups where seen.insert(group.noun).inserted { kinds.append(group.noun) }
        if kinds.count > 1 { groups = kinds.flatMap { kind in groups.filter { $0.noun == kind } } }
        summary = makeSummary()
    }

    /// A group's members in order, at most `limit` of them: for a changed group, indexes into
    /// `changes`, which keeps its first `membersKept`; for others, into the diff's `added` or `removed`.
    public func members(of group: Group, limit: Int = .max) -> [Int] {
        let links = group.change == .changed ? nextChanged : group.change == .added ? nextAdded : nextRemoved
        let limit = min(limit, group.kept)
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
