import SpecReading

/// The size of every value the evaluator builds, bounded (Docs/Import.md, "Bounds"): the steps
/// it takes are counted, but `a = a + a` in a loop of 64 steps doubles an array (or a string) to
/// gigabytes, and `1e309` or a 100,000-digit integer is infinite as a Double, which a spec would
/// print as 0. Each of these is an error at its place instead.
extension ImportLimits {
    /// The UTF-8 bytes of one string value the evaluator builds (`s + s`, `s += s`): a kind or a
    /// name is a few dozen.
    static let maximumStringBytes = 10_000
    /// The magnitude of every number (a literal, a result): 2^53, the largest of which every whole
    /// number below is exact in a Double; anything past it, or not finite, is no layout's number.
    static let maximumNumberMagnitude = 9_007_199_254_740_992.0
    /// What the evaluator may build in all, in units of one array value or 8 bytes of text: each
    /// value is bounded, but one step can build 10,000 values (`let b = a + a`), and 100,000 such
    /// lines hold 10^9 of them at once. 16,000,000 is about 150 MB, where a layout builds hundreds.
    static let maximumBuilt = 16_000_000

    /// `value` when it is a finite number within ±`maximumNumberMagnitude`; else an error at
    /// `position` saying what it was (`written`: the literal as written, when there is one).
    static func checkedNumber(_ value: Double?, written: String? = nil, at position: SourcePosition) throws(ImportDiagnostic) -> Double {
        guard let value, value.isFinite, abs(value) <= maximumNumberMagnitude else {
            let what = written.map { "the number '\($0.count > 40 ? $0.prefix(40) + "…" : $0)'" } ?? "the result \(value.map { "\($0)" } ?? "")"
            throw ImportDiagnostic("\(what) is out of range: numbers are finite and at most 2^53 (9007199254740992) in magnitude",
                                   at: position, instead: "write a finite number of at most 2^53")
        }
        return value
    }

    /// Adds the values of `elements`, nested ones too, to `count`; false as soon as it passes the
    /// limit (so that counting a huge nested value stops early).
    fileprivate static func count(_ elements: [Value], into count: inout Int) -> Bool {
        for element in elements {
            count += 1
            if count > maximumArrayCount { return false }
            switch element {
            case .array(let inner), .tuple(let inner): if !Self.count(inner, into: &count) { return false }
            default: break
            }
        }
        return true
    }
}

extension Evaluator {
    /// An array of `elements` the evaluator built, refused when it holds more than
    /// `maximumArrayCount` values, those of arrays and tuples inside it counted too (`[a, a]` of an
    /// `a` of 10,000 holds 20,002); its values counted against `maximumBuilt`.
    func builtArray(_ elements: [Value], at position: SourcePosition) throws(ImportDiagnostic) -> Value {
        var values = 0
        guard ImportLimits.count(elements, into: &values) else {
            throw .limit("an array of more than \(ImportLimits.maximumArrayCount) values (those of the arrays inside it counted)", at: position,
                         instead: "build a smaller array (Docs/Import.md, \"Bounds\")")
        }
        try charge(built: elements.count, at: position)
        return .array(elements)
    }

    /// A string the evaluator built, refused when longer than `maximumStringBytes` in UTF-8; its
    /// bytes counted against `maximumBuilt`.
    func builtString(_ text: String, at position: SourcePosition) throws(ImportDiagnostic) -> Value {
        let bytes = text.utf8.count
        guard bytes <= ImportLimits.maximumStringBytes else {
            throw .limit("a string of more than \(ImportLimits.maximumStringBytes) bytes", at: position,
                         instead: "build a shorter string (an element kind is a few dozen bytes)")
        }
        try charge(built: (bytes + 7) / 8, at: position)
        return .string(text)
    }
}
