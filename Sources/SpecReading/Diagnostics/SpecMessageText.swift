import FramesFormat
import LayoutEngine

extension SpecMessage {
    /// The sentence printed after the path (`file:line:col: error: path: TEXT`).
    public var text: String {
        switch self {
        case .wrongType(let expected, let found): "expected \(expected.text), found \(found)"
        case .countWrittenAsString(let text):
            "expected \(ExpectedValue.countOrEntries.text), found the string \"\(EchoedText.escaped(text))\" (write a count without quotes)"
        case .notWholeNumber(let text): "expected a whole number, found \(text)"
        case .notFinite: "expected a finite number"
        case .lengthOutOfRange(let value): "\(spelled(value)) is out of range: lengths are at most \(Int(SpecLimits.maximumLength)) pt"
        case .negativeNumber(let value): "expected a number >= 0, found \(spelled(value))"
        case .nonPositiveLength(let value): "expected a length > 0, found \(spelled(value))"
        case .outOfRange(let value, let range): "\(value) is out of range: expected \(range.lowerBound) to \(range.upperBound)"
        case .negativeSize(let value): "a size must not be negative (found \(spelled(value)))"
        case .negativeSpacing(let value): "spacing must not be negative (found \(spelled(value)))"
        case .fractionOutOfRange(let value): "expected a fraction of the window from 0 to 1, found \(spelled(value))"
        case .unknownKey(let key, let suggestion, let allowed):
            "unknown key '\(EchoedText.escaped(key))'\(suggestion?.text ?? ""); expected one of: \(allowed.joined(separator: ", "))"
        case .repeatedKey(let written, let key): "'\(EchoedText.escaped(written))' repeats '\(key)', given already"
        case .unknownValue(let value, let suggestion, let allowed):
            "unknown value '\(EchoedText.escaped(value))'\(suggestion?.text ?? ""); expected one of: \(allowed.joined(separator: ", "))"
        case .missingKey(let key): "missing '\(key)'"
        case .missingSections: "missing 'sections': a layout needs a list of sections"
        case .missingItems: "missing 'items': a count or a list of item entries"
        case .missingGroupOrList: "missing 'group' or 'list' (here or in the base 'section')"
        case .emptySpec: "the spec is empty: expected a mapping with 'sections' (Docs/SpecFormat.md)"
        case .conflictingKeys(let conflict): conflict.text
        case .groupInListLayout: "the layout is a list (top-level 'list'): its sections take no 'group'"
        case .duplicateSectionName(let name, let other): "the name '\(EchoedText.escaped(name))' already names sections[\(other)]"
        case .noSectionWithItems(let count):
            "a section the provider returns nil for has no items, here \(count): UIKit raises NSInternalInconsistencyException "
                + "(an invalid section definition) for a section with items and no layout; write items: 0, or the section"
        case .noSectionKey(let key):
            "'\(EchoedText.escaped(key))' beside noSection: true: the provider returns nil there, so no section keys apply"
        case .emptyName(.kind): "a kind must not be empty"
        case .emptyName(.sectionID): "a section id must not be empty"
        case .emptyName(.specPath): "a spec path must not be empty"
        case .emptyName(.goldensFolder): "a goldens folder must not be empty"
        case .emptyName(.swiftSource): "a Swift sources path must not be empty"
        case .invalidCodeName:
            "a name starts with an ASCII letter and holds letters, digits, '-', '_' or spaces (at most 100): it names generated Swift"
        case .malformedCall(let text, let functions): "malformed '\(EchoedText.escaped(text))': expected one of \(Self.calls(functions))"
        case .unknownFunction(let name, let text, let suggestion, let functions):
            "unknown '\(EchoedText.escaped(name))' in '\(EchoedText.escaped(text))'\(suggestion.map { Suggestion.similar($0).text } ?? ""); "
                + "expected one of: \(functions.joined(separator: ", "))"
        case .malformedArgument(let text, let argument):
            "malformed '\(EchoedText.escaped(text))': '\(EchoedText.escaped(argument))' is not a number or a fraction such as 1/3"
                + Self.decimalPointHint(argument)
        case .malformedContainerLength(let text, let argument):
            "malformed '\(EchoedText.escaped(text))': '\(EchoedText.escaped(argument))' is no container length; expected absolute(…) or "
                + "estimated(…) of MEASURE, then at most one each of * n, / n and + n or - n, in that order, MEASURE one of "
                + ContainerLength.Measure.allCases.map(\.rawValue).joined(separator: ", ")
                + " (absolute(effectiveContentSize.width / 3 - 10))"
        case .notAPair(.point, let count): "expected [x, y], found a list of \(count)"
        case .notAPair(.size, let count): "expected [width, height], found a list of \(count)"
        case .repeatedEdge(let edge): "edge '\(edge)' given twice"
        case .malformedCondition(let text):
            "malformed condition '\(EchoedText.escaped(text))': expected a comparison like \"> 800\", \">= 600\", \"< 400\" or \"<= 320\""
        case .conditionBoundNotANumber(let text, let bound):
            "malformed condition '\(EchoedText.escaped(text))': '\(EchoedText.escaped(bound))' is not a number"
        case .accessoryNeedsSize: "a customView accessory needs its 'size': {kind: customView, size: [w, h]}"
        case .accessoryNeedsText: "a label accessory needs its 'text': {kind: label, text: \"…\"}"
        case .customGroupNeedsFrames: "a custom group needs 'frames'"
        case .customGroupKey(let key): "a custom group takes 'frames', not '\(key)'"
        case .framesOutsideCustomGroup: "'frames' belongs to custom groups (axis: custom)"
        case .noCustomFrames: "a custom group needs at least one frame"
        case .noSubitems: "a group needs at least one subitem"
        case .repetitionNeedsOneSubitem(let key, let found): "'\(key)' needs exactly one subitem, found \(found)"
        case .itemOrGroup: "expected exactly one of 'item' or 'group'"
        case .repeatedBoundaryKind(let kind): "two boundary items of kind '\(EchoedText.escaped(kind))': UIKit needs a distinct kind for each"
        case .tooMany(let limit): limit.text
        case .tooMuchWork(let limit): limit.text
        case .malformedPath(let key):
            "malformed path '\(EchoedText.escaped(key))': expected keys joined by '.', list indices in brackets, as group.subitems[0].item.size.width"
        case .pathRootNotASectionKey(let allowed): "a path key starts with a SECTION key (\(allowed.joined(separator: ", ")))"
        case .pathRootMissing(let root): "the section has no '\(root)' for this path to change: write the whole '\(root)'"
        case .pathThroughMissingKey(let key): "the path goes through '\(EchoedText.escaped(key))', which the section does not have"
        case .pathIndexPastEnd(let index, let count): "the path's [\(index)] is past the end of a list of \(count)"
        case .pathNeedsMapping(let key, let found): "the path's '\(EchoedText.escaped(key))' needs a mapping there, found \(found)"
        case .pathNeedsList(let index, let found): "the path's [\(index)] needs a list there, found \(found)"
        case .offsetFlagsOnScreen:
            "--offset and --orthogonal-offset scroll one layout; on a screen give each column's layout its own "
                + "environment.contentOffset or orthogonalOffset"
        case .columnLayoutIsScreen(let path): "'\(path)' is a screen spec; a column's layout is a layout spec"
        case .columnLayoutNotLayout(let path, let found):
            "'\(path)' is not a layout spec (a mapping with 'sections'), found \(found)\(found == "a mapping" ? " without 'sections'" : "")"
        case .windowLargerThanScreen(let window, let screen):
            "the window (\(spelled(window)) pt) is larger than the screen (\(spelled(screen)) pt)"
        case .supplementaryInDoubleColumn: "a doubleColumn split view has no supplementary column (style: tripleColumn has)"
        case .topColumnNotShown(let roles): "expected one of: \(roles.joined(separator: ", ")) (the column shown when collapsed)"
        case .minimumAboveMaximum(let column, let minimum, let maximum):
            "minimum\(column)ColumnWidth \(spelled(minimum)) is larger than maximum\(column)ColumnWidth \(spelled(maximum))"
        case .screenHasNoFramesTest:
            "a screen (split view columns) has no frames test of its own; generate one for each column's layout spec"
        case .layoutFileWithoutFolder(let path):
            "cannot read the layout file '\(path)': the spec was compiled without a folder to read layout files from; "
                + "write the column's layout inline"
        case .layoutFileOutside(let path):
            "the layout file '\(path)' lies outside the folders a spec may read (its own folder and the project's); "
                + "allow another with --allow-files DIR"
        case .layoutFileIsSwift(let path):
            "the layout file '\(path)' is Swift: a column names a spec (YAML or JSON); write it with layout-compile import, "
                + "or give the screen's own Swift (Docs/Import.md)"
        case .layoutFileUnreadable(let path, let problem): "cannot read the layout file '\(path)': \(problem.text)"
        case .projectPathOutside(let path):
            "the path '\(path)' leads out of the project: a project file's paths are relative to its folder and stay inside it"
        case .unknownDevice(let name, let suggestion, let allowed):
            "unknown device '\(EchoedText.escaped(name))'\(suggestion.map { Suggestion.similar($0).text } ?? ""); "
                + "expected one of: \(allowed.joined(separator: ", "))"
        case .noWidths: "expected at least one width"
        case .unreadableDocument(let reader): reader.text
        case .swiftImport(let message): message
        case .swiftGeneration(let refusal): refusal.text
        case .unpinnedLayoutBoundaryItem:
            "not pinned: a layout's own boundary item is placed at rest (UIKit pins it to the layout's visible bounds; not modelled)"
        case .headerTopPaddingWithoutHeader: "ignored: headerMode is none, so there is no header to pad"
        case .contentWithoutSupplementary(.header): "ignored: headerMode is not supplementary"
        case .contentWithoutSupplementary(.footer): "ignored: footerMode is not supplementary"
        case .ignoredByCustomGroup: "ignored by a custom group: its frames place the items"
        case .insetsOnEstimatedAxis(let axis):
            "ignored along the item's estimated \(axis.lengthName): UIKit takes no insets off an estimated dimension"
        case .measuredNotEstimated(let axis):
            "ignored: the \(axis.lengthName) is not estimated, so the view keeps its size (only an estimated dimension self-sizes)"
        case .itemSizeNotEstimated(let axis):
            "the \(axis.lengthName) the item asks for is ignored: no item of the section's group has an estimated \(axis.lengthName) "
                + "(only an estimated dimension self-sizes)"
        case .contentDoesNotSelfSize:
            "the row does not self-size from its content: no item of the section's group has an estimated height; "
                + "the content is laid out in the row as it is"
        case .orthogonalOffsetIgnored: "ignored: \(Self.notScrollingSideways)"
        case .orthogonalOffsetFlagIgnored(let value): "--orthogonal-offset \(spelled(value)) is ignored: \(Self.notScrollingSideways)"
        case .decorationsNotShown: "not shown: a section with no items and no boundary supplementary items has no size"
        case .noBoundaryItemsToApplyTo: "ignored: the section has no boundary supplementary items for it to apply to"
        case .cellOutsideGroup(let section, let item, let cell, let group):
            "cell \(item) of section \(section) (\(spelled(cell.width))×\(spelled(cell.height)) pt) reaches outside its group "
                + "(\(spelled(group.width))×\(spelled(group.height)) pt) and overlaps its neighbours, as in UIKit: a group keeps its "
                + "own length whatever its cells measure or repeat"
        case .groupHoldsNothing(let section, let group):
            "the group (\(spelled(group.width))×\(spelled(group.height)) pt here) holds none of its subitems: the first is longer "
                + "than the group along its axis, so UIKit shows no cell of section \(section)"
        }
    }

