/// Reads YAML 1.2 (core schema) into the same positioned document tree as JSON.
///
/// Supported: block and flow mappings and sequences; plain, single- and double-quoted scalars;
/// comments; literal and folded block scalars; anchors, aliases and merge keys (`<<`); a leading
/// `---` and a closing `...`. Refused as "unsupported YAML feature": tags, directives, complex
/// (`?`) keys, collections as keys, several documents. Duplicate keys and tab indentation are errors.
public enum YAMLReader {
    /// Bytes that aliases may add to a document, each alias counted as the text of what it
    /// repeats (as JSON): a small file cannot make `read` write gigabytes.
    public static let maximumAliasBytes = 16 * 1024 * 1024

    /// `nodeLimit`: `DocumentLimits.maximumNodes`, smaller in tests of the limit.
    public static func read(_ text: String, nodeLimit: Int = DocumentLimits.maximumNodes) throws(DocumentError) -> DocumentNode {
        guard text.utf8.count <= DocumentLimits.maximumBytes else {
            throw DocumentError(.documentTooLarge, at: SourcePosition(line: 1, column: 1))
        }
        var text = text
        let read = text.withUTF8 { utf8 in
            var parser = YAMLParser(utf8)
            parser.nodes.limit = nodeLimit
            return Result { () throws(DocumentError) in try parser.document() }
        }
        return try read.get()
    }
}

/// A node with the number of nodes it stands for once aliases are expanded.
struct Built {
    var node: DocumentNode
    var size: Int
    /// An alias: none of its `size` nodes is new, and the document's count grows by all of them.
    var repeats = false
}

/// The nodes of a document read so far, every alias counted as what it repeats; shared by the
/// parser and the mapping builders it hands itself to.
final class NodeCount {
    var total = 1
    var aliased = false
    var limit = DocumentLimits.maximumNodes
}

struct YAMLParser {
    var scanner: YAMLScanner
    var anchors: [String: Built] = [:]
    var depth = 0
    /// What the aliases read so far add to the document, in bytes (`expandedBytes`).
    var aliasBytes = 0
    /// Against `DocumentLimits.maximumNodes`: an alias bomb, or a document of millions of values, stops there.
    let nodes = NodeCount()

    /// `utf8`: the text's, valid while the parser reads.
    init(_ utf8: UnsafeBufferPointer<UInt8>) {
        scanner = YAMLScanner(utf8)
    }

    func unsupported(_ feature: DocumentMessage.YAMLFeature, at offset: Int? = nil) -> DocumentError {
        scanner.error(.unsupported(feature), at: offset)
    }

    mutating func document() throws(DocumentError) -> DocumentNode {
        if let (offset, scalar) = scanner.firstNonPrintable() {
            throw scanner.error(.nonPrintable(scalar), at: offset)
        }
        scanner.skipToContent()
        if scanner.peek() == "%" && scanner.column == 0 { throw unsupported(.directives) }
        var inline = Inline.none
        if scanner.atDocumentMarker() && scanner.peek() == "-" {
            scanner.index += 3
            inline = .afterDocumentStart
        }
        let start = scanner.position
        scanner.skipToContent()
        let empty = scanner.atEnd || scanner.atDocumentMarker()
        let root = empty ? Built(node: DocumentNode(.null, at: start), size: 1) : try blockNode(parent: -1, inline: inline)
        scanner.skipToContent()
        if scanner.atDocumentMarker() && scanner.peek() == "." {
            scanner.index += 3
            scanner.skipToContent()
            if !scanner.atEnd { throw unsupported(.severalDocuments) }
        }
        if scanner.atDocumentMarker() && scanner.peek() == "-" { throw unsupported(.severalDocuments) }
        if !scanner.atEnd {
            if scanner.peek() == "%" && scanner.column == 0 { throw unsupported(.directives) }
            throw scanner.error(.unexpectedContent)
        }
        return root.node
    }

    /// Where a block node starts relative to the indicator before it.
    enum Inline {
        /// On a line of its own.
        case none
        /// After `key:` on the same line: only a scalar, flow collection or alias may follow.
        case afterKey
        /// After `- ` on the same line: anything may follow, indented at its column.
        case afterDash
        /// After `---` on the same line.
        case afterDocumentStart
    }

    mutating func enter() throws(DocumentError) {
        depth += 1
        if depth > DocumentLimits.maximumDepth {
            throw scanner.error(.nestingTooDeep)
        }
    }

