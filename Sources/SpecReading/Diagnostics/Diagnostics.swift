/// The errors and warnings found in a spec, each in the order found. Decoding appends to it part
/// by part (each independent part's errors as it fails, every warning as it is seen), as
/// compilers report every error of a file rather than the first only; a spec with errors throws
/// it. Reading a value that is wrong throws the few errors of that value, which the part
/// decoding it appends.
public struct Diagnostics: Error, Sendable, Equatable {
    public private(set) var errors: [SpecError] = []
    public private(set) var warnings: [SpecWarning] = []
    /// Errors found past those described (`SpecError.reportLimit` of a mapping's unknown keys):
    /// counted, not described, so that a spec of millions of them costs a count each.
    public private(set) var errorsNotShown = 0

    public init() {}

    public init(_ error: SpecError) {
        errors = [error]
    }

    public var hasErrors: Bool { !errors.isEmpty || errorsNotShown > 0 }

    /// The first error: what a failure is known by (its `diagnostic`, `message`, `path`,
    /// `position`, `isMissingFile`), as a failure was one error with the others in tow before.
    public var first: SpecError? { errors.first }
    public var diagnostic: SpecMessage? { errors.first?.diagnostic }
    public var message: String { errors.first?.message ?? "" }
    public var path: String { errors.first?.path ?? "" }
    public var position: SourcePosition? { errors.first?.position }
    public var isMissingFile: Bool { errors.first?.isMissingFile ?? false }

    public mutating func report(_ error: SpecError) {
        errors.append(error)
    }

    /// Appends what `other` found, after what is here.
    public mutating func report(_ other: Diagnostics) {
        errors += other.errors
        warnings += other.warnings
        errorsNotShown += other.errorsNotShown
    }

    mutating func countNotShown(_ count: Int) {
        errorsNotShown += count
    }

    public mutating func warn(_ warning: SpecWarning) {
        warnings.append(warning)
    }

    /// Every error in the file it was read from (unless it already names one).
    func located(in file: String, source: String) -> Diagnostics {
        var located = self
        for index in located.errors.indices where located.errors[index].file == nil {
            (located.errors[index].file, located.errors[index].source) = (file, source)
        }
        return located
    }

    /// The errors as compilers print them (`SpecError.rendered`): at most `SpecError.reportLimit`,
    /// then how many more there were.
    public func rendered(file: String, source: String? = nil) -> String {
        var lines = errors.prefix(SpecError.reportLimit).map { $0.rendered(file: file, source: source) }
        let total = errors.count + errorsNotShown
        if total > lines.count { lines.append("\(file): note: \(total - lines.count) more errors not shown") }
        return lines.joined(separator: "\n")
    }
}

/// The diagnostics of the spec being decoded, as they are found: shared by every field read from
/// it (its warnings, its unknown keys) and by the decoder's independent parts (the environment,
/// the configuration, each section: their errors), so that every error is reported rather than the
/// first only, as compilers do (Docs/CLI.md, "Errors and exit status").
final class DiagnosticLog {
    private(set) var diagnostics = Diagnostics()
    /// Unknown keys found so far in the spec: past the number printed, no did-you-mean is searched for.
    var unknownKeys = 0

    func warn(_ warning: SpecWarning) {
        diagnostics.warn(warning)
    }

    /// Runs one independent part of the decoding; its errors are kept and the next part still runs.
    func attempt<T>(_ part: () throws(Diagnostics) -> T) -> T? {
        do { return try part() } catch {
            keep(error)
            return nil
        }
    }

    /// Errors found in one part, reported after those found before.
    func keep(_ errors: Diagnostics) {
        diagnostics.report(errors)
    }

    /// What to throw for `error`, after which nothing more can be decoded: every diagnostic so far, then it.
    func stopping(_ error: Diagnostics) -> Diagnostics {
        keep(error)
        return diagnostics
    }

    /// Throws the diagnostics when they hold an error.
    func throwIfErrors() throws(Diagnostics) {
        if diagnostics.hasErrors { throw diagnostics }
    }
}
