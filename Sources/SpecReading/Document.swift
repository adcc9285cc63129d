/// A place in a source text, 1-based.
public struct SourcePosition: Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
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
        if set == nil, members.count < 16 { return !members.contains { $0.key == key } }
        var keys = set ?? Set(members.map(\.key))
        set = nil  // `keys` the set's one reference: inserted into in place
        defer { set = keys }
        return keys.insert(key).inserted
    }
}

/// An error in a document, with where it is.
public struct DocumentError: Error, Sendable, Equatable {
    public var message: String
    public var position: SourcePosition

    public init(_ message: String, at position: SourcePosition) {
        self.message = message
        self.position = position
    }

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
}
