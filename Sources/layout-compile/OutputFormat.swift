import FrameOutput
import LayoutEngine

/// The formats a solved layout can be written in.
enum OutputFormat: String, CaseIterable {
    case json, csv, svg

    /// Streams `result` in this format into `out`.
    func write(_ result: some LayoutFrames, title: String, to out: inout OutputBuffer) throws(OutputError) {
        switch self {
        case .json: try FramesJSONWriter.write(result, to: &out)
        case .csv: try FramesCSVWriter.write(result, to: &out)
        case .svg: try out.append(text: FramesSVGWriter.write(result.collected(), title: title))
        }
    }
}
