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
        return formatNumber(hundredths(Self.rounded(value * scale) / scale))
    }

    /// A change: `+2`, `-0.33`; a change under half a pixel (rounded to no pixel at all) is
    /// `+<1px`, so that it is neither hidden nor printed as a zero. Nil for no change.
    public func change(_ delta: Double) -> String? {
        guard abs(delta) > tolerance else { return nil }
        let sign = delta > 0 ? "+" : "-"
        if exact { return sign + formatNumber(abs(delta)) }
        let pixels = Self.rounded(abs(delta) * scale)
        return sign + (pixels == 0 ? "<1px" : formatNumber(hundredths(pixels / scale)))
    }

    /// What tells two changes apart as `change` prints them, without printing them: 0 for none,
    /// the pixels moved (half a pixel for less than one), or the exact change. Inlined: a diff
    /// takes four a change.
    @inline(__always)
    func changeKey(_ delta: Double) -> Double {
        guard abs(delta) > tolerance else { return 0 }
        if exact { return delta }
        let pixels = Self.rounded(delta * scale)
        return pixels == 0 ? (delta > 0 ? 0.5 : -0.5) : pixels
    }

    /// Whether `changeKey(delta)` is not 0, without rounding: a change past the tolerance (a zero
    /// one only when exact).
    @inline(__always)
    func isChange(_ delta: Double) -> Bool {
        abs(delta) > tolerance && (!exact || delta != 0)
    }

    /// A frame as `x,y width×height`.
    public func frame(_ frame: Rect) -> String {
        "\(value(frame.x)),\(value(frame.y)) \(value(frame.width))×\(value(frame.height))"
    }

    private func hundredths(_ value: Double) -> Double { Self.rounded(value * 100) / 100 }

    /// `value.rounded()` (to the nearest whole number, a half away from zero), exactly, without
    /// libm's `round`, which the baseline x86-64 target calls out of line: a diff rounds up to
    /// four numbers a change (`changeKey`). Below 2^52 the truncation is exact as an `Int64` and the
    /// fraction left is exact too; from 2^52 every double is whole, and NaN and the infinities
    /// are their own rounding. The sign kept, so that -0.3 rounds to -0 as `rounded()` does.
    @inline(__always)
    static func rounded(_ value: Double) -> Double {
        guard abs(value) < 0x1p52 else { return value }
        let truncated = Double(Int64(value)), fraction = value - truncated
        let whole = fraction >= 0.5 ? truncated + 1 : fraction <= -0.5 ? truncated - 1 : truncated
        return Double(signOf: value, magnitudeOf: whole)
    }
}
