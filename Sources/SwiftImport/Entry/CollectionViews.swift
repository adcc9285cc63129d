import SpecReading

/// The collection view a layout is given to (Docs/Import.md, "Entry points, arguments and given values"): a `configure…()`
/// method builds the layout and hands it over by `setCollectionViewLayout(_:animated:)`, by
/// assigning `collectionViewLayout`, or to `UICollectionView(frame:collectionViewLayout:)`. Only the
/// layout is read: the frame, colours, data source and registrations change no frame of the layout.
extension Evaluator {
    /// The collection views the code reads by a name the file does not define (`collectionView`, a
    /// view controller's own, or a property declared without a value), one for each name.
    static func isCollectionViewName(_ name: String) -> Bool { name == "collectionView" || name.hasSuffix("CollectionView") }

    /// `UICollectionView(frame: …, collectionViewLayout: layout)`: the layout argument only.
    func collectionViewInitialiser(_ arguments: [Argument], in scope: Scope, at position: SourcePosition) throws(ImportDiagnostic) -> Value {
        let view = UIKitObject(.collectionView, at: position)
        guard let layout = arguments.first(where: { $0.label == "collectionViewLayout" }) else {
            throw ImportDiagnostic("UICollectionView is read as UICollectionView(frame:collectionViewLayout:)", at: position,
                                   instead: "pass the layout as collectionViewLayout:")
        }
        try setLayout(try evaluate(layout.value, in: scope), of: view, at: layout.value.position)
        return .object(view)
    }

    /// A method of a collection view: `setCollectionViewLayout(_:animated:[completion:])` sets the
    /// layout; any other (`register`, `reloadData`) changes no frame and its arguments are not read.
    func collectionViewMethod(_ name: String, of view: UIKitObject, _ arguments: [Argument], in scope: Scope,
                              at position: SourcePosition) throws(ImportDiagnostic) -> Value {
        if name == "setCollectionViewLayout", let layout = arguments.first {
            try setLayout(try evaluate(layout.value, in: scope), of: view, at: layout.value.position)
        }
        return .null
    }

    /// `view.collectionViewLayout = layout`; any other property of the view changes no frame of the layout.
    func setCollectionViewProperty(_ name: String, of view: UIKitObject, to value: () throws(ImportDiagnostic) -> Value,
                                   at position: SourcePosition) throws(ImportDiagnostic) {
        guard name == "collectionViewLayout" else { return }
        try setLayout(try value(), of: view, at: position)
    }

    /// `collectionView = UICollectionView(frame: …, collectionViewLayout: layout)` in a `configure…()`
    /// method, the property declared without a value (or as `self.collectionView`): the view kept under
    /// its name. False when `value` is no collection view or `name` is not a collection view's.
    func keepsCollectionView(_ value: Value, as name: String) -> Bool {
        guard Self.isCollectionViewName(name), case .object(let view) = value, view.kind == .collectionView else { return false }
        collectionViews[name] = view
        return true
    }

    /// The collection view `name` stands for, made when first read.
    func namedCollectionView(_ name: String, at position: SourcePosition) -> Value {
        if let view = collectionViews[name] { return .object(view) }
        let view = UIKitObject(.collectionView, at: position)
        collectionViews[name] = view
        return .object(view)
    }

    private func setLayout(_ layout: Value, of view: UIKitObject, at position: SourcePosition) throws(ImportDiagnostic) {
        switch layout {
        case .object(let object) where object.kind == .layout:
            view.set("collectionViewLayout", layout, at: position)
            handedLayouts.append(object)
        case .gap(let diagnostic): throw diagnostic
        default:
            throw ImportDiagnostic("a collection view's layout is read as a UICollectionViewCompositionalLayout, got \(layout.typeDescription)",
                                   at: position, instead: "hand the collection view a UICollectionViewCompositionalLayout (or name the function that makes one with --function)")
        }
    }
}
