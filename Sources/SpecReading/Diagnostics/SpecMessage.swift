import LayoutEngine

/// What a diagnostic about a spec says: one case per kind of error or warning, with what varies
/// as associated values (Docs/CLI.md, "Diagnostics"). `text` is the sentence printed after the
/// path; `kind` its stable identifier and severity. Tests compare these values, not the text.
/// Values the spec wrote (keys, words) are held as written and quoted when printed.
public enum SpecMessage: Sendable, Equatable {
    // MARK: Values of the wrong type or range

    /// A value of another type than the key takes (`found` names it: `a list`, `the number 4`).
    case wrongType(expected: ExpectedValue, found: String)
    /// `items: "4"`: a count written as a string.
    case countWrittenAsString(text: String)
    /// A number with a fraction or an exponent where a whole number goes (`text` as written).
    case notWholeNumber(text: String)
    /// `.nan` or `.inf`.
    case notFinite
    /// A length larger in magnitude than `SpecLimits.maximumLength`.
    case lengthOutOfRange(value: Double)
    /// A negative number where lengths and paddings go.
    case negativeNumber(value: Double)
    /// Zero or less where a length must be positive (a width, a height).
    case nonPositiveLength(value: Double)
    /// A number outside the range its key takes (`value` as written).
    case outOfRange(value: String, range: ClosedRange<Int>)
    /// A negative dimension (`absolute(-4)`).
    case negativeSize(value: Double)
    /// A negative spacing (`fixed(-4)`).
    case negativeSpacing(value: Double)
    /// A column's width fraction outside 0 to 1.
    case fractionOutOfRange(value: Double)

    // MARK: Keys and words

    /// A key the mapping does not take, with a likely one when it looks like a typo.
    case unknownKey(key: String, suggestion: Suggestion?, allowed: [String])
    /// A key given twice, under its own name and UIKit's (`written` as in the spec).
    case repeatedKey(written: String, key: String)
    /// A word that is none of the values the key takes.
    case unknownValue(value: String, suggestion: Suggestion?, allowed: [String])
    /// A key the mapping needs.
    case missingKey(key: String)
    /// A layout without `sections`.
    case missingSections
    /// A section entry without `items`.
    case missingItems
    /// A section with neither `group` nor `list`, and no layout list.
    case missingGroupOrList
    /// An empty document.
    case emptySpec
    /// Two keys of which one may be given.
    case conflictingKeys(Conflict)
    /// A section with a `group` in a layout that is a list.
    case groupInListLayout
    /// Two sections of one name.
    case duplicateSectionName(name: String, other: Int)
    /// `noSection: true` with items: UIKit raises for a section with items and no layout.
    case noSectionWithItems(count: Int)
    /// `noSection: true` with a SECTION key (or an offset): there is no section for it to shape.
    case noSectionKey(key: String)
    /// An element kind, a section id or a project file's path written as "".
    case emptyName(NameRole)
    /// A `name` that cannot name generated Swift.
    case invalidCodeName

    // MARK: Dimensions, spacings, anchors, conditions

    /// A dimension or spacing that is not `name(number)`.
    case malformedCall(text: String, functions: [String])
    /// `fractionalWidht(0.5)`: a function the value does not take.
    case unknownFunction(name: String, text: String, suggestion: String?, functions: [String])
    /// `fractionalWidth(half)`: an argument that is no number or fraction.
    case malformedArgument(text: String, argument: String)
    /// `absolute(effectiveContentSize.width / 3 - 10)` malformed, or a container length in another function.
    case malformedContainerLength(text: String, argument: String)
    /// A pair (`[x, y]`, `[width, height]`) of another length.
    case notAPair(Pair, count: Int)
    /// An anchor edge given twice.
    case repeatedEdge(String)
    /// An `adapt` condition that is no comparison.
    case malformedCondition(text: String)
    /// An `adapt` comparison whose bound is no number.
    case conditionBoundNotANumber(text: String, bound: String)

    // MARK: Groups, items, content

    case accessoryNeedsSize
    case accessoryNeedsText
    case customGroupNeedsFrames
    /// `subitems`, `count` or `repeatingCount` on a custom group.
    case customGroupKey(String)
    case framesOutsideCustomGroup
    case noCustomFrames
    case noSubitems
    /// `count` or `repeatingCount` (`key`) with other than one subitem.
    case repetitionNeedsOneSubitem(key: String, found: Int)
    /// A subitem with both or neither of `item` and `group`.
    case itemOrGroup
    case repeatedBoundaryKind(String)

    // MARK: Limits (Docs/CLI.md, "Limits")

    case tooMany(SpecLimit)
    case tooMuchWork(WorkLimit)