    private static let notScrollingSideways = "the section does not scroll sideways (orthogonalScrollingBehavior is none)"

    /// `fractionalWidth(…), absolute(…)`.
    private static func calls(_ functions: [String]) -> String {
        functions.map { "\($0)(…)" }.joined(separator: ", ")
    }

    /// For an argument written with a decimal comma (`0,5`, as several locales write it): that the
    /// separator is a point, and the number as it should be written.
    private static func decimalPointHint(_ argument: String) -> String {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return "" }
        return "; the decimal separator is a point: \(parts[0]).\(parts[1])"
    }
}

extension SpecMessage.ExpectedValue {
    var text: String {
        switch self {
        case .mapping: "a mapping"
        case .list: "a list"
        case .string: "a string"
        case .bool: "true or false"
        case .number: "a number"
        case .wholeNumber: "a whole number"
        case .countOrEntries: "a count or a list of item entries"
        case .text: "a string (quote a number: \"5\") or {string, lines, measured}"
        case .callOrNumber(let functions): "\(functions.map { "\($0)(…)" }.joined(separator: ", ")) or a number"
        case .layoutOrPath: "a layout spec (a mapping with 'sections') or the path of a layout spec file"
        }
    }
}

extension SpecMessage.Suggestion {
    /// ` (did you mean 'x'?)`, appended to the word it is for.
    var text: String {
        switch self {
        case .similar(let word): " (did you mean '\(word)'?)"
        case .directional(let edge):
            " (did you mean '\(edge)'? compositional layouts name edges leading and trailing, which flip right to left)"
        }
    }

