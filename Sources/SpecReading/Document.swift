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
///
/// 16 bytes a node (a document may hold `DocumentLimits.maximumNodes` of them): the value in a
/// 9-byte `Storage`, whose payloads are 8 bytes at most (a string, and a number whose text is not
/// its integer's digits, in a box of their own), and the position packed into the 7 bytes after it
/// (`PackedPosition`). `value` and `position` read and write them as the public types.
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

    /// A `Value` in at most 8 bytes of payload: the usual number of a spec, a whole one written as
    /// its digits (`0`, `-12`, `390`), is held as its integer, its text made again when asked for.
    enum Storage: Sendable {
        case null
        case bool(Bool)
        /// A number whose text is `String(integer)` (within `WholeNumber.maximumDigits` digits,
        /// so its Double is exact).
        case whole(Int)
        indirect case number(Double, text: String)
        indirect case string(String)
        case array([DocumentNode])
        case object([Member])
    }

    var storage: Storage
    /// The position, line and column 28 bits each (`PackedPosition`), in the bytes after `storage`.
    private var positionHigh: UInt8
    private var positionMiddle: UInt16
    private var positionLow: UInt32

    public init(_ value: Value, at position: SourcePosition) {
        self.init(storage: Self.storage(of: value), at: position)
    }

    init(storage: Storage, at position: SourcePosition) {
        self.storage = storage
        let packed = PackedPosition.bits(of: position)
        positionHigh = UInt8(truncatingIfNeeded: packed >> 48)
        positionMiddle = UInt16(truncatingIfNeeded: packed >> 32)
        positionLow = UInt32(truncatingIfNeeded: packed)
    }

    public var value: Value {
        get {
            switch storage {
            case .null: return .null
            case .bool(let flag): return .bool(flag)
            case .whole(let integer): return .number(Double(integer), text: String(integer))
            case .number(let number, let text): return .number(number, text: text)
            case .string(let text): return .string(text)
            case .array(let elements): return .array(elements)
            case .object(let members): return .object(members)
            }
        }
        set { storage = Self.storage(of: newValue) }
    }

    public var position: SourcePosition {
        get { PackedPosition.position(of: UInt64(positionHigh) << 48 | UInt64(positionMiddle) << 32 | UInt64(positionLow)) }
        set { self = DocumentNode(storage: storage, at: newValue) }
    }

    /// The number this node holds, without making its text (what decoding asks for); nil for
    /// another value.
    public var number: Double? {
        switch storage {
        case .whole(let integer): return Double(integer)
        case .number(let number, _): return number
        default: return nil
        }
    }

    /// A value as stored: a number whose text is its integer's digits as `whole`, so that a value
    /// has one storage (and `==` compares what `value` gives).
    private static func storage(of value: Value) -> Storage {
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let number, let text):
            if let integer = wholeNumber(text), Double(integer) == number { return .whole(integer) }
            return .number(number, text: text)
        case .string(let text): return .string(text)
        case .array(let elements): return .array(elements)
        case .object(let members): return .object(members)
        }
    }

    /// The integer whose `String` is `text` exactly (no sign `+`, no leading zero, no `-0`), of at
    /// most `WholeNumber.maximumDigits` digits.
    private static func wholeNumber(_ text: String) -> Int? {
        let utf8 = text.utf8
        let negative = utf8.first == UInt8(ascii: "-")
        let digits = negative ? utf8.dropFirst() : utf8[...]
        guard let first = digits.first, first != UInt8(ascii: "0") || digits.count == 1,
              let magnitude = WholeNumber.value(of: digits), !(negative && magnitude == 0) else { return nil }
        return negative ? -magnitude : magnitude
    }

    public static func == (lhs: DocumentNode, rhs: DocumentNode) -> Bool {
        lhs.value == rhs.value && lhs.position == rhs.position
    }

    public subscript(key: String) -> DocumentNode? {
        guard case .object(let members) = storage else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// What kind of value this is, in the words an error message uses.
    public var typeName: String {
        switch storage {
        case .null: return "null"
        case .bool: return "a boolean"
        case .whole, .number: return "a number"
        case .string: return "a string"
        case .array: return "a list"
        case .object: return "a mapping"
        }
    }
}

/// A node's line and column in 56 bits, 28 each: a document is at most `DocumentLimits.maximumBytes`
/// (2^26) bytes, so neither can reach 2^28; a larger one (a position no reader makes) is clamped.
enum PackedPosition {
    static let fieldBits: UInt64 = 28
    static let largest = (1 << 28) - 1

    static func bits(of position: SourcePosition) -> UInt64 {
        UInt64(min(max(position.line, 0), largest)) | UInt64(min(max(position.column, 0), largest)) << fieldBits
    }

    static func position(of bits: UInt64) -> SourcePosition {
        let mask: UInt64 = (1 << fieldBits) - 1
        return SourcePosition(line: Int(bits & mask), column: Int(bits >> fieldBits & mask))
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
    /// `width`, `height`: 7 nodes an entry) fit, and reading stays within about 10 bytes of heap
    /// per byte of input and 170 MiB in all (16 bytes a node, the smallest node being 2 bytes, `0,`,
    /// at most 8,000,000 of them: 16 MB of text take 161 MiB, measured).
    public static let maximumNodes = 8_000_000
}
