import FramesFormat
import LayoutEngine

/// One golden frames file compared with new frames: a spec at one width (`render --expect-dir`),
/// a spec against `--expect`, or two frames files (`diff`). What every report is made from.
public struct GoldenComparison {
    public enum Outcome {
        /// The same, with this many elements.
        case same(Int)
        case differs(FramesDiff, ChangeGroups)
        /// No golden file: not a difference, something to record (`--record`).
        case missing
        /// The golden could not be read: why (the command exits 2).
        case unreadable(String)
        /// The spec failed to compile, so nothing was compared: its error (listed with the
        /// command's failures; in the JUnit report an error, not a silence).
        case specFailed(String)
    }

    /// A line of a file (and the column where what it points at starts): where a CI annotation,
    /// a SARIF result or an Xcode issue points.
    public struct SourceLine: Equatable, Sendable {
        public var file: String
        public var line: Int
        public var column: Int

        public init(file: String, line: Int, column: Int = 1) {
            self.file = file
            self.line = line
            self.column = column
        }
    }

    /// The spec's name (`two-column`), or for `diff` the new file's.
    public var name: String
    /// What `render` rendered it at: `390 pt`, `iPhone17Pro landscape`; nil for `diff` and `--expect`.
    public var target: String?
    /// The golden's path.
    public var golden: String
    /// What the new frames are called: `two-column @ 390 pt`, or the second file of `diff`.
    public var new: String
    public var outcome: Outcome
    /// The line a CI annotation points at: where the spec writes the first changed section, else
    /// the golden's line of the first change.
    public var source: SourceLine?
    /// The new frames, for the HTML report's unchanged elements (kept only when one is written).
    public var frames: FramesDump?

    /// `name`, `golden` and `new` are kept as every report echoes them (`EchoedText`): a spec's
    /// file name or a path comes with a pull request too.
    public init(name: String, target: String?, golden: String, new: String, outcome: Outcome,
                source: SourceLine? = nil, frames: FramesDump? = nil) {
        self.name = EchoedText.escaped(name, limit: nil)
        self.target = target
        self.golden = EchoedText.escaped(golden, limit: nil)
        self.new = EchoedText.escaped(new, limit: nil)
        self.outcome = outcome
        self.source = source
        self.frames = frames
    }

    /// `diff` of a golden and new frames, its changes grouped as it made them (`FramesDiff.Reporting`).
    public static func outcome(_ diff: FramesDiff) -> Outcome {
        diff.isEmpty ? .same(diff.unchanged) : .differs(diff, diff.groups)
    }

    /// Whether the golden holds the frames (anything else fails a check).
    public var isSame: Bool { if case .same = outcome { return true } else { return false } }

    /// Whether the frames differ from the golden or it is missing: what the report is about (a
    /// golden that cannot be read is the command's trouble, reported with its failures).
    public var fails: Bool {
        switch outcome {
        case .differs, .missing: return true
        case .same, .unreadable, .specFailed: return false
        }
    }

    /// `two-column @ 390 pt`, or the name alone when no target was rendered.
    public var title: String { target.map { "\(name) @ \($0)" } ?? name }

    /// Targets as one list: `320, 390 pt` (widths share their unit), `iPhone17Pro portrait, iPhone17Pro landscape`.
    static func targets(_ titles: [String]) -> String {
        guard titles.allSatisfy({ $0.hasSuffix(" pt") }) else { return titles.joined(separator: ", ") }
        return titles.map { String($0.dropLast(3)) }.joined(separator: ", ") + " pt"
    }

    /// What a reader sees first about this comparison: its changes in one line, or that its golden is missing.
    public var summary: String {
        switch outcome {
        case .same(let count): return "same: \(counted(count, "element"))"
        case .differs(_, let groups): return groups.summary
        case .missing: return "missing golden (record it with --record)"
        case .unreadable(let message): return "golden not read: \(message.split(separator: "\n").first ?? "")"
        case .specFailed(let message): return "spec failed: \(message.split(separator: "\n").first ?? "")"
        }
    }
}
