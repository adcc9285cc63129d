import FramesFormat
import SpecReading

/// The evaluated UIKit values as spec document nodes (Docs/SpecFormat.md), each at the Swift
/// position it was made or set at, so that a spec error points into the Swift file.
enum SpecNodes {
    typealias Members = [(String, DocumentNode)]

    static func number(_ value: Double, _ position: SourcePosition) -> DocumentNode {
        DocumentNode(.number(value, text: formatNumber(value)), at: position)
    }

    static func string(_ text: String, _ position: SourcePosition) -> DocumentNode { DocumentNode(.string(text), at: position) }

    static func mapping(_ members: Members, _ position: SourcePosition) -> DocumentNode {
        DocumentNode(.object(members.map { DocumentNode.Member(key: $0.0, keyPosition: $0.1.position, value: $0.1) }), at: position)
    }

    /// A gap of `--partial`: a string the spec decoder refuses, saying where the Swift was and why.
    static func gap(_ diagnostic: ImportDiagnostic) -> DocumentNode {
        string("GAP \(ModulePositions.local(diagnostic.position)): \(diagnostic.fullMessage)", diagnostic.position)
    }

    static func mismatch(_ expected: String, _ value: Value, _ position: SourcePosition) -> ImportDiagnostic {
        if case .environment(let part) = value { return EnvironmentPaths.notANumber(part, at: position) }
        return ImportDiagnostic("expected \(expected), got \(value.typeDescription)", at: position,
                                instead: "write \(expected) (Docs/Import.md, \"What it reads\")")
    }

    static func numberNode(_ value: Value, _ position: SourcePosition) throws(ImportDiagnostic) -> DocumentNode {
        switch value {
        case .number(let number): return self.number(number, position)
        case .sectionIndex(let index): return self.number(Double(index), position)
        case .member("zero", let at): return self.number(0, at)
        case .gap(let diagnostic): return gap(diagnostic)
        default: throw mismatch("a number", value, position)
        }
    }

    static func boolNode(_ value: Value, _ position: SourcePosition) throws(ImportDiagnostic) -> DocumentNode {
        switch value {
        case .bool(let flag): return DocumentNode(.bool(flag), at: position)
        case .gap(let diagnostic): return gap(diagnostic)
        default: throw mismatch("true or false", value, position)
        }
    }

    /// `.continuous` → `continuous`: an enum case by its name, as the spec writes it.
    static func caseNode(_ value: Value, _ position: SourcePosition) throws(ImportDiagnostic) -> DocumentNode {
        switch value {
        case .member(let name, let at): return string(name, at)
        case .string(let text): return string(text, position)
        case .gap(let diagnostic): return gap(diagnostic)
        default: throw mismatch("a case such as .top", value, position)
        }
    }

    static func stringNode(_ value: Value, _ position: SourcePosition) throws(ImportDiagnostic) -> DocumentNode {
        switch value {
        case .string(let text): return string(text, position)
        case .gap(let diagnostic): return gap(diagnostic)
        default: throw mismatch("a string", value, position)
        }
    }

    /// `.fractionalWidth(0.5)` → `fractionalWidth(0.5)`; `.fixed(8)` → `fixed(8)`; a number is absolute (or fixed).
    static func factoryNode(_ value: Value, _ kind: Record.Kind, _ position: SourcePosition) throws(ImportDiagnostic) -> DocumentNode {
        switch value {
        case .record(let record) where record.kind == kind:
            if case .environment(let part)? = record.fields["container"] {
                return string("\(record.variant ?? "")(\(try part.containerLength(at: record.position).expressionText))", record.position)
            }
            guard case .number(let number) = record.fields["value"] else {
                if case .gap(let diagnostic) = record.fields["value"] { return gap(diagnostic) }
                throw mismatch("a number", record.fields["value"] ?? .null, record.position)
            }
            return string("\(record.variant ?? "")(\(formatNumber(number)))", record.position)
        case .number(let number): return self.number(number, position)
        case .gap(let diagnostic): return gap(diagnostic)
        default: throw mismatch(kind == .dimension ? "a dimension such as .fractionalWidth(1)" : "a spacing such as .fixed(8)", value, position)
        }
    }

    static func sizeNode(_ value: Value, _ position: SourcePosition) throws(ImportDiagnostic) -> DocumentNode {
        switch value {
        case .record(let record) where record.kind == .size:
            return mapping([("width", try factoryNode(record.fields["widthDimension"] ?? .null, .dimension, record.position)),
                            ("height", try factoryNode(record.fields["heightDimension"] ?? .null, .dimension, record.position))],
                           record.position)
        case .gap(let diagnostic): return gap(diagnostic)
        default: throw mismatch("an NSCollectionLayoutSize", value, position)
        }
    }

