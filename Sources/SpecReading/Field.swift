import FramesFormat

/// A value of the spec together with its path (`sections[2].group.size.width`): every typed read
/// either succeeds or throws the Diagnostics that say where and what was expected.
struct Field {
    let node: DocumentNode
    /// Where the value is in the spec; spelled out when asked for (an error, a warning, a
    /// location), not for each of the many values read without one.
    var path: String { route.path }
    private let route: Route
    /// Where the warnings of the spec being decoded go; shared by every field read from it.
    let log: DiagnosticLog?

    init(_ node: DocumentNode, path: String, log: DiagnosticLog? = nil) {
        self.init(node, route: Route(.root(path)), log: log)
    }

    private init(_ node: DocumentNode, route: Route, log: DiagnosticLog?) {
        self.node = node
        self.route = route
        self.log = log
    }

    /// A field's path as its parent's and its own step, joined the first time it is asked for.
    private final class Route {
        enum Step {
            case root(String)
            case key(Route, String)
            case index(Route, Int)
        }

        let step: Step
        private(set) lazy var path: String = {
            switch step {
            case .root(let path): return path
            case .key(let parent, let key): return parent.path.isEmpty ? key : "\(parent.path).\(key)"
            case .index(let parent, let index): return "\(parent.path)[\(index)]"
            }
        }()

        init(_ step: Step) {
            self.step = step
        }
    }

    /// The error `diagnostic` at this field.
    func fail(_ diagnostic: SpecMessage) -> Diagnostics {
        Diagnostics(SpecError(path: path, position: node.position, diagnostic))
    }

    /// Notes something UIKit accepts here but ignores or lays out nothing for (Docs/CLI.md, "Warnings").
    func warn(_ diagnostic: SpecMessage) {
        log?.warn(SpecWarning(path: path, position: node.position, diagnostic))
    }

    /// The same place in the spec holding `node` instead (an `adapt` path key's change applied).
    func replacingNode(_ node: DocumentNode) -> Field {
        Field(node, route: route, log: log)
    }

    func child(_ key: String, _ node: DocumentNode) -> Field {
        Field(node, route: Route(.key(route, key)), log: log)
    }

    /// The members of a mapping, refusing keys not in `allowed` (with a suggestion for typos).
    /// UIKit's own names for a key (`layoutSize`, `widthDimension`, `elementKind`, ...) are read as
    /// the spec's; `left` and `right` get a pointer to `leading` and `trailing`.
    func members(allowed: [String]) throws(Diagnostics) -> [String: Field] {
        guard case .object(let members) = node.storage else {
            throw fail(.wrongType(expected: .mapping, found: node.typeName))
        }
        var fields: [String: Field] = [:]
        fields.reserveCapacity(members.count)
        // Every unknown key of the mapping is reported, not only the first: each is its own typo.
        // Past the errors printed (`SpecError.reportLimit`) they are only counted: a spec of
        // millions of unknown keys costs a count each, not a message and a did-you-mean search.
        var found = Diagnostics()
        for (index, member) in members.enumerated() {
            // Only errors need the key's path (the key quoted): made when there is one.
            var quoted: String { EchoedText.escaped(member.key) }
            var memberPath: String { path.isEmpty ? quoted : "\(path).\(quoted)" }
            var key = member.key
            if !allowed.contains(key), let spelled = SpecKeys.uikitNames[key], allowed.contains(spelled) { key = spelled }
            guard allowed.contains(key) else {
                guard found.errors.count < SpecError.reportLimit else {
                    found.countNotShown(1)
                    continue
                }
                if index > 0, let split = Self.decimalCommaSplit(members[index - 1], member) {
                    // `{width: fractionalWidth(0,5)}`: the flow mapping's comma cut the call in two.
                    let previous = members[index - 1]
                    let previousKey = EchoedText.escaped(previous.key)
                    found.report(SpecError(path: path.isEmpty ? previousKey : "\(path).\(previousKey)",
                                           position: previous.value.position, .malformedArgument(text: split.text, argument: split.argument)))
                    continue
                }
                // The search for a likely key is made for the keys printed in the whole spec only.
                let searched = log.map { $0.unknownKeys < SpecError.reportLimit } ?? true
                log?.unknownKeys += 1
                let hint = searched ? SpecMessage.Suggestion.find(for: member.key, among: allowed) : nil
                found.report(SpecError(path: memberPath, position: member.keyPosition,
                                       .unknownKey(key: member.key, suggestion: hint, allowed: allowed)))
                continue
            }
            guard fields[key] == nil else {
                found.report(SpecError(path: memberPath, position: member.keyPosition, .repeatedKey(written: member.key, key: key)))
                continue
            }
            fields[key] = child(member.key, member.value)
        }
        if found.hasErrors { throw found }
        return fields
    }

