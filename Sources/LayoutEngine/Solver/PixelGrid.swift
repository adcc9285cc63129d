/// The display's pixel grid (Docs/Semantics.md, "Rounding").
struct PixelGrid: Sendable {
    let scale: Double
    /// The container the section provider is given: what a container length is computed from
    /// (Docs/SpecFormat.md, "Container lengths"); none where no spec dimension is read.
    var container = ContainerMeasures.none

    /// A value this close to a pixel boundary, in pixels, counts as on it (Docs/Semantics.md,
    /// "Rounding"): so that 1/3 × 300 is 100, not 99.5, and a height copied from a dump with four
    /// or five decimals (38.6667, 38.66667 at @3x: 0.0003 px over 116 px) is that pixel's, not the
    /// next. Less than the least fraction a system font's line height leaves (1/512 px at @3x: a
    /// 50-pt line, 59.668, is 179.0039 px, so 180).
    private static let hair = 0.001

    /// Fractional dimensions round DOWN to a whole pixel.
    func floorToPixel(_ value: Double) -> Double {
        ((value * scale) + PixelGrid.hair).rounded(.down) / scale
    }

    /// List metrics and self-sized content round UP to a whole pixel, as a view's fitting size does,
    /// so that a 17.5 at scale 3 is 17.667 and the frames after it stay on the grid (Docs/Lists.md);
    /// so does a split view's minimum main column (Docs/Screens.md).
    func ceilToPixel(_ value: Double) -> Double {
        let rounded = ((value * scale) - PixelGrid.hair).rounded(.up) / scale
        return rounded == 0 ? 0 : rounded
    }

    /// Positions round to the NEAREST pixel. Inlined, as are `snap` and `pixelAligned`: every
    /// frame of the output is finished through them.
    @inline(__always)
    func roundToPixel(_ value: Double) -> Double {
        let rounded = PixelGrid.nearestWhole(value * scale) / scale
        return rounded == 0 ? 0 : rounded
    }

    /// `value.rounded()` (halves away from zero) without the C library's `round`, which every
    /// frame of a million-element layout calls four times: below 2^52 the whole part is exact
    /// through Int64 and so is what is left over. Zero comes back as +0 (callers print no -0 anyway).
    @inline(__always)
    static func nearestWhole(_ value: Double) -> Double {
        guard abs(value) < 0x1p52 else { return value.rounded() }
        let whole = Double(Int64(value))
        let rest = value - whole
        if rest >= 0.5 { return whole + 1 }
        if rest <= -0.5 { return whole - 1 }
        return whole
    }

    /// Removes floating-point noise: a value within a hair of a pixel boundary becomes exactly that
    /// boundary (so sums print as 1472.6666666666667, not …665); other values are kept as they are.
    @inline(__always)
    func snap(_ value: Double) -> Double {
        let pixels = value * scale
        let nearest = PixelGrid.nearestWhole(pixels)
        guard abs(pixels - nearest) < PixelGrid.hair else { return value }
        return nearest == 0 ? 0 : nearest / scale
    }

    /// A frame as output: origin on the nearest pixel, sizes cleaned of noise.
    @inline(__always)
    func pixelAligned(_ rect: Rect) -> Rect {
        Rect(x: roundToPixel(rect.x), y: roundToPixel(rect.y), width: snap(rect.width), height: snap(rect.height))
    }

    /// Resolves a dimension in its container (Docs/Semantics.md, "What a fraction is a fraction of"):
    /// fractions of either container length, rounded down; absolute as given; estimated the
    /// measured size when the spec gives one, else the estimate; a container length computed in
    /// the layout's container (Docs/SpecFormat.md, "Container lengths"), as absolute or estimated.
    func resolve(_ dimension: Dimension, in container: Size, measured: Double? = nil) -> Double {
        switch dimension {
        case .fractionalWidth(let f): return floorToPixel(f * container.width)
        case .fractionalHeight(let f): return floorToPixel(f * container.height)
        case .absolute(let v): return v
        case .estimated(let v), .uniformAcrossSiblings(let v): return measured ?? v
        case .container(let length, let estimated):
            let value = length.value(in: self.container)
            return estimated ? measured ?? value : value
        }
    }

    func resolve(_ size: LayoutSize, in container: Size, measured: MeasuredSize = MeasuredSize()) -> Size {
        Size(width: resolve(size.width, in: container, measured: measured.width),
             height: resolve(size.height, in: container, measured: measured.height))
    }
}