    /// A block node indented more than `parent` (a sequence may sit at `parent` itself when it is
    /// a mapping's value: `sequenceAtParent`).
    mutating func blockNode(parent: Int, inline: Inline, sequenceAtParent: Bool = false) throws(DocumentError) -> Built {
        let here = scanner.position
        scanner.skipToContent()
        var crossed = inline == .none || scanner.isFirstOnLine
        if scanner.atEnd || scanner.atDocumentMarker() { return Built(node: DocumentNode(.null, at: here), size: 1) }
        var column = scanner.column
        func belongs(_ column: Int) -> Bool {
            column > parent || (sequenceAtParent && column == parent && scanner.peek() == "-" && scanner.isSpaceOrEnd(1))
        }
        if crossed && !belongs(column) { return Built(node: DocumentNode(.null, at: here), size: 1) }
        if crossed { try checkIndentation() }

        // Node properties: an anchor; on a line of its own, it may be followed by the anchor of a key.
        var anchor: (name: String, offset: Int, sameLineAsContent: Bool)?
        var outerAnchor: String?
        if scanner.peek() == "!" { throw unsupported(.tags) }
        if scanner.peek() == "&" {
            let offset = scanner.index
            let name = try anchorName()
            let anchorLine = scanner.line(of: offset)
            let movedLine = scanner.skipToContent()
            if scanner.peek() == "!" { throw unsupported(.tags) }
            if !movedLine && scanner.peek() == "&" { throw scanner.error(.twoAnchors) }
            if !movedLine && scanner.peek() == "*" { throw scanner.error(.aliasWithAnchor) }
            anchor = (name, offset, !movedLine)
            // `a: &x` at the end of a file without a final line break anchors an empty node, as
            // it does with one.
            if scanner.atEnd && !movedLine {
                let empty = Built(node: DocumentNode(.null, at: scanner.position(of: offset)), size: 1)
                anchors[name] = empty
                return empty
            }
            if movedLine {
                crossed = true
                column = scanner.column
                if scanner.atEnd || scanner.atDocumentMarker() || !belongs(column) || scanner.line(of: scanner.index) == anchorLine {
                    let empty = Built(node: DocumentNode(.null, at: scanner.position(of: offset)), size: 1)
                    anchors[name] = empty
                    return empty
                }
                if scanner.peek() == "&" {
                    outerAnchor = name
                    let innerOffset = scanner.index
                    anchor = (try anchorName(), innerOffset, true)
                    scanner.skipBlanks()
                    if scanner.peek() == "*" { throw scanner.error(.aliasWithAnchor) }
                }
            }
        }
        // After `key:` or `---` on the same line only a scalar, a flow collection or an alias may follow;
        // after `- `, a nested block collection may, but not behind a tab.
        let onKeyLine = !crossed && (inline == .afterKey || inline == .afterDocumentStart)
        if !crossed && inline == .afterDash && separatorHasTab() {
            let c = scanner.peek()
            if (c == "-" || c == "?" || c == ":") && scanner.isSpaceOrEnd(1) {
                throw scanner.error(.tabIndentation)
            }
        }
        var built: Built
        if scanner.peek() == "-" && scanner.isSpaceOrEnd(1) {
            if onKeyLine { throw scanner.error(.blockSequenceOnKeyLine) }
            if anchor?.sameLineAsContent == true {
                throw scanner.error(.blockSequenceOnAnchorLine)
            }
            built = try blockSequence(indent: column)
        } else if scanner.peek() == "?" && scanner.isSpaceOrEnd(1) {
            throw unsupported(.complexKeys)
        } else if scanner.peek() == ":" && scanner.isSpaceOrEnd(1) {
            throw unsupported(.emptyKeys)
        } else if scanner.peek() == "|" || scanner.peek() == ">" {
            let at = scanner.position
            built = Built(node: DocumentNode(.string(try scanner.blockScalar(parentIndent: parent)), at: at), size: 1)
        } else {
            let start = try keyOrValue(parent: parent)
            if outerAnchor != nil && !start.isKey { throw scanner.error(.twoAnchors, at: anchor?.offset) }
            switch start {
            case .key(let key):
                if onKeyLine { throw scanner.error(.mappingOnKeyLine, at: key.offset) }
                if let found = anchor, found.sameLineAsContent {
                    // `&a key: value`: the anchor names the key.
                    anchors[found.name] = Built(node: key.node, size: 1)
                    anchor = nil
                }
                built = try blockMapping(indent: column, first: key)
            case .value(let value):
                built = value
            case .plainLine(let line, let position):
                built = try plainScalar(continuing: line, at: position, parent: parent, inFlow: false)
            case .other:
                built = try flowOrScalar(parent: parent, inFlow: false)
            }
        }
        if let anchor {
            anchors[anchor.name] = built
        }
        if let outerAnchor {
            anchors[outerAnchor] = built
        }
        return built
    }

    /// `&name` at the current position.
    mutating func anchorName() throws(DocumentError) -> String {
        let offset = scanner.index
        scanner.index += 1
        let name = scanner.readName()
        guard !name.isEmpty else { throw scanner.error(.anchorWithoutName, at: offset) }
        return name
    }

    /// Whether the blanks before the current position hold a tab.
    func separatorHasTab() -> Bool {
        var at = scanner.index - 1
        while at >= 0, YAMLScanner.isBlank(scanner[at]) {
            if scanner[at] == "\t" { return true }
            at -= 1
        }
        return false
    }

    /// Tabs may separate tokens but not indent block structure.
    func checkIndentation() throws(DocumentError) {
        let offset = scanner.index
        var at = offset - 1
        var sawTab = false
        while at >= 0, YAMLScanner.isBlank(scanner[at]) {
            if scanner[at] == "\t" { sawTab = true }
            at -= 1
        }
        let startsLine = at < 0 || YAMLScanner.isBreak(scanner[at])
        guard sawTab, startsLine else { return }
        let c = scanner.peek()
        let structural = (c == "-" || c == "?" || c == ":") && scanner.isSpaceOrEnd(1)
        var probe = scanner
        let isKey = probe.lineHasValueIndicator()
        if structural || isKey {
            throw scanner.error(.tabIndentation)
        }
    }
}

extension YAMLScanner {
    /// Whether the rest of this line holds a `key:` value indicator outside quotes and flow collections.
    mutating func lineHasValueIndicator() -> Bool {
        var quote: Unicode.Scalar?
        var flow = 0
        while let c = peek(), !YAMLScanner.isBreak(c) {
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "[" || c == "{" {
                flow += 1
            } else if c == "]" || c == "}" {
                flow -= 1
            } else if c == "#" && index > 0 && YAMLScanner.isBlank(self[index - 1]) {
                return false
            } else if c == ":" && flow == 0 && isValueIndicator(at: index, inFlow: false) {
                return true
            }
            index += 1
        }
        return false
    }
}