    /// A call written with a decimal comma in a flow mapping, `{width: fractionalWidth(0,5)}`,
    /// which the comma cut into a value `fractionalWidth(0` and a key `5)` with no value: the call
    /// as written and its argument, for the error that says the decimal separator is a point.
    static func decimalCommaSplit(_ previous: DocumentNode.Member, _ member: DocumentNode.Member) -> (text: String, argument: String)? {
        guard case .string(let head) = previous.value.value, case .null = member.value.value,
              let open = head.lastIndex(of: "("), head.index(after: open) < head.endIndex else { return nil }
        let whole = head[head.index(after: open)...]
        let fraction = member.key.prefix { $0.isASCII && $0.isNumber }
        guard whole.allSatisfy({ $0.isASCII && $0.isNumber }), !fraction.isEmpty,
              member.key.dropFirst(fraction.count).hasPrefix(")") else { return nil }
        return ("\(head),\(member.key)", "\(whole),\(fraction)")
    }

    func elements() throws(Diagnostics) -> [Field] {
        guard case .array(let nodes) = node.storage else { throw fail(.wrongType(expected: .list, found: node.typeName)) }
        return nodes.enumerated().map { element($0, $1) }
    }

    /// The element at `index` of this list, `node`.
    func element(_ index: Int, _ node: DocumentNode) -> Field {
        Field(node, route: Route(.index(route, index)), log: log)
    }

    func string() throws(Diagnostics) -> String {
        guard case .string(let text) = node.storage else { throw fail(.wrongType(expected: .string, found: node.typeName)) }
        return text
    }

    func bool() throws(Diagnostics) -> Bool {
        guard case .bool(let value) = node.storage else { throw fail(.wrongType(expected: .bool, found: node.typeName)) }
        return value
    }

    /// A finite number no larger in magnitude than `SpecLimits.maximumLength`.
    func number() throws(Diagnostics) -> Double {
        guard let value = node.number else { throw fail(.wrongType(expected: .number, found: node.typeName)) }
        return try checked(value)
    }

    func checked(_ value: Double) throws(Diagnostics) -> Double {
        guard value.isFinite else { throw fail(.notFinite) }
        guard abs(value) <= SpecLimits.maximumLength else { throw fail(.lengthOutOfRange(value: value)) }
        return value
    }

    func nonNegativeNumber() throws(Diagnostics) -> Double {
        let value = try number()
        guard value >= 0 else { throw fail(.negativeNumber(value: value)) }
        return value
    }

    func integer(in range: ClosedRange<Int>) throws(Diagnostics) -> Int {
        // A number written as its integer's digits (the usual count) is whole: its text is not made.
        if case .whole(let integer) = node.storage, range.contains(integer) { return integer }
        guard case .number(let value, let text) = node.value else { throw fail(.wrongType(expected: .wholeNumber, found: node.typeName)) }
        guard value.rounded() == value, !text.contains("."), !text.lowercased().contains("e") || value < 1e15 else {
            throw fail(.notWholeNumber(text: text))
        }
        guard value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
            throw fail(.outOfRange(value: text, range: range))
        }
        return Int(value)
    }

    /// One of a fixed set of words (an enum's raw values).
    func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws(Diagnostics) -> T where T.RawValue == String {
        let word = try string()
        if let value = T(rawValue: word) { return value }
        let names = T.allCases.map(\.rawValue)
        throw fail(.unknownValue(value: word, suggestion: .find(for: word, among: names), allowed: names))
    }
}

extension Dictionary where Key == String, Value == Field {
    /// The member `key` of the mapping `owner`, which must have it.
    func required(_ key: String, in owner: Field) throws(Diagnostics) -> Field {
        guard let field = self[key] else { throw owner.fail(.missingKey(key: key)) }
        return field
    }

    /// The command line's `flag` when given, else the member `key` as `read` reads it, else
    /// `fallback`: command-line flags win over the spec, which wins over the defaults.
    func pick<T>(_ flag: T?, _ key: String, _ read: (Field) throws(Diagnostics) -> T, _ fallback: T) throws(Diagnostics) -> T {
        if let flag { return flag }
        if let field = self[key] { return try read(field) }
        return fallback
    }
}

/// A number as an error message shows it: as frames print it (`-4`, not `-4.0`), and an infinity
/// or NaN a message may be about as itself (`inf`), where frames never hold one.
func spelled(_ value: Double) -> String {
    value.isFinite ? formatNumber(value) : "\(value)"
}

/// Bounds on what a spec may ask for, so that absurd inputs get an error rather than a hang.
public enum SpecLimits {
    /// Any length, offset or size in points.
    public static let maximumLength: Double = 10_000_000
    /// Items in all sections together.
    public static let maximumItems = 1_000_000
    /// Sections in a layout.
    public static let maximumSections = 100_000
    /// Groups nested inside groups.
    public static let maximumGroupDepth = 32
    /// `count` of a group, and frames of a custom group.
    public static let maximumRepetitions = 10_000
    /// Accessories of one row.
    public static let maximumAccessories = 16
    /// Levels of an outline (`children` in `children`): as deep as a document may nest. Written
    /// out, an outline cannot reach it (each level takes a list and a mapping); YAML aliases can
    /// (each adds its whole target), and the rows are read one recursion a level, so it stops here.
    public static let maximumOutlineDepth = DocumentLimits.maximumDepth
}
