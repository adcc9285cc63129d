/// The two axes of a layout. Groups lay out along one; sections scroll along one.
public enum Axis: Sendable, Hashable {
    case horizontal
    case vertical

    public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

public struct Size: Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Builds a size from its length along `axis` and across it.
    public init(along axis: Axis, _ main: Double, across cross: Double) {
        self = axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }

    public func length(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
}

public struct Rect: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Builds a rectangle from its start and length along `axis` and across it.
    public init(along axis: Axis, start: Double, length: Double, crossStart: Double, crossLength: Double) {
        if axis == .horizontal {
            self.init(x: start, y: crossStart, width: length, height: crossLength)
        } else {
            self.init(x: crossStart, y: start, width: crossLength, height: length)
        }
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var size: Size { Size(width: width, height: height) }

    public func start(_ axis: Axis) -> Double { axis == .horizontal ? x : y }
    public func length(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
    public func end(_ axis: Axis) -> Double { start(axis) + length(axis) }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rectangle less `insets` on each side (leading on the left: layouts are solved left to right).
    public func inset(by insets: DirectionalInsets) -> Rect {
        Rect(x: x + insets.leading, y: y + insets.top,
             width: width - insets.leading - insets.trailing, height: height - insets.top - insets.bottom)
    }

    /// Frame intersection with strict inequalities, as UIKit's CGRectIntersectsRect treats touching edges.
    public func intersects(_ other: Rect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }
}

/// NSDirectionalEdgeInsets: leading/trailing follow the layout direction.
public struct DirectionalInsets: Sendable, Hashable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    public static let zero = DirectionalInsets()

    /// Inset at the start of `axis` (leading for horizontal, top for vertical); layouts are solved left to right.
    public func start(_ axis: Axis) -> Double { axis == .horizontal ? leading : top }
    public func end(_ axis: Axis) -> Double { axis == .horizontal ? trailing : bottom }
    public func total(_ axis: Axis) -> Double { start(axis) + end(axis) }

    public static func + (a: DirectionalInsets, b: DirectionalInsets) -> DirectionalInsets {
        DirectionalInsets(top: a.top + b.top, leading: a.leading + b.leading,
                          bottom: a.bottom + b.bottom, trailing: a.trailing + b.trailing)
    }
}

public struct Point: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    /// Builds a point from its coordinate along `axis` and across it.
    public init(along axis: Axis, _ main: Double, across cross: Double = 0) {
        self = axis == .horizontal ? Point(x: main, y: cross) : Point(x: cross, y: main)
    }

    /// The coordinate along `axis`.
    public func coordinate(_ axis: Axis) -> Double { axis == .horizontal ? x : y }
}
