extension SpecMessage {
    /// A kind of diagnostic: its stable identifier (the raw value), listed with its severity in
    /// Docs/CLI.md, "Diagnostics". Identifiers are never renamed; tools and tests may match on them.
    public enum Kind: String, Sendable, CaseIterable {
        case wrongType = "wrong-type"
        case countWrittenAsString = "count-written-as-string"
        case notWholeNumber = "not-whole-number"
        case notFinite = "not-finite"
        case lengthOutOfRange = "length-out-of-range"
        case negativeNumber = "negative-number"
        case nonPositiveLength = "non-positive-length"
        case outOfRange = "out-of-range"
        case negativeSize = "negative-size"
        case negativeSpacing = "negative-spacing"
        case fractionOutOfRange = "fraction-out-of-range"
        case unknownKey = "unknown-key"
        case repeatedKey = "repeated-key"
        case unknownValue = "unknown-value"
        case missingKey = "missing-key"
        case missingSections = "missing-sections"
        case missingItems = "missing-items"
        case missingGroupOrList = "missing-group-or-list"
        case emptySpec = "empty-spec"
        case conflictingKeys = "conflicting-keys"
        case groupInListLayout = "group-in-list-layout"
        case duplicateSectionName = "duplicate-section-name"
        case noSectionWithItems = "no-section-with-items"
        case noSectionKey = "no-section-key"
        case emptyName = "empty-name"
        case invalidCodeName = "invalid-code-name"
        case malformedCall = "malformed-call"
        case unknownFunction = "unknown-function"
        case malformedArgument = "malformed-argument"
        case malformedContainerLength = "malformed-container-length"
        case notAPair = "not-a-pair"
        case repeatedEdge = "repeated-edge"
        case malformedCondition = "malformed-condition"
        case conditionBoundNotANumber = "condition-bound-not-a-number"
        case accessoryNeedsSize = "accessory-needs-size"
        case accessoryNeedsText = "accessory-needs-text"
        case customGroupNeedsFrames = "custom-group-needs-frames"
        case customGroupKey = "custom-group-key"
        case framesOutsideCustomGroup = "frames-outside-custom-group"
        case noCustomFrames = "no-custom-frames"
        case noSubitems = "no-subitems"
        case repetitionNeedsOneSubitem = "repetition-needs-one-subitem"
        case itemOrGroup = "item-or-group"
        case repeatedBoundaryKind = "repeated-boundary-kind"
        case tooMany = "limit-exceeded"
        case tooMuchWork = "work-limit-exceeded"
        case malformedPath = "malformed-path"
        case pathRootNotASectionKey = "path-root-not-a-section-key"
        case pathRootMissing = "path-root-missing"
        case pathThroughMissingKey = "path-through-missing-key"
        case pathIndexPastEnd = "path-index-past-end"
        case pathNeedsMapping = "path-needs-mapping"
        case pathNeedsList = "path-needs-list"
        case offsetFlagsOnScreen = "offset-flags-on-screen"
        case columnLayoutIsScreen = "column-layout-is-screen"
        case columnLayoutNotLayout = "column-layout-not-layout"
        case windowLargerThanScreen = "window-larger-than-screen"
        case supplementaryInDoubleColumn = "supplementary-in-double-column"
        case topColumnNotShown = "top-column-not-shown"
        case minimumAboveMaximum = "minimum-above-maximum"
        case screenHasNoFramesTest = "screen-has-no-frames-test"
        case layoutFileWithoutFolder = "layout-file-without-folder"
        case layoutFileOutside = "layout-file-outside"
        case layoutFileIsSwift = "layout-file-is-swift"
        case layoutFileUnreadable = "layout-file-unreadable"
        case projectPathOutside = "project-path-outside"
        case unknownDevice = "unknown-device"
        case noWidths = "no-widths"
        case unreadableDocument = "unreadable-document"
        case swiftImport = "swift-import"
        case swiftGeneration = "swift-generation"
        case unpinnedLayoutBoundaryItem = "unpinned-layout-boundary-item"
        case headerTopPaddingWithoutHeader = "header-top-padding-without-header"
        case contentWithoutSupplementary = "content-without-supplementary"
        case ignoredByCustomGroup = "ignored-by-custom-group"
        case insetsOnEstimatedAxis = "insets-on-estimated-axis"
        case measuredNotEstimated = "measured-not-estimated"
        case itemSizeNotEstimated = "item-size-not-estimated"
        case contentDoesNotSelfSize = "content-does-not-self-size"
        case orthogonalOffsetIgnored = "orthogonal-offset-ignored"
        case orthogonalOffsetFlagIgnored = "orthogonal-offset-flag-ignored"
        case decorationsNotShown = "decorations-not-shown"
        case noBoundaryItemsToApplyTo = "no-boundary-items-to-apply-to"
        case cellOutsideGroup = "cell-outside-group"
        case groupHoldsNothing = "group-holds-nothing"

        public var severity: Diagnostic.Severity {
            switch self {
            case .unpinnedLayoutBoundaryItem, .headerTopPaddingWithoutHeader, .contentWithoutSupplementary,
                 .ignoredByCustomGroup, .insetsOnEstimatedAxis, .measuredNotEstimated, .itemSizeNotEstimated,
                 .contentDoesNotSelfSize, .orthogonalOffsetIgnored, .orthogonalOffsetFlagIgnored,
                 .decorationsNotShown, .noBoundaryItemsToApplyTo, .cellOutsideGroup, .groupHoldsNothing: .warning
            default: .error
            }
        }
    }

