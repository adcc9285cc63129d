/// Block and flow collections, implicit keys, aliases and merge keys.
extension YAMLParser {
    /// A key's resolved value, as keys are compared (YAML 1.2.2, 3.2.1.3 "Node Comparison": by
    /// tag and canonical form): a string is itself; an integer its decimal digits without sign
    /// `+` or leading zeros (`1`, `01`, `0x1`, `+1` alike); a float its value; `null`, `~` and an
    /// empty key one null; each boolean one. Others than strings are marked by a leading NUL,
    /// which no string of YAML holds (c-printable).
    static func identity(of node: DocumentNode) -> String {
        switch node.value {
        case .string(let text): return text
        case .null: return "\u{0}null"
        case .bool(let value): return "\u{0}bool \(value)"
        case .number(let value, let text):
            var digits = Substring(text)
            let negative = digits.first == "-"
            if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
            guard !digits.isEmpty, digits.allSatisfy({ $0 >= "0" && $0 <= "9" }) else {
                return "\u{0}float \(value.isNaN ? "nan" : String(value))"
            }
            let magnitude = digits.drop { $0 == "0" }
            return "\u{0}int " + (magnitude.isEmpty ? "0" : (negative ? "-" : "") + magnitude)
        case .array, .object: return ""
        }
    }

    /// What a line of a block node starts with, read once: a mapping key, or else the value it starts.
    enum LineStart {
        /// A key, its `:` next.
        case key(Key)
        /// A quoted scalar, a flow collection or an alias, read whole.
        case value(Built)
        /// The first line of a plain scalar, which may go on over the lines that follow.
        case plainLine(String, at: SourcePosition)
        /// Nothing read: what starts here is none of the above.
        case other

        var isKey: Bool {
            if case .key = self { return true }
            return false
        }
    }

    /// What starts here: a key when a `:` follows it on this line, else the value it starts. A
    /// value is kept, not read again (a flow collection as an entry of a block sequence is read once).
    mutating func keyOrValue(parent: Int) throws(DocumentError) -> LineStart {
        let start = scanner.index
        let position = scanner.position
        /// Whether a `:` follows what was read (after blanks); if not, the reader stays just after it.
        func keyFollows(_ scanner: inout YAMLScanner) -> Bool {
            let end = scanner.index
            scanner.skipBlanks()
            if scanner.isValueIndicator(at: scanner.index, inFlow: false) { return true }
            scanner.index = end
            return false
        }
        switch scanner.peek() {
        case "\"", "'":
            let (text, multiline) = try scanner.quoted(parentIndent: parent, inFlow: false)
            guard keyFollows(&scanner) else { return .value(Built(node: DocumentNode(.string(text), at: position), size: 1)) }
            if multiline { throw scanner.error(.implicitKeyOnOneLine, at: start) }
            return .key(Key(string: text, at: position, offset: start, isMerge: false, identity: text))
        case "[", "{":
            let collection = try flowCollection(parent: parent)
            guard keyFollows(&scanner) else { return .value(collection) }
            throw unsupported(.collectionKeys, at: start)
        case "*":
            let alias = try self.alias()
            guard keyFollows(&scanner) else { return .value(alias) }
            return .key(try Key(node: alias.node, text: keyText(alias.node, at: start), offset: start, isMerge: false,
                                identity: Self.identity(of: alias.node)))
        default:
            guard scanner.canStartPlain(inFlow: false) else { return .other }
            let text = scanner.plainLine(inFlow: false)
            guard keyFollows(&scanner) else { return .plainLine(text, at: position) }
            // A key that starts no null, boolean or number (the usual one) is its own identity.
            let identity = text.utf8.first.map(YAMLParser.startsSchemaValue) == false ? text : Self.identity(of: coreSchema(text, at: position))
            return .key(Key(string: text, at: position, offset: start, isMerge: text == "<<", identity: identity))
        }
    }

    /// A key's text: scalars as written; collections cannot be keys here.
    func keyText(_ node: DocumentNode, at offset: Int) throws(DocumentError) -> String {
        switch node.value {
        case .string(let text): return text
        case .number(_, let text): return text
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        case .array, .object: throw unsupported(.collectionKeys, at: offset)
        }
    }

