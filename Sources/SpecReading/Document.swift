/// A place in a source text, 1-based.
public struct SourcePosition: Sendable, Equatable, CustomStringConvertible {
    /// Kept in 32 bits each (a document is at most `DocumentLimits.maximumBytes`, far below
    /// 2^31 lines or columns): every node of a document holds one, and a document may hold
    /// millions of nodes.
    private var storedLine: Int32
    private var storedColumn: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A document as read from JSON or YAML: every value keeps where it was written.
public struct DocumentNode: Sendable, Equatable {
    public enum Value: Sendable, Equatable {
        case null
        case bool(Bool)
        /// The number and the text it was written as (counts are read from the text, exactly).
        case number(Double, text: String)
        case string(String)
        case array([DocumentNode])
        /// Keys in document order; readers refuse duplicate keys.
        case object([Member])
    }

    public struct Member: Sendable, Equatable {
        public var key: String
        public var keyPosition: SourcePosition
        public var value: DocumentNode

        public init(key: String, keyPosition: SourcePosition, value: DocumentNode) {
            self.key = key
            self.keyPosition = keyPosition
            self.value = value
        }
    }

    public var value: Value
    public var position: SourcePosition

    public init(_ value: Value, at position: SourcePosition) {
        self.value = value
        self.position = position
    }

    public subscript(key: String) -> DocumentNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// What kind of value this is, in the words an error message uses.
    public var typeName: String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "a list"
        case .object: return "a mapping"
        }
    }
}

/// The keys of a mapping being read, for refusing a repeated one: a small mapping (the usual one)
/// is searched as it is, a larger one keeps a set from its 16th key on.
struct MemberKeys {
    private var set: Set<String>?

    /// Whether `key` is none of the keys of `members`, to which the reader then appends it.
    mutating func isNew(_ key: String, among members: [DocumentNode.Member]) -> Bool {
        isNew(key, amongKeys: members.lazy.map(\.key))
    }

    /// Whether `key` is none of `keys`, to which the reader then appends it (YAML: the keys'
    /// resolved values, `YAMLParser.identity`).
    mutating func isNew<Keys: Collection<String>>(_ key: String, amongKeys keys: Keys) -> Bool {
        if set == nil, keys.count < 16 { return !keys.contains(key) }
        var keys = set ?? Set(keys)
        set = nil  // `keys` the set's one reference: inserted into in place
        defer { set = keys }
        return keys.insert(key).inserted
    }
}

/// An error in a document, with where it is.
public struct DocumentError: Error, Sendable, Equatable {
    public var diagnostic: DocumentMessage
    public var position: SourcePosition

    public init(_ diagnostic: DocumentMessage, at position: SourcePosition) {
        self.diagnostic = diagnostic
        self.position = position
    }

    /// The sentence printed.
    public var message: String { diagnostic.text }

    public func rendered(file: String, source: String? = nil) -> String {
        Diagnostic.render(file: file, position: position, message: message, source: source)
    }
}

/// Limits every reader enforces, so that absurd documents get an error, not a hang or a crash.
public enum DocumentLimits {
    /// Nesting of lists and mappings.
    public static let maximumDepth = 256
    /// Source size in bytes.
    public static let maximumBytes = 64 * 1024 * 1024
    /// Nodes a document may hold, counted alike by both readers: every value, list and mapping,
    /// and every key; a YAML alias counts the nodes it repeats (Docs/CLI.md, "Limits"). Our
    /// choice: the layout's 1,000,000 items as a list of entries of up to three keys (`id`,
    /// `width`, `height`: 7 nodes an entry) fit, and reading stays within about 24 bytes of memory
    /// per byte of input and 400 MiB in all (40 bytes a node, the smallest node being 2 bytes, `0,`,
    /// at most 8,000,000 of them: 16 MB of text take 371 MiB, measured).
    public static let maximumNodes = 8_000_000
}