    /// Which kind of diagnostic this is.
    public var kind: Kind {
        switch self {
        case .wrongType: .wrongType
        case .countWrittenAsString: .countWrittenAsString
        case .notWholeNumber: .notWholeNumber
        case .notFinite: .notFinite
        case .lengthOutOfRange: .lengthOutOfRange
        case .negativeNumber: .negativeNumber
        case .nonPositiveLength: .nonPositiveLength
        case .outOfRange: .outOfRange
        case .negativeSize: .negativeSize
        case .negativeSpacing: .negativeSpacing
        case .fractionOutOfRange: .fractionOutOfRange
        case .unknownKey: .unknownKey
        case .repeatedKey: .repeatedKey
        case .unknownValue: .unknownValue
        case .missingKey: .missingKey
        case .missingSections: .missingSections
        case .missingItems: .missingItems
        case .missingGroupOrList: .missingGroupOrList
        case .emptySpec: .emptySpec
        case .conflictingKeys: .conflictingKeys
        case .groupInListLayout: .groupInListLayout
        case .duplicateSectionName: .duplicateSectionName
        case .noSectionWithItems: .noSectionWithItems
        case .noSectionKey: .noSectionKey
        case .emptyName: .emptyName
        case .invalidCodeName: .invalidCodeName
        case .malformedCall: .malformedCall
        case .unknownFunction: .unknownFunction
        case .malformedArgument: .malformedArgument
        case .malformedContainerLength: .malformedContainerLength
        case .notAPair: .notAPair
        case .repeatedEdge: .repeatedEdge
        case .malformedCondition: .malformedCondition
        case .conditionBoundNotANumber: .conditionBoundNotANumber
        case .accessoryNeedsSize: .accessoryNeedsSize
        case .accessoryNeedsText: .accessoryNeedsText
        case .customGroupNeedsFrames: .customGroupNeedsFrames
        case .customGroupKey: .customGroupKey
        case .framesOutsideCustomGroup: .framesOutsideCustomGroup
        case .noCustomFrames: .noCustomFrames
        case .noSubitems: .noSubitems
        case .repetitionNeedsOneSubitem: .repetitionNeedsOneSubitem
        case .itemOrGroup: .itemOrGroup
        case .repeatedBoundaryKind: .repeatedBoundaryKind
        case .tooMany: .tooMany
        case .tooMuchWork: .tooMuchWork
        case .malformedPath: .malformedPath
        case .pathRootNotASectionKey: .pathRootNotASectionKey
        case .pathRootMissing: .pathRootMissing
        case .pathThroughMissingKey: .pathThroughMissingKey
        case .pathIndexPastEnd: .pathIndexPastEnd
        case .pathNeedsMapping: .pathNeedsMapping
        case .pathNeedsList: .pathNeedsList
        case .offsetFlagsOnScreen: .offsetFlagsOnScreen
        case .columnLayoutIsScreen: .columnLayoutIsScreen
        case .columnLayoutNotLayout: .columnLayoutNotLayout
        case .windowLargerThanScreen: .windowLargerThanScreen
        case .supplementaryInDoubleColumn: .supplementaryInDoubleColumn
        case .topColumnNotShown: .topColumnNotShown
        case .minimumAboveMaximum: .minimumAboveMaximum
        case .screenHasNoFramesTest: .screenHasNoFramesTest
        case .layoutFileWithoutFolder: .layoutFileWithoutFolder
        case .layoutFileOutside: .layoutFileOutside
        case .layoutFileIsSwift: .layoutFileIsSwift
        case .layoutFileUnreadable: .layoutFileUnreadable
        case .projectPathOutside: .projectPathOutside
        case .unknownDevice: .unknownDevice
        case .noWidths: .noWidths
        case .unreadableDocument: .unreadableDocument
        case .swiftImport: .swiftImport
        case .swiftGeneration: .swiftGeneration
        case .unpinnedLayoutBoundaryItem: .unpinnedLayoutBoundaryItem
        case .headerTopPaddingWithoutHeader: .headerTopPaddingWithoutHeader
        case .contentWithoutSupplementary: .contentWithoutSupplementary
        case .ignoredByCustomGroup: .ignoredByCustomGroup
        case .insetsOnEstimatedAxis: .insetsOnEstimatedAxis
        case .measuredNotEstimated: .measuredNotEstimated
        case .itemSizeNotEstimated: .itemSizeNotEstimated
        case .contentDoesNotSelfSize: .contentDoesNotSelfSize
        case .orthogonalOffsetIgnored: .orthogonalOffsetIgnored
        case .orthogonalOffsetFlagIgnored: .orthogonalOffsetFlagIgnored
        case .decorationsNotShown: .decorationsNotShown
        case .noBoundaryItemsToApplyTo: .noBoundaryItemsToApplyTo
        case .cellOutsideGroup: .cellOutsideGroup
        case .groupHoldsNothing: .groupHoldsNothing
        }
    }

    /// The stable identifier (`unknown-key`).
    public var identifier: String { kind.rawValue }

    public var severity: Diagnostic.Severity { kind.severity }
}
