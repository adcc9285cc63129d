import FrameOutput
import LayoutEngine

/// The flags that say what the output of a solve holds, apart from the environment it is solved
/// in (`EnvironmentFlags`): how much of a long layout a picture draws (`--svg-limit`), cells with
/// or without their content (`--no-content`), and only what a rectangle returns (`--rect`).
enum OutputFlags {
    static let svgLimit = ArgumentParser.Option(
        names: ["--svg-limit"], takesValue: true, valueName: "N",
        help: "with svg: draw at most the first N screens of a long layout, and the viewport (default 20; 0 draws everything)")
    static let noContent = ArgumentParser.Option(
        names: ["--no-content"], takesValue: false,
        help: "cells only: leave out the content elements of list cells (images, texts, accessories)")

    /// `--svg-limit N`: screens a picture draws before it leaves the rest out; 0 for no limit.
    static func svgLimit(_ parsed: ArgumentParser.Parsed) throws(UsageError) -> Int? {
        guard parsed.value("--svg-limit") != nil else { return FramesSVGWriter.defaultScreenLimit }
        let limit = try parsed.number("--svg-limit", in: 0...10_000) ?? 0
        guard limit == limit.rounded() else { throw UsageError(message: "--svg-limit expects a whole number of screens") }
        return limit == 0 ? nil : Int(limit)
    }

    /// `--rect X,Y,W,H`: a rectangle for `layoutAttributesForElements(in:)`.
    static func rect(_ parsed: ArgumentParser.Parsed, _ text: String) throws(UsageError) -> Rect {
        let values = try parsed.numbers("--rect", count: 4, text)
        guard values[2] >= 0, values[3] >= 0 else { throw UsageError(message: "--rect needs a width and height >= 0") }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }
}