    /// For `left` and `right`, the directional edge when `names` has it; else the closest of
    /// `names` when close enough to be a typo.
    static func find(for word: String, among names: [String]) -> Self? {
        let directional = ["left": "leading", "right": "trailing"][word.lowercased()]
        if let directional, names.contains(directional) { return .directional(directional) }
        return suggestion(for: word, among: names).map(Self.similar)
    }
}

extension SpecMessage.Conflict {
    var text: String {
        switch self {
        case .groupAndList: "a section takes 'group' or 'list', not both"
        case .supplementaryInsetsReference:
            "give supplementaryContentInsetsReference (iOS 16) or supplementariesFollowContentInsets (the property it replaces), not both"
        case .absoluteAndFractionalOffset: "give absoluteOffset or fractionalOffset, not both"
        case .countAndRepeatingCount:
            "give 'count' (subitem:count:, items resized to fill the group) or 'repeatingCount' (repeatingSubitem:count:, items keep "
                + "their size), not both"
        case .nameAndID: "'name' and 'id' both name the section: give one"
        }
    }
}

extension SpecMessage.SpecLimit {
    var text: String {
        switch self {
        case .sections: "more than \(SpecLimits.maximumSections) sections"
        case .layoutItems: "more than \(SpecLimits.maximumItems) items in the layout"
        case .items: "more than \(SpecLimits.maximumItems) items"
        case .groupDepth: "groups nested deeper than \(SpecLimits.maximumGroupDepth) levels"
        case .outlineDepth: "outline nested deeper than \(SpecLimits.maximumOutlineDepth) levels"
        case .customFrames: "more than \(SpecLimits.maximumRepetitions) frames"
        case .accessories: "more than \(SpecLimits.maximumAccessories) accessories"
        }
    }
}

