import LayoutEngine
import ViewerPage

/// What the page's toggles change, and the compile seam that honors them: the layout's design
/// (glass or classic) and the text size (content size category).
public struct PreviewSettings: Hashable, Sendable {
    /// The list design, glass or classic (Docs/Lists.md, "Two designs"); nil: the spec's own.
    public var design: Design?
    /// nil: the spec's own.
    public var contentSizeCategory: ContentSizeCategory?

    public init(design: Design? = nil, contentSizeCategory: ContentSizeCategory? = nil) {
        (self.design, self.contentSizeCategory) = (design, contentSizeCategory)
    }


    /// The settings a page asks for in its query (`?design=glass&size=XXL`); an unknown value
    /// is the spec's own, as an empty one is.
    init(query: [String: String]) {
        design = query["design"].flatMap(Design.init(rawValue:))
        contentSizeCategory = query["size"].flatMap { ContentSizeCategory(rawValue: $0) ?? ContentSizeCategory(shortName: $0) }
    }
}

/// One compile of the watched spec in some settings: its views, or its positioned errors; and
/// every file the compile read or tried to (the spec, and its screen columns' layout files).
struct PreviewCompilation: Sendable {
    var specs: [(name: String, views: [GalleryPage.View])]
    var errors: String?
    var files: [String]

    init(specs: [(name: String, views: [GalleryPage.View])], errors: String?, files: [String]) {
        (self.specs, self.errors, self.files) = (specs, errors, files)
    }
}

/// The watched spec compiled in these settings (`PreviewCompile`, or a test's stand-in).
typealias PreviewCompiler = @Sendable (PreviewSettings) -> PreviewCompilation
