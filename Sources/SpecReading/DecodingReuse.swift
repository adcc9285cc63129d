import LayoutEngine

/// Whether a layout's decoding took a decision in its environment (`SectionContext.decidingEnvironment()`):
/// a list section's metrics, an `adapt` condition judged. One per decoding, told by every section.
final class EnvironmentReads {
    var decided = false
}

/// What makes a layout decoded in one environment the layout of another: decoded without a
/// decision taken in its environment (`EnvironmentReads`), it is the same in any, but for the
/// environment itself, the work limits measured in it (GroupWork), and the command line's
/// orthogonal offsets, which it holds and warns of (Docs/Developing.md, "Speed").
struct EnvironmentFreeDecoding: Sendable, Equatable {
    /// `--orthogonal-offset S=X` as decoded: a decoding with other offsets is not reused.
    var orthogonalOffsets: [Int: Double]
    /// The sections a `noSection` entry made: they ask nothing of the solver, and are not measured.
    var unmeasured: Set<Int>

    init(orthogonalOffsets: [Int: Double], sections: [SectionDescription]) {
        self.orthogonalOffsets = orthogonalOffsets
        unmeasured = Set(sections.indices.filter { sections[$0].providesNoSection })
    }
}

extension SpecDecoder {
    /// The layout `root` decoded in `overrides`, as `decode(_:overrides:)` decodes it, from
    /// `earlier`, the same document decoded in other overrides, when that one took no decision in
    /// its environment (`EnvironmentFreeDecoding`), and the environment `overrides` give is read
    /// without a diagnostic and its work limits hold: then only they are decoded and measured.
    /// Otherwise (a list section, an `adapt` entry, other orthogonal offsets, an error or a warning
    /// to report) it is decoded whole, and reports what that reports. `render` compiles a spec at
    /// several widths so (Docs/Developing.md, "Speed").
    public static func decode(_ root: DocumentNode, overrides: EnvironmentOverrides,
                              reusing earlier: CompiledSpec?) throws(Diagnostics) -> CompiledSpec {
        if let earlier, let reused = reused(earlier, root, overrides: overrides) { return reused }
        return try decode(root, overrides: overrides)
    }

    /// `earlier` in the environment `overrides` give, when it holds there as decoded (`decode(_:overrides:reusing:)`).
    static func reused(_ earlier: CompiledSpec, _ root: DocumentNode, overrides: EnvironmentOverrides) -> CompiledSpec? {
        guard let reuse = earlier.reuse, reuse.orthogonalOffsets == overrides.orthogonalOffsets else { return nil }
        let log = DiagnosticLog()
        guard let top = try? topLevelKeys(root, path: "", log: log).keys,
              let environment = try? decodeEnvironment(top["environment"], overrides: overrides),
              log.diagnostics.errors.isEmpty, log.diagnostics.warnings.isEmpty,
              workFits(earlier.layout, unmeasured: reuse.unmeasured, in: environment) else { return nil }
        var spec = earlier
        spec.environment = environment
        return spec
    }

    /// Whether every section's group, and the layout's sections together, stay within the work
    /// limits in `environment`, measured as the decoding measures them (`addWork`; Docs/CLI.md, "Limits").
    static func workFits(_ layout: Layout, unmeasured: Set<Int>, in environment: Environment) -> Bool {
        var work = LayoutWork()
        for (index, spec) in layout.sections.enumerated() where !unmeasured.contains(index) {
            guard case .success(let measure) = GroupWork.measure(spec.section, in: environment, configuration: layout.configuration),
                  work.add(measure, section: spec.section, items: spec.items.count) == nil else { return false }
        }
        return true
    }
}
