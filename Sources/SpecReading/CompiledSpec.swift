import LayoutEngine

/// What the command line says of the environment; each given field overrides the spec's.
public struct EnvironmentOverrides: Sendable, Equatable {
    public var width: Double?
    public var height: Double?
    public var scale: Double?
    public var rightToLeft = false
    public var contentOffset: Point?
    /// Orthogonal offsets by section index (`--orthogonal-offset S=X`), over the spec's `orthogonalOffset`.
    public var orthogonalOffsets: [Int: Double]
    /// What a `--device` preset gives beyond its size and scale.
    public var safeAreaInsets: DirectionalInsets?
    public var layoutMargins: DirectionalInsets?
    public var idiom: Idiom?
    /// What a screen's column imposes on its layout (Docs/Screens.md), with the idiom above.
    public var horizontalSizeClass: SizeClass?
    public var verticalSizeClass: SizeClass?
    public var layoutDirection: LayoutDirection?
    /// Whether the device has wide content margins (Docs/Lists.md).
    public var wideMargins: Bool?
    /// The text size, over the spec's `environment.contentSizeCategory` (the live preview's toggle).
    public var contentSizeCategory: ContentSizeCategory?
    /// The list design (`--design`), over the spec's `environment.design` (Docs/Lists.md, "Two designs").
    public var design: Design?

    public init(width: Double? = nil, height: Double? = nil, scale: Double? = nil, rightToLeft: Bool = false,
                contentOffset: Point? = nil, orthogonalOffsets: [Int: Double] = [:]) {
        self.width = width
        self.height = height
        self.scale = scale
        self.rightToLeft = rightToLeft
        self.contentOffset = contentOffset
        self.orthogonalOffsets = orthogonalOffsets
    }
}

/// A compiled spec: the layout and the environment to solve it in, and what the spec asks for
/// that UIKit would ignore.
public struct CompiledSpec: Sendable, Equatable {
    public var layout: Layout
    public var environment: Environment
    public var warnings: [SpecWarning] = []
    /// Where each section's group is written (the section entry for list sections): the place
    /// the solver's warnings about a section point to.
    var groupSources: [SpecLocation] = []
    /// Set when nothing of the layout but its environment and work limits depends on the
    /// environment it was decoded in: then it is reused in another (`SpecDecoder.decode(_:overrides:reusing:)`).
    var reuse: EnvironmentFreeDecoding?

    /// Where section `section`'s group is written.
    private func groupSource(_ section: Int) -> SpecLocation {
        groupSources.indices.contains(section) ? groupSources[section] : SpecLocation(path: "sections[\(section)]", position: nil)
    }

    /// The spec's own warnings, then the solver's, each at the place in the spec it concerns.
    public func warnings(solving solverWarnings: [LayoutWarning]) -> [SpecWarning] {
        warnings + solverWarnings.map { warning in
            switch warning {
            case .cellOutsideGroup(let section, let item, let cell, let size):
                let source = groupSource(section)
                return SpecWarning(path: source.path, position: source.position,
                                   .cellOutsideGroup(section: section, item: item, cell: cell, group: size))
            case .groupHoldsNothing(let section, let size):
                let source = groupSource(section)
                return SpecWarning(path: source.path, position: source.position, .groupHoldsNothing(section: section, group: size))
            }
        }
    }
}
