import LayoutEngine

extension Field {
    /// `contentSizeCategory`: UIKit's name (`large`, `accessibilityExtraExtraLarge`, …) or the HIG's
    /// short one (`L`, `AX3`, …).
    func contentSizeCategory() throws(SpecError) -> ContentSizeCategory {
        let word = try string()
        if let category = ContentSizeCategory(rawValue: word) ?? ContentSizeCategory(shortName: word) { return category }
        return try choice(ContentSizeCategory.self)
    }
}
