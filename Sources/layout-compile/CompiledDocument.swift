import LayoutEngine
import SpecReading

/// A compiled spec: one layout, or a screen of split view columns (Docs/Screens.md).
enum CompiledDocument {
    case layout(CompiledSpec)
    case screen(CompiledScreen)

    /// Every frame, or with `query` only what UIKit's rect query answers.
    func solve(query: Rect? = nil) -> LayoutResult {
        switch self {
        case .layout(let spec):
            return LayoutSolver().solve(spec.layout, in: spec.environment, query: query)
        case .screen(let screen):
            return ScreenSolver().solve(screen.arrangement, device: screen.device, layouts: screen.layouts, query: query)
        }
    }
}
