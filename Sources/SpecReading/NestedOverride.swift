import FramesFormat
import LayoutEngine

/// An `adapt` key that names a path into the section (`group.count`, `group.subitems[0].item.size.width`):
/// it replaces that one value of the section as merged so far, leaving the rest as written
/// (Docs/SpecFormat.md, "sections"). A section provider that changes a group's column count or an
/// item's width writes only that, not the whole group again.
struct NestedOverride {
    enum Step: Equatable {
        case key(String)
        case index(Int)
    }

    let steps: [Step]
    /// The key as written, and its value.
    let field: Field

    /// The steps of `key` when it is a path (has a `.` or a `[`), `nil` for a plain key; a malformed
    /// path is an error at the key.
    static func steps(_ key: String) -> [Step]? {
        guard key.contains(".") || key.contains("[") else { return nil }
        var steps: [Step] = []
        for part in key.split(separator: ".", omittingEmptySubsequences: false) {
            var rest = Substring(part)
            let name = rest.prefix { $0 != "[" }
            guard !name.isEmpty else { return [] }
            steps.append(.key(String(name)))
            rest = rest.dropFirst(name.count)
            while rest.first == "[" {
                guard let close = rest.firstIndex(of: "]"), let index = Int(rest[rest.index(after: rest.startIndex)..<close]),
                      index >= 0 else { return [] }
                steps.append(.index(index))
                rest = rest[rest.index(after: close)...]
            }
            guard rest.isEmpty else { return [] }
        }
        return steps
    }

    /// Replaces the value at the path in `fields` (the section's keys, base and entry merged): the
    /// first step names a SECTION key the section has; every step but the last must exist; the last
    /// may add a key to a mapping (`group.count` where the group had none).
    func apply(to fields: inout [String: Field], sectionKeys: [String]) throws(Diagnostics) {
        guard case .key(let root)? = steps.first, sectionKeys.contains(root) else {
            throw field.fail(.pathRootNotASectionKey(allowed: sectionKeys))
        }
        guard let base = fields[root] else {
            throw field.fail(.pathRootMissing(root: root))
        }
        fields[root] = base.replacingNode(try replacing(base.node, at: steps.dropFirst()))
    }

    private func replacing(_ node: DocumentNode, at steps: ArraySlice<Step>) throws(Diagnostics) -> DocumentNode {
        guard let step = steps.first else { return field.node }
        switch (step, node.value) {
        case (.key(let key), .object(var members)):
            let spellings = [key] + SpecKeys.uikitNames.filter { $0.value == key }.map(\.key)
            if let index = members.firstIndex(where: { spellings.contains($0.key) }) {
                members[index].value = try replacing(members[index].value, at: steps.dropFirst())
            } else if steps.count == 1 {
                members.append(DocumentNode.Member(key: key, keyPosition: field.node.position, value: field.node))
            } else {
                throw field.fail(.pathThroughMissingKey(key: key))
            }
            return DocumentNode(.object(members), at: node.position)
        case (.index(let index), .array(var elements)):
            guard elements.indices.contains(index) else {
                throw field.fail(.pathIndexPastEnd(index: index, count: elements.count))
            }
            elements[index] = try replacing(elements[index], at: steps.dropFirst())
            return DocumentNode(.array(elements), at: node.position)
        case (.key(let key), _):
            throw field.fail(.pathNeedsMapping(key: key, found: node.typeName))
        case (.index(let index), _):
            throw field.fail(.pathNeedsList(index: index, found: node.typeName))
        }
    }
}

extension Field {
    /// An `adapt` entry split into its plain keys (as a mapping field) and its path keys.
    func adaptEntryParts() throws(Diagnostics) -> (plain: Field, overrides: [NestedOverride]) {
        guard case .object(let members) = node.value else { throw fail(.wrongType(expected: .mapping, found: node.typeName)) }
        var plain: [DocumentNode.Member] = []
        var overrides: [NestedOverride] = []
        for member in members {
            guard let steps = NestedOverride.steps(member.key) else {
                plain.append(member)
                continue
            }
            // The key is the spec's own text, of any length: paths and messages quote it cut.
            let field = child(EchoedText.escaped(member.key), member.value)
            guard !steps.isEmpty else {
                throw Diagnostics(SpecError(path: field.path, position: member.keyPosition, .malformedPath(key: member.key)))
            }
            overrides.append(NestedOverride(steps: steps, field: field))
        }
        return (replacingNode(DocumentNode(.object(plain), at: node.position)), overrides)
    }
}
