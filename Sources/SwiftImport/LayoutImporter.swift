import SpecReading

/// A spec from the Swift that builds a compositional layout (Docs/Import.md): the file is read, the
/// layout function run, and what it builds written as a spec document whose nodes sit at the Swift
/// positions they came from.
public enum LayoutImporter {
    public struct Options: Sendable {
        /// The function (or computed property) that returns the layout; nil: the one that does.
        public var functionName: String?
        /// Item counts by section (`--items 0=12,1=30`), over those of a `layout-compile: items` comment.
        public var items: [Int: Int] = [:]
        /// `--partial`: what cannot be evaluated is a marked gap, not an error.
        public var partial = false

        public init() {}
    }

    public struct Imported: Sendable {
        /// The spec (a layout, or a screen), ready for SpecDecoder.
        public var document: DocumentNode
        /// What was assumed or ignored: printed as notes.
        public var notes: [ImportDiagnostic]
        /// What `--partial` left as gaps (each also marked in the document).
        public var gaps: [ImportDiagnostic]
        /// The file the layout function is in, when several were read (`importModule`).
        public var file: String?
    }

    public static func importLayout(_ source: String, options: Options = Options()) throws(ImportDiagnostic) -> Imported {
        try importLayout(from: try SwiftFile.read(source), options: options)
    }

    /// The layout the declarations of `file` (one Swift file, or a module's: `importModule`) build.
    static func importLayout(from file: SwiftFile, options: Options) throws(ImportDiagnostic) -> Imported {
        let evaluator = Evaluator(file: file, partial: options.partial)
        let function = try layoutFunction(in: file, named: options.functionName)
        let built = try evaluator.invoke(.function(function, receiver: function.typeName.map { .instance($0) }), [], at: function.position)
        var counts = try ItemCounts.fromComments(file.comments)
        counts.merge(options.items) { _, given in given }
        var builder = SpecBuilder(evaluator: evaluator, counts: counts, origin: function.position)
        let document: DocumentNode
        switch built {
        case .object(let object) where object.kind == .layout:
            document = try builder.layout(object)
        case .object(let object) where object.kind == .splitViewController:
            document = try builder.screen(object)
        case .gap(let diagnostic):
            throw diagnostic
        default:
            throw ImportDiagnostic("\(function.name) returns \(built.typeDescription), not a UICollectionViewCompositionalLayout",
                                   at: function.position)
        }
        return Imported(document: document, notes: evaluator.notes + builder.notes, gaps: evaluator.gaps)
    }

    /// The function that builds the layout: the one named, or the one whose result is a layout
    /// (a split view controller's builder before the layouts of its columns).
    static func layoutFunction(in file: SwiftFile, named name: String?) throws(ImportDiagnostic) -> FunctionDeclaration {
        let start = SourcePosition(line: 1, column: 1)
        let runnable = file.functions.filter { $0.bodyStart >= 0 && $0.parameters.allSatisfy { $0.defaultValue != nil } }
        if let name {
            // `createLayout`, or `FeedViewController.createLayout` when several types have one.
            let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
            let matching = runnable.filter { parts.count == 2 ? $0.typeName == parts[0] && $0.name == parts[1] : $0.name == name }
            guard matching.count == 1 else {
                if matching.count > 1 {
                    throw ImportDiagnostic("several functions are named '\(name)' (\(described(matching))): name one as Type.\(name)",
                                           at: matching[1].position)
                }
                let names = runnable.filter { !$0.resultType.isEmpty }.map(\.name)
                throw ImportDiagnostic("no function or computed property named '\(name)' that takes no arguments"
                                       + (names.isEmpty ? "" : " (there are: \(names.joined(separator: ", ")))"), at: start)
            }
            return matching[0]
        }
        for results in [["UISplitViewController"], ["UICollectionViewCompositionalLayout", "UICollectionViewLayout"]] {
            let candidates = runnable.filter { function in results.contains { function.resultType.hasPrefix($0) } }
            if candidates.count == 1 { return candidates[0] }
            if candidates.count > 1 {
                throw ImportDiagnostic("several functions return a layout (\(described(candidates))): name one with "
                                       + "layout-compile import --function", at: candidates[1].position)
            }
        }
        throw ImportDiagnostic("no function or computed property returns a UICollectionViewCompositionalLayout (or a "
                               + "UICollectionViewLayout): name the one that builds it with layout-compile import --function", at: start)
    }

    /// `Feed.createLayout at 12:5, makeLayout at 40:1`.
    private static func described(_ functions: [FunctionDeclaration]) -> String {
        functions.map { "\($0.typeName.map { $0 + "." } ?? "")\($0.name) at \($0.position)" }.joined(separator: ", ")
    }
}

/// Item counts from a comment: `// layout-compile: items 0=12, 1=30` (Docs/Import.md, "Item counts").
public enum ItemCounts {
    static let marker = "layout-compile: items"

    static func fromComments(_ comments: [SwiftComment]) throws(ImportDiagnostic) -> [Int: Int] {
        var counts: [Int: Int] = [:]
        for comment in comments {
            guard let range = comment.text.firstRange(of: marker) else { continue }
            let list = comment.text[range.upperBound...].trimmingCharacters(in: " \t")
            guard let parsed = parse(String(list)) else {
                throw ImportDiagnostic("expected '\(marker) S=N, S=N' (section=count), got '\(list)'", at: comment.position)
            }
            counts.merge(parsed) { _, new in new }
        }
        return counts
    }

    /// `0=12,1=30` (spaces allowed): nil when malformed.
    public static func parse(_ text: String) -> [Int: Int]? {
        var counts: [Int: Int] = [:]
        for pair in text.split(separator: ",") {
            let parts = pair.split(separator: "=").map { $0.trimmingCharacters(in: " \t") }
            guard parts.count == 2, let section = Int(parts[0]), let count = Int(parts[1]),
                  (0..<10_000).contains(section), (0...1_000_000).contains(count), counts[section] == nil else { return nil }
            counts[section] = count
        }
        return counts.isEmpty ? nil : counts
    }
}

extension String {
    func trimmingCharacters(in characters: String) -> String {
        let set = Set(characters)
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}

extension Substring {
    func trimmingCharacters(in characters: String) -> String { String(self).trimmingCharacters(in: characters) }
}
