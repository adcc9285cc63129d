import LayoutEngine

/// The `when:` of an `adapt` entry: every key given must hold in the environment. Kept as data,
/// so that the Swift generator can write the same checks against NSCollectionLayoutEnvironment.
public struct AdaptCondition: Sendable, Hashable {
    /// `"> 800"` and the like, against the container's width or height.
    public struct Comparison: Sendable, Hashable {
        public enum Operator: String, Sendable, CaseIterable {
            case greaterOrEqual = ">=", lessOrEqual = "<=", equal = "==", greater = ">", less = "<"

            /// Whether `value op bound` holds: a length, or a text size in UIKit's order.
            public func holds<T: Comparable>(_ value: T, _ bound: T) -> Bool {
                switch self {
                case .greaterOrEqual: return value >= bound
                case .lessOrEqual: return value <= bound
                case .equal: return value == bound
                case .greater: return value > bound
                case .less: return value < bound
                }
            }
        }

        public var op: Operator
        public var bound: Double

        public func holds(_ value: Double) -> Bool { op.holds(value, bound) }
    }

    /// `">= accessibilityMedium"`, `"== large"` or a name (equal to), against the environment's
    /// `contentSizeCategory` in UIKit's order (`traitCollection.preferredContentSizeCategory`).
    public struct CategoryComparison: Sendable, Hashable {
        public var op: Comparison.Operator
        public var bound: ContentSizeCategory

        public func holds(_ category: ContentSizeCategory) -> Bool { op.holds(category, bound) }
    }

    public var width: Comparison?
    public var height: Comparison?
    /// `effectiveContentSize: {width, height}`: against the container less the insets of the
    /// layout's content insets reference, as `container.effectiveContentSize`.
    public var effectiveWidth: Comparison?
    public var effectiveHeight: Comparison?
    public var horizontalSizeClass: SizeClass?
    public var verticalSizeClass: SizeClass?
    public var layoutDirection: LayoutDirection?
    /// The user interface idiom (`traitCollection.userInterfaceIdiom`, `UIDevice.current.userInterfaceIdiom`).
    public var idiom: Idiom?
    /// The user's text size (`traitCollection.preferredContentSizeCategory`).
    public var contentSizeCategory: CategoryComparison?
    /// Where each key of the condition was written, for errors about it (`adapt[0].when.width`).
    public var locations: [String: SpecLocation]

    public static func == (a: AdaptCondition, b: AdaptCondition) -> Bool {
        a.width == b.width && a.height == b.height && a.effectiveWidth == b.effectiveWidth && a.effectiveHeight == b.effectiveHeight
            && a.horizontalSizeClass == b.horizontalSizeClass
            && a.verticalSizeClass == b.verticalSizeClass && a.layoutDirection == b.layoutDirection && a.idiom == b.idiom
            && a.contentSizeCategory == b.contentSizeCategory
    }

    /// What `==` compares: the checks, not where they were written.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(effectiveWidth)
        hasher.combine(effectiveHeight)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(layoutDirection)
        hasher.combine(idiom)
        hasher.combine(contentSizeCategory)
    }

    init(_ field: Field) throws(Diagnostics) {
        let fields = try field.members(allowed: SpecKeys.condition.names)
        width = try fields["width"]?.comparison()
        height = try fields["height"]?.comparison()
        let effective = try fields["effectiveContentSize"]?.members(allowed: SpecKeys.effectiveContentSize.names)
        effectiveWidth = try effective?["width"]?.comparison()
        effectiveHeight = try effective?["height"]?.comparison()
        horizontalSizeClass = try fields["horizontalSizeClass"]?.choice(SizeClass.self)
        verticalSizeClass = try fields["verticalSizeClass"]?.choice(SizeClass.self)
        layoutDirection = try fields["layoutDirection"]?.choice(LayoutDirection.self)
        idiom = try fields["idiom"]?.choice(Idiom.self)
        contentSizeCategory = try fields["contentSizeCategory"]?.categoryComparison()
        locations = fields.mapValues(\.location)
    }

    /// Whether every check holds in `environment`, the layout's `configuration` giving the
    /// content insets reference `effectiveContentSize` is measured inside.
    public func holds(in environment: Environment, configuration: Configuration) -> Bool {
        let effective = environment.effectiveContentSize(configuration.contentInsetsReference)
        return (width?.holds(environment.width) ?? true)
            && (height?.holds(environment.height) ?? true)
            && (effectiveWidth?.holds(effective.width) ?? true)
            && (effectiveHeight?.holds(effective.height) ?? true)
            && horizontalSizeClass.map { $0 == environment.horizontalSizeClass } ?? true
            && verticalSizeClass.map { $0 == environment.verticalSizeClass } ?? true
            && layoutDirection.map { $0 == environment.layoutDirection } ?? true
            && idiom.map { $0 == environment.idiom } ?? true
            && contentSizeCategory.map { $0.holds(environment.contentSizeCategory) } ?? true
    }
}

extension Field {
    /// `"> 800"`, `">= 600"`, `"< 400"`, `"<= 320"`, `"== 390"`, or a bare number (equal to).
    func comparison() throws(Diagnostics) -> AdaptCondition.Comparison {
        if case .number = node.value { return AdaptCondition.Comparison(op: .equal, bound: try number()) }
        let text = try string().trimmingSpaces
        // Two-character operators first, so that ">=" is not read as ">" and "=600".
        for op in AdaptCondition.Comparison.Operator.allCases where text.hasPrefix(op.rawValue) {
            let rest = String(text.dropFirst(op.rawValue.count)).trimmingSpaces
            guard let bound = Double(rest), bound.isFinite else {
                throw fail(.conditionBoundNotANumber(text: text, bound: rest))
            }
            return AdaptCondition.Comparison(op: op, bound: bound)
        }
        throw fail(.malformedCondition(text: text))
    }

    /// `">= accessibilityMedium"`, `"< AX1"`, `"== large"`, or a bare name (equal to): UIKit's names
    /// or the short ones, as `environment.contentSizeCategory` takes them.
    func categoryComparison() throws(Diagnostics) -> AdaptCondition.CategoryComparison {
        let text = try string().trimmingSpaces
        let op = AdaptCondition.Comparison.Operator.allCases.first { text.hasPrefix($0.rawValue) }
        let name = String(text.dropFirst(op?.rawValue.count ?? 0)).trimmingSpaces
        if let category = ContentSizeCategory(rawValue: name) ?? ContentSizeCategory(shortName: name) {
            return AdaptCondition.CategoryComparison(op: op ?? .equal, bound: category)
        }
        let names = ContentSizeCategory.allCases.map(\.rawValue)
        throw fail(.unknownValue(value: name, suggestion: .find(for: name, among: names), allowed: names))
    }
}
