import FramesFormat
import LayoutEngine

/// How a diff report prints numbers (Docs/CLI.md, "Reading a diff report"): rounded to the
/// display's pixel, 1/scale of a point, as a reviewer compares frames, then to two decimals
/// (88.333… at scale 3 prints 88.33); or, with `--exact`, as the frames file holds them.
public struct DiffNumbers: Sendable {
    /// The pixel is 1/scale of a point; a dump that gives no scale is rounded as at 3, the
    /// default scale (Docs/CLI.md, `--scale`).
    public var scale: Double
    public var exact: Bool
    /// Changes no larger than this are no change (the comparison's tolerance).
    public var tolerance: Double

    public static let defaultScale = 3.0

    public init(scale: Double?, exact: Bool, tolerance: Double) {
        self.scale = scale.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? Self.defaultScale
        self.exact = exact
        self.tolerance = tolerance
    }

    /// A coordinate or length.
    public func value(_ value: Double) -> String {
        if exact { return formatNumber(value) }
        return formatNumber(hundredths((value * scale).rounded() / scale))
    }

    /// A change: `+2`, `-0.33`; a change under half a pixel (rounded to no pixel at all) is
    /// `+<1px`, so that it is neither hidden nor printed as a zero. Nil for no change.
    public func change(_ delta: Double) -> String? {
        guard abs(delta) > tolerance else { return nil }
        let sign = delta > 0 ? "+" : "-"
        if exact { return sign + formatNumber(abs(delta)) }
        let pixels = (abs(delta) * scale).rounded()
        return sign + (pixels == 0 ? "<1px" : formatNumber(hundredths(pixels / scale)))
    }

    /// What tells two changes apart as `change` prints them, without printing them: 0 for none,
    /// the pixels moved (half a pixel for less than one), or the exact change.
    func changeKey(_ delta: Double) -> Double {
        guard abs(delta) > tolerance else { return 0 }
        if exact { return delta }
        let pixels = (delta * scale).rounded()
        return pixels == 0 ? (delta > 0 ? 0.5 : -0.5) : pixels
    }

    /// A frame as `x,y width×height`.
    public func frame(_ frame: Rect) -> String {
        "\(value(frame.x)),\(value(frame.y)) \(value(frame.width))×\(value(frame.height))"
    }

    private func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