    /// NSDirectionalEdgeInsets: one number when the four are equal, else the edges that are not 0.
    static func insetsNode(_ value: Value, _ position: SourcePosition) throws(ImportDiagnostic) -> DocumentNode {
        switch value {
        case .member("zero", let at): return number(0, at)
        case .record(let record) where record.kind == .insets:
            var members: Members = []
            var values: [Double] = []
            for edge in ["top", "leading", "bottom", "trailing"] {
                var field = record.fields[edge] ?? .number(0)
                // `top: .zero`: CGFloat's zero, as apps write it.
                if case .member("zero", _) = field { field = .number(0) }
                if case .gap(let diagnostic) = field { members.append((edge, gap(diagnostic))); continue }
                guard case .number(let amount) = field else { throw mismatch("a number", field, record.position) }
                values.append(amount)
                if amount != 0 { members.append((edge, number(amount, record.position))) }
            }
            if values.count == 4, Set(values).count == 1 { return number(values[0], record.position) }
            return mapping(members, record.position)
        case .gap(let diagnostic): return gap(diagnostic)
        default: throw mismatch("NSDirectionalEdgeInsets", value, position)
        }
    }

    /// A CGPoint as `[x, y]`.
    static func pointNode(_ value: Value, _ position: SourcePosition) throws(ImportDiagnostic) -> DocumentNode {
        switch value {
        case .member("zero", let at): return DocumentNode(.array([number(0, at), number(0, at)]), at: at)
        case .record(let record) where record.kind == .point:
            return DocumentNode(.array([try numberNode(record.fields["x"] ?? .number(0), record.position),
                                        try numberNode(record.fields["y"] ?? .number(0), record.position)]), at: record.position)
        case .gap(let diagnostic): return gap(diagnostic)
        default: throw mismatch("a CGPoint", value, position)
        }
    }

    static func edgeSpacingNode(_ value: Value, _ position: SourcePosition) throws(ImportDiagnostic) -> DocumentNode {
        guard case .object(let object) = value, object.kind == .edgeSpacing else {
            if case .gap(let diagnostic) = value { return gap(diagnostic) }
            throw mismatch("an NSCollectionLayoutEdgeSpacing", value, position)
        }
        var members: Members = []
        for edge in ["leading", "top", "trailing", "bottom"] {
            guard let spacing = object[edge] else { continue }
            // `.none` is Swift's Optional.none, as apps write an edge without spacing: nil.
            if case .null = spacing { continue }
            if case .member("none", _) = spacing { continue }
            members.append((edge, try factoryNode(spacing, .spacing, object.position)))
        }
        return mapping(members, object.position)
    }

    static func anchorNode(_ value: Value, _ position: SourcePosition) throws(ImportDiagnostic) -> DocumentNode {
        guard case .object(let anchor) = value, anchor.kind == .anchor else {
            if case .gap(let diagnostic) = value { return gap(diagnostic) }
            throw mismatch("an NSCollectionLayoutAnchor", value, position)
        }
        let edges: [DocumentNode]
        switch anchor["edges"] {
        case .array(let elements):
            edges = try elements.map { element throws(ImportDiagnostic) in try caseNode(element, anchor.position) }
        case .member(let name, let at): edges = name == "all" ? [] : [string(name, at)]
        case let other: throw mismatch("edges such as [.top, .trailing]", other ?? .null, anchor.position)
        }
        var members: Members = [("edges", DocumentNode(.array(edges), at: anchor.position))]
        for key in ["absoluteOffset", "fractionalOffset"] {
            if let offset = anchor[key] { members.append((key, try pointNode(offset, anchor.position))) }
        }
        return mapping(members, anchor.position)
    }

    /// An array of objects, each through `element`.
    static func arrayNode(_ value: Value, _ position: SourcePosition,
                          _ element: (Value, SourcePosition) throws(ImportDiagnostic) -> DocumentNode) throws(ImportDiagnostic) -> DocumentNode {
        switch value {
        case .array(let elements):
            var nodes: [DocumentNode] = []
            for item in elements { nodes.append(try element(item, position)) }
            return DocumentNode(.array(nodes), at: position)
        case .gap(let diagnostic): return gap(diagnostic)
        default: throw mismatch("an array", value, position)
        }
    }
}