    // MARK: Path keys of `adapt` (NestedOverride)

    case malformedPath(key: String)
    /// A path whose first step is no SECTION key.
    case pathRootNotASectionKey(allowed: [String])
    case pathRootMissing(root: String)
    case pathThroughMissingKey(key: String)
    case pathIndexPastEnd(index: Int, count: Int)
    case pathNeedsMapping(key: String, found: String)
    case pathNeedsList(index: Int, found: String)

    // MARK: Screens (Docs/Screens.md)

    case offsetFlagsOnScreen
    case columnLayoutIsScreen(path: String)
    /// `found` names the document (`a list`, `a mapping`).
    case columnLayoutNotLayout(path: String, found: String)
    case windowLargerThanScreen(window: Double, screen: Double)
    case supplementaryInDoubleColumn
    case topColumnNotShown(roles: [String])
    /// `column` is `Primary` or `Supplementary`, as the keys spell it.
    case minimumAboveMaximum(column: String, minimum: Double, maximum: Double)
    case screenHasNoFramesTest

    // MARK: Files (Docs/CLI.md, "Files a spec or project may touch"), the project file, readers

    case layoutFileWithoutFolder(path: String)
    case layoutFileOutside(path: String)
    case layoutFileIsSwift(path: String)
    /// The file cannot be read, or its text is refused; the command exits 66 when it cannot be read.
    case layoutFileUnreadable(path: String, FileProblem)
    /// A project file's spec path or goldens folder that is absolute or climbs out of its folder
    /// with `..`: a project file cannot widen the project (Docs/CLI.md, "Files a spec or project may touch").
    case projectPathOutside(path: String)
    case unknownDevice(name: String, suggestion: String?, allowed: [String])
    case noWidths
    /// The YAML or JSON reader's error (DocumentError's).
    case unreadableDocument(DocumentMessage)
    /// What the Swift importer cannot evaluate (its own positioned diagnostic, Docs/Import.md).
    case swiftImport(message: String)
    /// What the Swift generator refuses to write (Docs/SwiftGeneration.md).
    case swiftGeneration(SwiftRefusal)

    // MARK: Warnings (Docs/CLI.md, "Warnings")

    case unpinnedLayoutBoundaryItem
    case headerTopPaddingWithoutHeader
    case contentWithoutSupplementary(ListSupplementary)
    case ignoredByCustomGroup
    case insetsOnEstimatedAxis(Axis)
    case measuredNotEstimated(Axis)
    case itemSizeNotEstimated(Axis)
    case contentDoesNotSelfSize
    case orthogonalOffsetIgnored
    case orthogonalOffsetFlagIgnored(value: Double)
    case decorationsNotShown
    case noBoundaryItemsToApplyTo
    case cellOutsideGroup(section: Int, item: Int, cell: Rect, group: Size)
    case groupHoldsNothing(section: Int, group: Size)
}

extension SpecMessage {
    /// What a value should have been, as `expected …, found …` says it.
    public enum ExpectedValue: Sendable, Equatable {
        case mapping, list, string, bool, number, wholeNumber
        /// `items`: a count or a list of item entries.
        case countOrEntries
        /// A CONTENT text.
        case text
        /// A dimension or spacing: one of the functions, or a bare number.
        case callOrNumber([String])
        /// A screen column's `layout`.
        case layoutOrPath
    }

    /// A likely meant word for a misspelt one.
    public enum Suggestion: Sendable, Equatable {
        /// The closest word by edit distance.
        case similar(String)
        /// `leading` for `left`, `trailing` for `right`.
        case directional(String)
    }

    public enum Conflict: Sendable, Equatable {
        case groupAndList, supplementaryInsetsReference, absoluteAndFractionalOffset, countAndRepeatingCount, nameAndID
    }

    /// What a string that must not be empty names: an element kind, a section's `id`, a path of
    /// the project file.
    public enum NameRole: Sendable, Equatable {
        case kind, sectionID, specPath, goldensFolder, swiftSource
    }

    public enum Pair: Sendable, Equatable {
        /// `[x, y]`.
        case point
        /// `[width, height]`.
        case size
    }

    /// The counted limits of `SpecLimits`, and the accessories of a row.
    public enum SpecLimit: Sendable, Equatable {
        case sections, layoutItems, items, groupDepth, outlineDepth, customFrames, accessories
    }

    /// The solver's work limits (GroupWork), for the layout so far or for one group.
    public enum WorkLimit: Sendable, Equatable {
        case layoutSteps, layoutCells, layoutElements, groupCells, groupSteps
    }

    public enum ListSupplementary: Sendable, Equatable {
        case header, footer
    }
}