    mutating func blockMapping(indent: Int, first: Key) throws(DocumentError) -> Built {
        try enter()
        defer { depth -= 1 }
        var builder = MappingBuilder(position: scanner.position(of: first.offset))
        var key = first
        while true {
            scanner.index += 1  // the ':'
            let value = try blockNode(parent: indent, inline: .afterKey, sequenceAtParent: true)
            try builder.add(key, value, parser: self)
            guard try nextEntry(at: indent, of: .mapping) else { break }
            try checkIndentation()
            var keyAnchor: String?
            if scanner.peek() == "&" {
                keyAnchor = try anchorName()
                scanner.skipBlanks()
                if scanner.peek() == "*" { throw scanner.error(.aliasWithAnchor) }
            }
            if scanner.peek() == "!" { throw unsupported(.tags) }
            if scanner.peek() == "?" && scanner.isSpaceOrEnd(1) { throw unsupported(.complexKeys) }
            if scanner.peek() == ":" && scanner.isSpaceOrEnd(1) { throw unsupported(.emptyKeys) }
            let entryStart = scanner.index
            guard case .key(let next) = try keyOrValue(parent: indent) else {
                throw scanner.error(.expectedMappingEntry, at: entryStart)
            }
            if let keyAnchor { anchors[keyAnchor] = Built(node: next.node, size: 1) }
            key = next
        }
        return try builder.build(parser: self)
    }

    mutating func blockSequence(indent: Int) throws(DocumentError) -> Built {
        try enter()
        defer { depth -= 1 }
        let position = scanner.position
        var items: [DocumentNode] = []
        var size = 1
        while true {
            scanner.index += 1  // the '-'
            let value = try blockNode(parent: indent, inline: .afterDash)
            items.append(value.node)
            size = try grow(size, by: value)
            guard try nextEntry(at: indent, of: .sequence),
                  scanner.peek() == "-" && scanner.isSpaceOrEnd(1) else { break }
            try checkIndentation()
        }
        return Built(node: DocumentNode(.array(items), at: position), size: size)
    }

    /// Moves to the next line's content and says whether it continues the block collection at
    /// `indent`: it must start its line, and a deeper line is an error.
    mutating func nextEntry(at indent: Int, of collection: DocumentMessage.BlockCollection) throws(DocumentError) -> Bool {
        scanner.skipToContent()
        if scanner.atEnd || scanner.atDocumentMarker() { return false }
        if !scanner.isFirstOnLine { throw scanner.error(.textAfterEntry(collection)) }
        let column = scanner.column
        if column > indent { throw scanner.error(.indentedMoreThanEntries(collection)) }
        return column == indent
    }

    /// A node that is not a block collection: a flow collection, a quoted or plain scalar, an alias.
    mutating func flowOrScalar(parent: Int, inFlow: Bool) throws(DocumentError) -> Built {
        let position = scanner.position
        switch scanner.peek() {
        case "[", "{":
            return try flowCollection(parent: parent)
        case "\"", "'":
            return Built(node: DocumentNode(.string(try scanner.quoted(parentIndent: parent, inFlow: inFlow).0), at: position), size: 1)
        case "*":
            return try alias()
        case "!":
            throw unsupported(.tags)
        case "|", ">":
            if inFlow { throw scanner.error(.blockScalarInFlow) }
            return Built(node: DocumentNode(.string(try scanner.blockScalar(parentIndent: parent)), at: position), size: 1)
        default:
            guard scanner.canStartPlain(inFlow: inFlow) else {
                throw scanner.error(.expectedValue(found: scanner.atEnd ? nil : scanner.character(at: scanner.index)))
            }
            return try plainScalar(continuing: scanner.plainLine(inFlow: inFlow), at: position, parent: parent, inFlow: inFlow)
        }
    }

    /// A plain scalar whose first line has been read, typed by the core schema.
    mutating func plainScalar(continuing firstLine: String, at position: SourcePosition, parent: Int,
                              inFlow: Bool) throws(DocumentError) -> Built {
        let text = try scanner.plainScalar(continuing: firstLine, parentIndent: parent, inFlow: inFlow)
        if !inFlow && scanner.isValueIndicator(at: scanner.index, inFlow: false) {
            throw scanner.error(.mappingValueNotAllowed)
        }
        return Built(node: coreSchema(text, at: position), size: 1)
    }

