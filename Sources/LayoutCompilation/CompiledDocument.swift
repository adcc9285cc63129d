import FrameOutput
import LayoutEngine
import SpecReading

/// A compiled spec: one layout, or a screen of split view columns (Docs/Screens.md).
enum CompiledDocument {
    case layout(CompiledSpec)
    case screen(CompiledScreen)

    /// Every frame, made as it is written: a lone layout's are streamed unless a query picks some out.
    func frames(query: Rect?, includesCellContent: Bool) -> any LayoutFrames {
        if case .layout(let spec) = self, query == nil {
            return LayoutSolver(includesCellContent: includesCellContent).lay(out: spec.layout, in: spec.environment)
        }
        return solve(query: query, includesCellContent: includesCellContent)
    }

    /// Every frame, or with `query` only what UIKit's rect query answers; without
    /// `includesCellContent` cells only, not the parts of their content (`--no-content`).
    func solve(query: Rect? = nil, includesCellContent: Bool = true) -> LayoutResult {
        switch self {
        case .layout(let spec):
            return LayoutSolver(includesCellContent: includesCellContent).solve(spec.layout, in: spec.environment, query: query)
        case .screen(let screen):
            return ScreenSolver(includesCellContent: includesCellContent)
                .solve(screen.arrangement, device: screen.device, layouts: screen.layouts, query: query)
        }
    }

    /// The warnings of the spec and of its solved frames, rendered; a screen's by column, each in
    /// the file its layout was read from.
    func warnings(solving result: any LayoutFrames, file: String, source: String) -> [String] {
        switch self {
        case .layout(let spec):
            return WarningReport.render(spec.warnings(solving: result.warnings), file: file, source: source)
        case .screen(let screen):
            return screen.columns.flatMap { column in
                WarningReport.render(column.spec.warnings(solving: result.screen?.warnings[column.role] ?? []),
                                     file: column.file ?? file, source: column.source ?? source)
            }
        }
    }

    /// The sections of a lone layout (`--orthogonal-offset` names them); nil for a screen.
    var sectionCount: Int? {
        if case .layout(let spec) = self { return spec.layout.sections.count }
        return nil
    }
}
