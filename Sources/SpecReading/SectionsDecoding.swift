import LayoutEngine

/// The errors of a spec's independent parts (the environment, the configuration, each section),
/// kept so that every one is reported rather than the first only, as compilers do (Docs/CLI.md,
/// "Errors and exit status").
struct IndependentErrors {
    private(set) var found: [SpecError] = []

    /// Runs one independent part of the decoding; its error is kept and the next part still runs.
    mutating func attempt<T>(_ part: () throws(SpecError) -> T) -> T? {
        do { return try part() } catch {
            keep(error)
            return nil
        }
    }

    /// `error` and those found with it, reported in order of finding.
    mutating func keep(_ error: SpecError) {
        found.append(error)
        found.append(contentsOf: error.others)
    }

    /// `error`, after which nothing more can be decoded, reported after the errors kept so far.
    func stopping(_ error: SpecError) -> SpecError {
        error.after(found)
    }

    /// The errors kept, the first carrying the rest, when there are any.
    func throwIfAny() throws(SpecError) {
        if let error = SpecError.combined(found) { throw error }
    }
}

/// What every section of a layout is decoded against: the base `section`'s keys, which each entry
/// overrides key by key; the environment and configuration its `adapt` conditions are judged in;
/// the layout's own list, which makes every section a list section (Docs/SpecFormat.md, "Top level").
struct SectionContext {
    var base: [String: Field]
    var environment: Environment
    var configuration: Configuration
    var layoutList: ListConfiguration?
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

    /// Decodes `entries` in order, each independently: a section's error is kept in `errors` and
    /// the next still decoded, except past a layout limit (items, work), which the sections after
    /// could only add to.
    mutating func decode(_ entries: [Field], errors: inout IndependentErrors) throws(SpecError) {
        for (index, entry) in entries.enumerated() {
            // Taken apart at once: each use of a part of the tuple would copy the whole of it.
            guard case let (spec, groupSource, description)? = errors.attempt({ () throws(SpecError) in
                try SpecDecoder.decodeSection(entry, in: context, position: ListSection.Position(index: index, count: count),
                                              flagOffset: orthogonalOffsets[index], baseSections: &baseSections, work: &work)
            }) else {
                // Past the layout's work limit the rest is not decoded: it would cost as much again.
                if work.isOverLimit { break }
                continue
            }
            try countItems(spec.items.count, entry: entry, errors: errors)
            checkName(description.id, of: entry, at: index, errors: &errors)
            sections.append(spec)
            descriptions.append(description)
            groupSources.append(groupSource)
        }
    }

    /// Adds a section's items to the layout's, which holds at most `SpecLimits.maximumItems`
    /// (Docs/CLI.md, "Limits"): past them the decoding stops.
    private mutating func countItems(_ items: Int, entry: Field, errors: IndependentErrors) throws(SpecError) {
        totalItems += items
        guard totalItems <= SpecLimits.maximumItems else {
            throw errors.stopping(entry.fail("more than \(SpecLimits.maximumItems) items in the layout"))
        }
    }

    /// A section's name names one section of the layout (Docs/SpecFormat.md, "sections"): generated
    /// code makes a function of it. A second section of the name is an error of its own.
    private mutating func checkName(_ name: String?, of entry: Field, at index: Int, errors: inout IndependentErrors) {
        guard let name else { return }
        if let other = sectionOfName[name] {
            errors.keep(entry.fail("the name '\(name)' already names sections[\(other)]"))
        } else {
            sectionOfName[name] = index
        }
    }
}
