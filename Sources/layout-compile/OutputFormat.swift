import FrameOutput
import LayoutEngine

/// The formats a solved layout can be written in.
enum OutputFormat: String, CaseIterable {
    case json, csv, svg

    func write(_ result: LayoutResult, title: String, svgLimit: Int? = FramesSVGWriter.defaultScreenLimit) -> String {
        switch self {
        case .json: return FramesJSONWriter.write(result)
        case .csv: return FramesCSVWriter.write(result)
        case .svg: return FramesSVGWriter.write(result, title: title, screenLimit: svgLimit)
        }
    }
}
