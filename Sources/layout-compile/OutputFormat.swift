import FrameOutput
import LayoutEngine

/// The formats a solved layout can be written in.
enum OutputFormat: String, CaseIterable {
    case json, csv, svg

    /// Streams `result` in this format into `out`.
    func write(_ result: some LayoutFrames, title: String, svgLimit: Int? = FramesSVGWriter.defaultScreenLimit,
               to out: inout OutputBuffer) throws(OutputError) {
        switch self {
        case .json: try FramesJSONWriter.write(result, to: &out)
        case .csv: try FramesCSVWriter.write(result, to: &out)
        case .svg: try out.append(text: FramesSVGWriter.write(result, title: title, screenLimit: svgLimit))
        }
    }

    /// The whole output as text (render keeps it to compare and to count its bytes).
    func text(_ result: some LayoutFrames, title: String, svgLimit: Int? = FramesSVGWriter.defaultScreenLimit) -> String {
        OutputBuffer.text { buffer throws(OutputError) in try write(result, title: title, svgLimit: svgLimit, to: &buffer) }
    }
}
