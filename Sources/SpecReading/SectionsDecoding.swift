import LayoutEngine

/// What every section of a layout is decoded against: the base `section`'s keys, which each entry
/// overrides key by key; the environment and configuration its `adapt` conditions are judged in;
/// the layout's own list, which makes every section a list section (Docs/SpecFormat.md, "Top level").
/// The environment is read through `decidingEnvironment()` or `measuringEnvironment`, so that
/// what the decoding read of it is known (`EnvironmentReads`).
struct SectionContext {
    var base: [String: Field]
    private let environment: Environment
    var configuration: Configuration
    var layoutList: ListConfiguration?
    /// Whether a decision the decoded layout holds was taken in the environment.
    let reads: EnvironmentReads

    init(base: [String: Field], environment: Environment, configuration: Configuration, layoutList: ListConfiguration?,
         reads: EnvironmentReads) {
        self.base = base
        self.environment = environment
        self.configuration = configuration
        self.layoutList = layoutList
        self.reads = reads
    }

    /// The environment for a decision the decoded layout holds: a list section's metrics, an
    /// `adapt` condition judged. Recorded: such a decoding holds in this environment only.
    func decidingEnvironment() -> Environment {
        reads.decided = true
        return environment
    }

    /// The environment the work limits are measured in (GroupWork): a decoding reused in another
    /// environment measures them again there (`SpecDecoder.decode(_:overrides:reusing:)`).
    var measuringEnvironment: Environment { environment }
}

/// The entries of `sections` decoded one by one, and what the ones decoded so far hold that the
/// next is checked against: the items counted towards the layout's limit, the names given, the
/// work asked of the solver (Docs/SpecFormat.md, "sections"; Docs/CLI.md, "Limits").
struct SectionsDecoding {
    let context: SectionContext
    /// The number of entries: a list section's insets differ for the first and the last.
    let count: Int
    /// `--orthogonal-offset S=X` by section index, over each entry's `orthogonalOffset`.
    let orthogonalOffsets: [Int: Double]
    /// The sections as solved, in order.
    private(set) var sections: [SectionSpec] = []
    /// The sections as written, in order.
    private(set) var descriptions: [SectionDescription] = []
    /// Where each section's group is written: where the solver's warnings about it point.
    private(set) var groupSources: [SpecLocation] = []
    /// The index of the section each name names, so that a second section of that name is refused.
    private var sectionOfName: [String: Int] = [:]
    private var totalItems = 0
    /// The base section as decoded at each position, reused by every entry with no keys of its own.
    private var baseSections: [SpecDecoder.BaseSection] = []
    /// What the sections so far ask of the solver.
    private var work = LayoutWork()

    init(context: SectionContext, count: Int, orthogonalOffsets: [Int: Double]) {
        self.context = context
        self.count = count
        self.orthogonalOffsets = orthogonalOffsets
        sections.reserveCapacity(count)
        descriptions.reserveCapacity(count)
    }

    /// Decodes `entries` in order, each independently: a section's errors are kept in `log` and
    /// the next still decoded, except past a layout limit (items, work), which the sections after
    /// could only add to.
    mutating func decode(_ entries: [Field], log: DiagnosticLog) throws(Diagnostics) {
        for (index, entry) in entries.enumerated() {
            // Taken apart at once: each use of a part of the tuple would copy the whole of it.
            guard case let (spec, groupSource, description)? = log.attempt({ () throws(Diagnostics) in
                try SpecDecoder.decodeSection(entry, in: context, position: ListSection.Position(index: index, count: count),
                                              flagOffset: orthogonalOffsets[index], baseSections: &baseSections, work: &work)
            }) else {
                // Past the layout's work limit the rest is not decoded: it would cost as much again.
                if work.isOverLimit { break }
                continue
            }
            try countItems(spec.items.count, entry: entry, log: log)
            checkName(description.id, of: entry, at: index, log: log)
            sections.append(spec)
            descriptions.append(description)
            groupSources.append(groupSource)
        }
    }

    /// Adds a section's items to the layout's, which holds at most `SpecLimits.maximumItems`
    /// (Docs/CLI.md, "Limits"): past them the decoding stops.
    private mutating func countItems(_ items: Int, entry: Field, log: DiagnosticLog) throws(Diagnostics) {
        totalItems += items
        guard totalItems <= SpecLimits.maximumItems else { throw log.stopping(entry.fail(.tooMany(.layoutItems))) }
    }

    /// A section's name names one section of the layout (Docs/SpecFormat.md, "sections"): generated
    /// code makes a function of it. A second section of the name is an error of its own.
    private mutating func checkName(_ name: String?, of entry: Field, at index: Int, log: DiagnosticLog) {
        guard let name else { return }
        if let other = sectionOfName[name] {
            log.keep(entry.fail(.duplicateSectionName(name: name, other: other)))
        } else {
            sectionOfName[name] = index
        }
    }
}
