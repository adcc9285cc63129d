import SpecReading

/// A spec from the Swift that builds a compositional layout (Docs/Import.md): the file is read, the
/// layout function run, and what it builds written as a spec document whose nodes sit at the Swift
/// positions they came from.
public enum LayoutImporter {
    public struct Options: Sendable, Equatable {
        /// The function, method or property that builds the layout (`--function`, over a comment); nil: the one that returns it.
        public var functionName: String?
        /// Item counts by section (`--items 0=12,1=30`), over those of a `layout-compile: items` comment.
        public var items: [Int: Int] = [:]
        /// `--partial`: what cannot be evaluated is a marked gap, not an error.
        public var partial = false
        /// `--arg` and `--given` (over the file's `layout-compile:` comments).
        public var directives = ImportDirectives()

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
        try importLayout(from: try SwiftFile.read(source, directives: options.directives), options: options)
    }

    /// The layout the declarations of `file` (one Swift file, or a module's: `importModule`) build.
    static func importLayout(from file: SwiftFile, options: Options) throws(ImportDiagnostic) -> Imported {
        let evaluator = Evaluator(file: file, partial: options.partial)
        let entry = try EntryPoint.find(in: file, named: options.functionName ?? file.directives.functionName)
        let built = try entry.run(evaluator)
        var counts = try ItemCounts.fromComments(file.comments)
        counts.merge(options.items) { _, given in given }
        var builder = SpecBuilder(evaluator: evaluator, counts: counts, origin: entry.position)
        let document = built.kind == .layout ? try builder.layout(built) : try builder.screen(built)
        let unused = file.unusedGivens.map { given in
            ImportDiagnostic.note("the given value '\(given.spelling)' matches nothing in the code (its tokens are compared, spacing aside)",
                             at: given.position ?? entry.position)
        }
        return Imported(document: document, notes: unused + evaluator.notes + builder.notes, gaps: evaluator.gaps)
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
                throw ImportDiagnostic("expected '\(marker) S=N, S=N' (section=count), got '\(list)'", at: comment.position, instead: "write '// \(marker) 0=12, 1=30'")
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
