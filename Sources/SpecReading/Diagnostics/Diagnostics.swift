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

    /// The warnings, each said once: keys of the base `section` are read once per section.
    mutating func removeRepeatedWarnings() {
        var seen = Set<String>()
        warnings = warnings.filter { seen.insert("\($0.path)\u{0}\($0.position?.description ?? "")\u{0}\($0.message)").inserted }
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

/// Where the warnings of the spec being decoded go, and how many unknown keys it has had; shared
/// by every field read from the spec.
final class DiagnosticLog {
    var diagnostics = Diagnostics()
    /// Unknown keys found so far in the spec: past the number printed, no did-you-mean is searched for.
    var unknownKeys = 0
}
