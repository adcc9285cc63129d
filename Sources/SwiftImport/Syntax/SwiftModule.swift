import SpecReading

/// One Swift file of the code to import: the path errors call it by, and its text.
public struct SwiftSource: Sendable, Equatable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// Bounds on a module: how many files and bytes are read, how many tokens they make
/// (Docs/Import.md, "Bounds"); one file keeps its own bounds (`ImportLimits`).
extension ImportLimits {
    /// Swift files of one import: a feature folder holds tens, an app's whole target hundreds.
    public static let maximumModuleFiles = 2_000
    /// Bytes of all of them together.
    public static let maximumModuleBytes = 32 * 1024 * 1024
    /// Tokens of all of them together.
    static let maximumModuleTokens = 4_000_000
}

/// Where a position of a module lies: tokens of several files share one array and one declaration
/// index, so each token's position carries its file's number above `columnBits` of the column
/// (Docs/Import.md, "The module"). One file (number 0, columns below 2^20) keeps its positions as they are.
enum ModulePositions {
    static let columnBits = 20
    static let columnMask = (1 << columnBits) - 1

    /// `position` of file number `file`; a column past 2^20 - 1 (a line over a million characters) is
    /// called by that last column.
    static func encoded(_ position: SourcePosition, file: Int) -> SourcePosition {
        SourcePosition(line: position.line, column: file << columnBits | min(position.column, columnMask))
    }

    static func file(of position: SourcePosition) -> Int { position.column >> columnBits }

    static func local(_ position: SourcePosition) -> SourcePosition {
        SourcePosition(line: position.line, column: position.column & columnMask)
    }
}

extension SwiftFile {
    /// The files of a module tokenized and scanned into one declaration index: the functions,
    /// properties, enums, types and extensions of every file, each body parsed when first run.
    /// Each file's tokens end with its own end token, so that no scan or body runs into the next.
    static func read(module sources: [SwiftSource], directives given: ImportDirectives = ImportDirectives()) throws(ImportDiagnostic) -> SwiftFile {
        guard sources.count <= ImportLimits.maximumModuleFiles else {
            throw ImportDiagnostic("more than \(ImportLimits.maximumModuleFiles) Swift files: too many to import at once",
                                   at: SourcePosition(line: 1, column: 1), instead: "name the feature's folder, not the whole app")
        }
        var bytes = 0
        var files: [(tokens: [SwiftToken], comments: [SwiftComment])] = []
        for (number, source) in sources.enumerated() {
            bytes += source.text.utf8.count
            guard bytes <= ImportLimits.maximumModuleBytes else {
                throw ImportDiagnostic("the Swift files pass \(ImportLimits.maximumModuleBytes) bytes together: too large to import",
                                       at: SourcePosition(line: 1, column: 1), instead: "import the feature's folder, not the whole app", file: source.path)
            }
            var (tokens, comments): ([SwiftToken], [SwiftComment])
            do {
                (tokens, comments) = try SwiftTokenizer.tokenize(source.text)
            } catch {
                throw sources.count > 1 ? error.inFile(source.path) : error
            }
            if sources.count > 1 {
                for index in tokens.indices { tokens[index].position = ModulePositions.encoded(tokens[index].position, file: number) }
                for index in comments.indices { comments[index].position = ModulePositions.encoded(comments[index].position, file: number) }
            }
            files.append((tokens, comments))
        }
        let directives = try given.withComments(files.flatMap(\.comments))
        var file = SwiftFile(tokens: [], comments: [], directives: directives)
        var starts: [Int] = []
        var unusedEverywhere: [ImportDirectives.Given]?
        for (number, part) in files.enumerated() {
            let active = try CompilationConditions.activeTokens(part.tokens, base: file.tokens.count, groups: &file.conditionGroups)
            let (tokens, unused) = GivenValues.substitute(directives.givens, in: active)
            unusedEverywhere = unusedEverywhere.map { before in before.filter { given in unused.contains { $0.spelling == given.spelling } } } ?? unused
            guard file.tokens.count + tokens.count <= ImportLimits.maximumModuleTokens else {
                throw ImportDiagnostic("more than \(ImportLimits.maximumModuleTokens) tokens in the Swift files together: too large to import",
                                       at: SourcePosition(line: 1, column: 1), instead: "import the feature's folder, not the whole app", file: sources[number].path)
            }
            starts.append(file.tokens.count)
            file.tokens += tokens
            file.comments += part.comments
        }
        file.unusedGivens = unusedEverywhere ?? []
        for start in starts {
            var scanner = DeclarationScanner(parser: SwiftParser(tokens: file.tokens, at: start))
            try scanner.scanFile(into: &file)
        }
        return file
    }
}

extension DeclarationScanner {
    /// The declarations of one file, from its first token to its end token. A `}` with no `{` at
    /// file level (code the scanner skipped in part): past it, on to the rest.
    mutating func scanFile(into file: inout SwiftFile) throws(ImportDiagnostic) {
        try declarations(typeName: nil, into: &file)
        while parser.current.kind != .end {
            parser.advance()
            try declarations(typeName: nil, into: &file)
        }
    }
}

extension ImportDiagnostic {
    /// The diagnostic of a module's file, at its place in that file (the file number taken out of
    /// the position, `ModulePositions`).
    public func located(in sources: [SwiftSource]) -> ImportDiagnostic {
        guard sources.count > 1, file == nil else { return self }
        var located = self
        let number = ModulePositions.file(of: position)
        located.position = ModulePositions.local(position)
        if sources.indices.contains(number) { located.file = sources[number].path }
        return located
    }

    /// The diagnostic, said to be in `path` (a file's own tokenizer or scanner failed).
    func inFile(_ path: String) -> ImportDiagnostic {
        var located = self
        located.file = path
        return located
    }
}