    mutating func alias() throws(DocumentError) -> Built {
        let offset = scanner.index
        scanner.index += 1
        let name = scanner.readName()
        guard let anchored = anchors[name] else { throw scanner.error(.unknownAnchor(name), at: offset) }
        aliasBytes += expandedBytes(anchored.node, budget: YAMLReader.maximumAliasBytes - aliasBytes)
        guard aliasBytes <= YAMLReader.maximumAliasBytes else {
            throw scanner.error(.aliasesTooLarge, at: offset)
        }
        return Built(node: anchored.node, size: anchored.size, repeats: true)
    }

    /// About the bytes `node` takes written out as JSON, counted until `budget` is passed (so
    /// that counting costs no more than the limit it checks).
    func expandedBytes(_ node: DocumentNode, budget: Int) -> Int {
        switch node.value {
        case .null, .bool: return 5
        case .number(_, let text): return text.utf8.count
        case .string(let text): return text.utf8.count + 2
        case .array(let elements):
            var total = 2
            for element in elements where total <= budget { total += expandedBytes(element, budget: budget - total) + 1 }
            return total
        case .object(let members):
            var total = 2
            for member in members where total <= budget {
                total += member.key.utf8.count + 4 + expandedBytes(member.value, budget: budget - total)
            }
            return total
        }
    }

    /// `[…]` or `{…}`, over as many lines as it takes (each indented past `parent`).
    mutating func flowCollection(parent: Int) throws(DocumentError) -> Built {
        try enter()
        defer { depth -= 1 }
        let position = scanner.position
        let isSequence = scanner.peek() == "["
        let close: Unicode.Scalar = isSequence ? "]" : "}"
        scanner.index += 1
        var items: [DocumentNode] = []
        var mapping = MappingBuilder(position: position)
        var size = 1
        while true {
            try skipFlowSpace(parent: parent)
            if scanner.peek() == close { scanner.index += 1; break }
            if scanner.peek() == "?" && scanner.isSpaceOrEnd(1) { throw unsupported(.complexKeys) }
            guard !scanner.atEnd else { throw scanner.error(.unterminatedFlowCollection, at: scanner.lastCharacter) }
            let entryStart = scanner.index
            let entryPosition = scanner.position
            // `{: a}` as `: a` in a block mapping: an empty key is refused, not read as null.
            if scanner.peek() == ":" && scanner.isValueIndicator(at: scanner.index, inFlow: true) {
                throw unsupported(.emptyKeys)
            }
            let key = try flowNode(parent: parent)
            let jsonLike = switch scanner[entryStart] { case "\"", "'", "[", "{": true; default: false }
            try skipFlowSpace(parent: parent)
            var value: Built?
            let adjacent = jsonLike && scanner.peek() == ":"
            if scanner.isValueIndicator(at: scanner.index, inFlow: true) || adjacent {
                if isSequence && scanner.line(of: scanner.index) != scanner.line(of: entryStart) {
                    throw scanner.error(.implicitKeyInFlowSequence)
                }
                scanner.index += 1
                try skipFlowSpace(parent: parent)
                if scanner.peek() == "," || scanner.peek() == close {
                    value = Built(node: DocumentNode(.null, at: scanner.position), size: 1)
                } else {
                    value = try flowNode(parent: parent)
                }
            }
            if isSequence {
                if let value {
                    var pair = MappingBuilder(position: entryPosition)
                    try pair.add(try flowKey(key, at: entryStart), value, parser: self)
                    let built = try pair.build(parser: self)
                    items.append(built.node)
                    size = try grow(size, by: built)
                } else {
                    items.append(key.node)
                    size = try grow(size, by: key)
                }
            } else {
                try mapping.add(try flowKey(key, at: entryStart), value ?? Built(node: DocumentNode(.null, at: entryPosition), size: 1), parser: self)
            }
            try skipFlowSpace(parent: parent)
            if scanner.peek() == "," { scanner.index += 1; continue }
            if scanner.peek() == close { scanner.index += 1; break }
            throw scanner.error(scanner.atEnd ? .unterminatedFlowCollection : .expectedFlowSeparator(close: close))
        }
        if isSequence { return Built(node: DocumentNode(.array(items), at: position), size: size) }
        return try mapping.build(parser: self)
    }

