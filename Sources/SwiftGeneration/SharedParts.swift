import LayoutEngine
import SpecReading

/// Items and groups that section functions share: each becomes a function of its own
/// (`makeThumbnailItem()`), called where the sections use it (Docs/SwiftGeneration.md, "Code to
/// keep"). A part counts as shared when two pieces of code hold it: section definitions written as
/// code of their own, or the functions of parts already shared (a part inside a shared part is in
/// that part's function); the subitem of a `count` group is not a part (its size there is its share
/// of that group).
struct SharedParts {
    private(set) var functions: [(part: LayoutItem, name: String)] = []
    private var nameOf: [LayoutItem: String] = [:]
    /// Boundary items (a header block) that two definitions or more write alike (`SharedBoundaryItems`).
    private(set) var boundaryFunctions: [(item: BoundaryItem, name: String)] = []

    init() {}

    init(_ definitions: [SectionDefinition], options: SwiftLayoutGenerator.Options, taken: inout NameScope) {
        let prefix = options.namePrefix
        boundaryFunctions = Self.sharedBoundaryItems(definitions, options: options, taken: &taken)
        let groups = definitions.filter { $0.list == nil }.map(\.section.group)
        // Candidates: parts in two definitions or more, shallowest first.
        var depthOf: [LayoutItem: Int] = [:]
        var definitionsHolding: [LayoutItem: Int] = [:]
        for group in groups {
            var seen: Set<LayoutItem> = []
            Self.walk(.group(group), depth: 0, inCountGroup: false) { part, depth in
                depthOf[part] = min(depthOf[part] ?? depth, depth)
                if seen.insert(part).inserted { definitionsHolding[part, default: 0] += 1 }
                return true
            }
        }
        // A part reading the container stays in its section's code, where the environment is.
        let candidates = definitionsHolding.filter { $0.value >= 2 && !$0.key.readsContainer }.keys.sorted { depthOf[$0] ?? 0 < depthOf[$1] ?? 0 }
        // What holds a part's code: each definition, and each shared part's function (its subitems).
        var holders: [(root: LayoutItem, isPart: Bool)] = groups.map { (.group($0), false) }
        for candidate in candidates {
            var holding = 0
            for holder in holders {
                var found = false
                Self.walk(holder.root, depth: 0, inCountGroup: false) { part, depth in
                    if holder.isPart && depth == 0 { return true }
                    if part == candidate { found = true }
                    // What a shared part holds is in its function.
                    return nameOf[part] == nil
                }
                if found { holding += 1 }
            }
            guard holding >= 2 else { continue }
            let name = Self.name(candidate, prefix: prefix, taken: &taken)
            nameOf[candidate] = name
            functions.append((candidate, name))
            holders.append((candidate, true))
        }
    }

    /// Every part of `part`'s tree with its depth, but the subitems of `count` groups; `visit`
    /// returns whether to go into the part.
    private static func walk(_ part: LayoutItem, depth: Int, inCountGroup: Bool, _ visit: (LayoutItem, Int) -> Bool) {
        if !inCountGroup && !visit(part, depth) { return }
        guard case .group(let group) = part else { return }
        for subitem in group.subitems { walk(subitem, depth: depth + 1, inCountGroup: group.count != nil, visit) }
    }

    /// `makeThumbnailItem`, `makeRowGroup`; `makeItem`, `makeGroup` without a `name`.
    private static func name(_ part: LayoutItem, prefix: String, taken: inout NameScope) -> String {
        let (name, what): (String?, String)
        switch part {
        case .item(let item): (name, what) = (item.name, "Item")
        case .group(let group): (name, what) = (group.name, "Group")
        }
        return taken.claim("make\(prefix)\(name.flatMap(SwiftSyntax.typeName) ?? "")\(what)")
    }

    /// The function that builds `part`, when it is shared.
    func function(for part: LayoutItem) -> String? { nameOf[part] }

    /// The functions, each building its part as a section's code would (shared parts inside it
    /// called in turn).
    func write(options: SwiftLayoutGenerator.Options, into w: inout SwiftWriter) {
        writeBoundaryFunctions(options: options, into: &w)
        for (part, name) in functions {
            w.blank()
            let type = if case .item = part { "NSCollectionLayoutItem" } else { "NSCollectionLayoutGroup" }
            w.line("/// The \(type == "NSCollectionLayoutItem" ? "item" : "group") several sections use.")
            w.function("@MainActor private func \(name)", parameters: "", returns: type) { w in
                var code = SectionCode(options, shared: self, building: part)
                w.line("return " + code.writePart(part, into: &w))
            }
        }
    }
}
