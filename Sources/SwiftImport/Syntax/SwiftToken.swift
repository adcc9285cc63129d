import SpecReading

/// One token of Swift source (Docs/Import.md, "Grammar").
struct SwiftToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A name or keyword (`let`, `section`, `$0`, `` `default` `` without its backticks).
        case identifier
        /// `#if`, `#selector`, `#available`: `text` holds the name after `#`.
        case poundKeyword
        /// `@MainActor`: `text` holds the name after `@`.
        case attribute
        /// A number literal; `text` has its underscores removed.
        case number
        /// A string literal, its escapes resolved; `interpolated` when it had `\(…)`.
        case string(interpolated: Bool)
        /// `( ) [ ] { } , : ; .` and operators (`==`, `..<`, `->`, `?`, …).
        case punctuation
        case end
    }

    var kind: Kind
    var text: String
    var position: SourcePosition
    /// Whitespace or a comment directly before the token (tells `a ? b : c` from `a?.b`, and a
    /// prefix `-x` from `a - x`).
    var spaceBefore: Bool
    /// A line break before the token: `(` or `[` on a new line starts a new statement, not a call.
    var newlineBefore: Bool

    func `is`(_ punctuation: String) -> Bool { kind == .punctuation && text == punctuation }
    func isKeyword(_ word: String) -> Bool { kind == .identifier && text == word }
}

/// A comment of the source, kept for the item counts it may give (Docs/Import.md, "Item counts").
struct SwiftComment: Sendable, Equatable {
    var text: String
    var position: SourcePosition
}

/// Where the importer stopped, and why: a positioned message naming the Swift source, with what to
/// write in the spec instead when there is such a thing.
public struct ImportDiagnostic: Error, Sendable, Equatable {
    public var position: SourcePosition
    /// The file it is in, when several were read (`LayoutImporter.importModule`) and it is not the
    /// layout function's; nil: that one.
    public var file: String?
    public var message: String
    /// What to write in the spec instead (`write 'items: N' for that section`).
    public var instead: String?
    /// A limit passed or `fatalError()` reached: `--partial` stops here too, as it leaves no gap to mark.
    var stopsImport = false
    /// `fatalError()` reached: past the last section, a section provider says so this way.
    var isUnreachable = false
    /// A parameter of the entry point without a value, read (Entry/EntryArguments.swift).
    var isMissingArgument = false
    /// The environment read where no section provider runs: the entry point is then run as one (EntryPoint).
    var readsEnvironmentOutsideProvider = false

    /// A refusal: what cannot be imported, at the construct, and what to write (or give) instead. Every
    /// refusal says it (`RefusalAdviceTests`).
    public init(_ message: String, at position: SourcePosition, instead: String, file: String? = nil) {
        self.message = message
        self.position = position
        self.file = file
        self.instead = instead
    }

    /// A note: what was assumed, taken or left out, said beside the spec; nothing to write instead.
    static func note(_ message: String, at position: SourcePosition) -> ImportDiagnostic {
        var note = ImportDiagnostic(message, at: position, instead: "")
        note.instead = nil
        return note
    }

    /// The message and, when there is one, what to write instead.
    public var fullMessage: String {
        instead.map { "\(message); instead, \($0)" } ?? message
    }

    /// `file:line:col: error: message`, the source line and a caret.
    public func rendered(file: String, source: String?, severity: Diagnostic.Severity = .error) -> String {
        Diagnostic.render(file: file, position: position, message: fullMessage, source: source, severity: severity)
    }
}