    func flowKey(_ key: Built, at offset: Int) throws(DocumentError) -> Key {
        let text = try keyText(key.node, at: offset)
        let plain = scanner[offset] != "\"" && scanner[offset] != "'"
        return Key(node: key.node, text: text, offset: offset, isMerge: plain && text == "<<", identity: Self.identity(of: key.node))
    }

    /// A node inside a flow collection, with an optional anchor.
    mutating func flowNode(parent: Int) throws(DocumentError) -> Built {
        if scanner.peek() == "&" {
            let name = try anchorName()
            try skipFlowSpace(parent: parent)
            if scanner.peek() == "," || scanner.peek() == "]" || scanner.peek() == "}" {
                let empty = Built(node: DocumentNode(.null, at: scanner.position), size: 1)
                anchors[name] = empty
                return empty
            }
            let built = try flowOrScalar(parent: parent, inFlow: true)
            anchors[name] = built
            return built
        }
        return try flowOrScalar(parent: parent, inFlow: true)
    }

    /// Whitespace, comments and line breaks inside a flow collection; lines must stay indented
    /// past the block the collection is in.
    mutating func skipFlowSpace(parent: Int) throws(DocumentError) {
        if scanner.skipToContent(), !scanner.atEnd, parent >= 0, scanner.indentation(ofLineAt: scanner.index) <= parent {
            throw scanner.error(.flowLineNotIndented)
        }
        if scanner.atDocumentMarker() { throw scanner.error(.documentMarkerInFlow) }
    }

    /// The size of a collection of `size` nodes once `child` (and `key`, a mapping's) is added;
    /// the document's count grows by the child alone (its own entries were counted as they were
    /// added), or by every node an alias repeats.
    func grow(_ size: Int, by child: Built, key: Bool = false) throws(DocumentError) -> Int {
        let keys = key ? 1 : 0
        nodes.total += (child.repeats ? child.size : 1) + keys
        nodes.aliased = nodes.aliased || child.repeats
        guard nodes.total <= nodes.limit else {
            throw scanner.error(.tooManyNodes(limit: nodes.limit, aliased: nodes.aliased))
        }
        return size + child.size + keys
    }
}

/// Collects a mapping's entries: refuses duplicate keys and applies merge keys (`<<: *base`,
/// `<<: [*a, *b]`) after the explicit entries, which win.
struct MappingBuilder {
    let position: SourcePosition
    var members: [DocumentNode.Member] = []
    var seen = MemberKeys()
    /// The identity of each key of `members` (`YAMLParser.identity`), in their order.
    var identities: [String] = []
    var merges: [Built] = []
    var size = 1

    init(position: SourcePosition) {
        self.position = position
    }

    mutating func add(_ key: YAMLParser.Key, _ value: Built, parser: YAMLParser) throws(DocumentError) {
        size = try parser.grow(size, by: value, key: true)
        if key.isMerge {
            merges.append(value)
            return
        }
        guard seen.isNew(key.identity, amongKeys: identities) else {
            throw parser.scanner.error(.duplicateKey(key.text), at: key.offset)
        }
        members.append(DocumentNode.Member(key: key.text, keyPosition: key.position, value: value.node))
        identities.append(key.identity)
    }

    func build(parser: YAMLParser) throws(DocumentError) -> Built {
        guard !merges.isEmpty else { return Built(node: DocumentNode(.object(members), at: position), size: size) }
        var members = self.members
        var seen = self.seen
        var identities = self.identities
        for merge in merges {
            var sources: [DocumentNode] = []
            switch merge.node.value {
            case .object: sources = [merge.node]
            case .array(let list): sources = list
            default: break
            }
            for source in sources {
                guard case .object(let entries) = source.value else {
                    throw DocumentError(.mergeKeyNotMapping, at: merge.node.position)
                }
                // A merged key is compared as the string it became (its type is no longer known).
                for entry in entries where seen.isNew(entry.key, amongKeys: identities) {
                    members.append(entry)
                    identities.append(entry.key)
                }
            }
            if sources.isEmpty {
                throw DocumentError(.mergeKeyNotMapping, at: merge.node.position)
            }
        }
        return Built(node: DocumentNode(.object(members), at: position), size: size)
    }
}