extension SpecMessage.WorkLimit {
    var text: String {
        let repeats = "its count or the items that fit, multiplied by those of its nested groups; zero-length items repeat up to "
            + "\(SpecLimits.maximumRepetitions) times"
        switch self {
        case .layoutSteps:
            return "the groups of the sections so far take more than \(GroupWork.maximumLayoutSteps) steps to solve (cells and "
                + "repetitions counted, section by section); expected a layout within that"
        case .layoutCells:
            return "the groups of the sections so far hold more than \(GroupWork.maximumLayoutCells) cells (one repetition of each "
                + "section's group, solved section by section); expected a layout within that"
        case .layoutElements:
            return "the sections so far make more than \(GroupWork.maximumLayoutElements) elements (cells, and the supplementary "
                + "items of every cell and group, each one more element); expected a layout within that"
        case .groupCells:
            return "this group repeats to more than \(GroupWork.maximumLeafSlots) cells (\(repeats)); expected at most "
                + "\(GroupWork.maximumLeafSlots) cells per group"
        case .groupSteps:
            return "this group takes more than \(GroupWork.maximumLayoutSteps) steps to solve (\(repeats), empty groups included); "
                + "expected at most \(GroupWork.maximumLayoutSteps)"
        }
    }
}

extension Axis {
    /// `width` or `height`: the length along the axis, as the spec's keys name it.
    var lengthName: String { self == .horizontal ? "width" : "height" }
}
