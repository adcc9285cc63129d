import FrameOutput
import LayoutEngine
import SpecReading

/// A compiled spec: one layout, or a screen of split view columns (Docs/Screens.md).
public enum CompiledDocument: Sendable {
    case layout(CompiledSpec)
    case screen(CompiledScreen)

    /// Every frame, made as it is written: a lone layout's are streamed unless a query picks some out.
    public func frames(query: Rect?, includesCellContent: Bool) -> any LayoutFrames {
        if case .layout(let spec) = self, query == nil {
            return LayoutSolver(includesCellContent: includesCellContent).lay(out: spec.layout, in: spec.environment)
        }
        return solve(query: query, includesCellContent: includesCellContent)
    }

    /// Every frame, or with `query` only what UIKit's rect query answers; without
    /// `includesCellContent` cells only, not the parts of their content (`--no-content`).
    public func solve(query: Rect? = nil, includesCellContent: Bool = true) -> LayoutResult {
        switch self {
        case .layout(let spec):
            return LayoutSolver(includesCellContent: includesCellContent).solve(spec.layout, in: spec.environment, query: query)
        case .screen(let screen):
            return ScreenSolver(includesCellContent: includesCellContent)
                .solve(screen.arrangement, device: screen.device, layouts: screen.layouts, query: query)
        }
    }

    /// The warnings of the spec and of its solved frames, each group in the file it concerns: a
    /// lone layout's in `file`, a screen's by column, each in the file its layout was read from.
    public func warnings(solving result: any LayoutFrames, file: String, source: String) -> [SpecWarnings] {
        switch self {
        case .layout(let spec):
            return [SpecWarnings(file: file, source: source, warnings: spec.warnings(solving: result.warnings))]
        case .screen(let screen):
            return screen.columns.map { column in
                SpecWarnings(file: column.file ?? file, source: column.source ?? source,
                             warnings: column.spec.warnings(solving: result.screen?.warnings[column.role] ?? []))
            }
        }
    }

    /// The sections of a lone layout (`orthogonalOffsets` name them); nil for a screen.
    public var sectionCount: Int? {
        if case .layout(let spec) = self { return spec.layout.sections.count }
        return nil
    }
}
