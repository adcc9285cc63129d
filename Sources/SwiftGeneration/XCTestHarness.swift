/// The part of a generated frames test that is the same for every spec: the expected-layout types,
/// self-sizing cells that report the spec's measured sizes, and the check that builds the layout in
/// a real UICollectionView and compares UIKit's answers with layout-compile's frames at 0.01 pt.
/// Docs/SwiftGeneration.md describes each step and why.
enum XCTestHarness {
    /// The harness for code that runs from `target` on: size classes and layout direction through
    /// `traitOverrides` from iOS 17, before that through a container view controller.
    /// With `recording`, the check also writes what UIKit answered (`--record`).
    static func source(target: DeploymentTarget, recording: Bool) -> String {
        beforeTraits + "\n" + (target.hasTraitOverrides ? traitOverrides : containerTraits) + "\n" + afterTraits + "\n" + report
            + (recording ? "\n" + recorder : "")
    }

    static let traitOverrides = """
            if expected.rightToLeft {
              collectionView.semanticContentAttribute = .forceRightToLeft
              viewController.traitOverrides.layoutDirection = .rightToLeft
            }
            viewController.traitOverrides.horizontalSizeClass = expected.horizontalSizeClass
            viewController.traitOverrides.verticalSizeClass = expected.verticalSizeClass
            viewController.view = collectionView
            window.rootViewController = viewController
        """

    static let containerTraits = """
            if expected.rightToLeft { collectionView.semanticContentAttribute = .forceRightToLeft }
            viewController.view = collectionView
            // Before iOS 17, a view controller's traits are overridden by its parent.
            let container = UIViewController()
            container.addChild(viewController)
            container.view.addSubview(collectionView)
            viewController.didMove(toParent: container)
            let traits = UITraitCollection(traitsFrom: [
              UITraitCollection(horizontalSizeClass: expected.horizontalSizeClass),
              UITraitCollection(verticalSizeClass: expected.verticalSizeClass),
              UITraitCollection(layoutDirection: expected.rightToLeft ? .rightToLeft : .leftToRight),
            ])
            container.setOverrideTraitCollection(traits, forChild: viewController)
            window.rootViewController = container
        """

    static let beforeTraits = #"""
// MARK: - The check (layout-compile writes this part the same for every spec)

/// What layout-compile computed: the collection view it solved the layout for, and every frame.
private struct ExpectedLayout {
  var width: CGFloat
  var height: CGFloat
  var scale: CGFloat
  var rightToLeft: Bool
  var horizontalSizeClass: UIUserInterfaceSizeClass
  var verticalSizeClass: UIUserInterfaceSizeClass
  /// Checked only for layouts with lists, whose metrics differ by idiom.
  var idiom: UIUserInterfaceIdiom?
  var contentOffset: CGPoint
  var safeArea: NSDirectionalEdgeInsets
  var layoutMargins: NSDirectionalEdgeInsets
  var itemCounts: [Int]
  /// What self-sizing cells and supplementary views ask for on their estimated axes.
  var measuredCells: [IndexPath: MeasuredSize]
  var measuredSupplementaries: [String: MeasuredSize]
  var supplementaryKinds: [String]
  /// Where each orthogonal section's row came to rest.
  var orthogonalOffsets: [Int: CGFloat]
  var scrollsHorizontally: Bool
  var contentSize: CGSize
  /// How far an element marked approximate may differ (layout-compile's frame rests on a choice).
  var approximateTolerance: CGFloat
  var elements: [ExpectedElement]
  var rectQueries: [ExpectedRectQuery]
}

private struct MeasuredSize {
  var width: CGFloat?
  var height: CGFloat?
}

private struct ExpectedElement {
  enum Category {
    case cell
    case supplementary(String)
    case decoration(String)
  }

  var category: Category
  var indexPath: IndexPath
  var frame: CGRect
  var zIndex: Int
  /// A cell or item supplementary of an orthogonal section: it moves with the row's scroll view.
  var inRow: Bool
  var id: String?
  /// layout-compile's frame rests on a choice (`approximate` in its frames): compared at the
  /// approximate tolerance and listed apart.
  var approximate: Bool

  init(
    _ category: Category, _ section: Int, _ item: Int, _ frame: CGRect, zIndex: Int,
    inRow: Bool = false, id: String? = nil, approximate: Bool = false
  ) {
    self.category = category
    self.indexPath = IndexPath(item: item, section: section)
    self.frame = frame
    self.zIndex = zIndex
    self.inRow = inRow
    self.id = id
    self.approximate = approximate
  }

  var name: String {
    let path = "\(indexPath.section).\(indexPath.item)"
    switch category {
    case .cell: return "cell \(path)" + (id.map { " '\($0)'" } ?? "")
    case .supplementary(let kind): return "supplementary \(kind) \(path)"
    case .decoration(let kind): return "decoration \(kind) \(path)"
    }
  }
}

/// A `layoutAttributesForElements(in:)` query and what layout-compile says it returns.
private struct ExpectedRectQuery {
  var rect: CGRect
  var elements: [String]
}

/// A cell that asks for the size the spec gives on its estimated axes, and otherwise keeps the
/// estimate, as layout-compile assumes.
/// A cell with content self-sizes from it, as UIKit's list cells do.
private final class MeasuredCell: UICollectionViewListCell {
  var measured = MeasuredSize()

  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let fitted =
      contentConfiguration == nil
      ? layoutAttributes : super.preferredLayoutAttributesFitting(layoutAttributes)
    return measuredAttributes(fitted, measured)
  }
}

/// A supplementary view that does the same.
private final class MeasuredView: UICollectionReusableView {
  var measured = MeasuredSize()

  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    measuredAttributes(layoutAttributes, measured)
  }
}

@MainActor
private func measuredAttributes(
  _ layoutAttributes: UICollectionViewLayoutAttributes, _ measured: MeasuredSize
) -> UICollectionViewLayoutAttributes {
  guard let fitted = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else {
    return layoutAttributes
  }
  if let width = measured.width { fitted.frame.size.width = width }
  if let height = measured.height { fitted.frame.size.height = height }
  return fitted
}

/// A collection view whose safe area is the spec's, whatever the device's.
private final class SafeAreaCollectionView: UICollectionView {
  var forcedSafeAreaInsets = UIEdgeInsets.zero

  override var safeAreaInsets: UIEdgeInsets { forcedSafeAreaInsets }
}

/// Builds the layout in a real collection view of the spec's size, asks UIKit for every element
/// and rect query, and compares with layout-compile's frames at 0.01 pt.
@MainActor
private final class LayoutFramesCheck: NSObject, UICollectionViewDataSource {
  let expected: ExpectedLayout
  let window: UIWindow
  let viewController = UIViewController()
  let collectionView: SafeAreaCollectionView
  let tolerance: CGFloat = 0.01
  let cellIDs: [IndexPath: String]
  var report = FramesReport()
  /// The spec's cell content (`configureCell` of the generated file), when it has any.
  let configureCell: (@MainActor (UICollectionViewListCell, IndexPath) -> Void)?
  /// Elements of orthogonal rows that were off screen, so had no view to read: not compared.
  var unchecked: [String] = []

  init(
    _ expected: ExpectedLayout, layout: UICollectionViewLayout,
    configureCell: (@MainActor (UICollectionViewListCell, IndexPath) -> Void)? = nil
  ) {
    self.expected = expected
    self.configureCell = configureCell
    var cellIDs: [IndexPath: String] = [:]
    for element in expected.elements {
      if case .cell = element.category, let id = element.id { cellIDs[element.indexPath] = id }
    }
    self.cellIDs = cellIDs
    let bounds = CGRect(x: 0, y: 0, width: expected.width, height: expected.height)
    window = UIWindow(frame: bounds)
    collectionView = SafeAreaCollectionView(frame: bounds, collectionViewLayout: layout)
    super.init()
    collectionView.dataSource = self
    collectionView.register(MeasuredCell.self, forCellWithReuseIdentifier: "cell")
    for kind in expected.supplementaryKinds {
      collectionView.register(
        MeasuredView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "view")
    }
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.insetsLayoutMarginsFromSafeArea = false
    collectionView.preservesSuperviewLayoutMargins = false
    collectionView.directionalLayoutMargins = expected.layoutMargins
    let safeArea = expected.safeArea
    collectionView.forcedSafeAreaInsets = UIEdgeInsets(
      top: safeArea.top, left: expected.rightToLeft ? safeArea.trailing : safeArea.leading,
      bottom: safeArea.bottom, right: expected.rightToLeft ? safeArea.leading : safeArea.trailing)
    window.windowScene = UIApplication.shared.connectedScenes.first as? UIWindowScene
"""#

    static let afterTraits = #"""
    window.isHidden = false
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    expected.itemCounts.count
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    expected.itemCounts[section]
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    if let cell = cell as? MeasuredCell {
      cell.measured = expected.measuredCells[indexPath] ?? MeasuredSize()
      configureCell?(cell, indexPath)
    }
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "view", for: indexPath)
    (view as? MeasuredView)?.measured = expected.measuredSupplementaries[kind] ?? MeasuredSize()
    return view
  }

  /// Lays the collection view out as the spec says and returns what differs.
  func run() throws -> FramesReport {
    window.layoutIfNeeded()
    let scale = collectionView.traitCollection.displayScale
    if scale != expected.scale {
      throw UnmatchedDevice(
        reason: "The frames are for a @\(expected.scale)x display, this one is @\(scale)x: run on"
          + " a matching simulator or regenerate with --scale \(scale).")
    }
    if let idiom = expected.idiom, UIDevice.current.userInterfaceIdiom != idiom {
      throw UnmatchedDevice(
        reason: "List metrics differ by idiom: run on a device of the spec's idiom.")
    }
    measureEverything()
    collectionView.contentOffset = expected.contentOffset
    collectionView.layoutIfNeeded()
    for (section, offset) in expected.orthogonalOffsets where offset != 0 {
      guard let row = rowScrollView(section) else {
        unchecked.append("the row of section \(section) (its scroll view was not found)")
        continue
      }
      if expected.scrollsHorizontally {
        row.contentOffset.y = row.frame.minY + offset
      } else {
        row.contentOffset.x = row.frame.minX + offset
      }
    }
    collectionView.layoutIfNeeded()
    report.differences = compareContentSize() + compareElements() + compareRectQueries()
    if !unchecked.isEmpty {
      print("Not compared (off screen in an orthogonal row): " + unchecked.joined(separator: ", "))
    }
    if !report.approximateWithin.isEmpty {
      print(
        "Approximate in layout-compile, within its tolerance: "
          + report.approximateWithin.joined(separator: "; "))
    }
    return report
  }

  /// Scrolls through a layout longer than the window, a window at a time, so that UIKit measures
  /// every self-sizing cell and view (it measures them as they come on screen), until the content
  /// size settles; at most 5 passes of 2,000 windows.
  func measureEverything() {
    for _ in 0..<5 {
      let before = collectionView.collectionViewLayout.collectionViewContentSize
      let length = expected.scrollsHorizontally ? before.width : before.height
      let window = expected.scrollsHorizontally ? expected.width : expected.height
      var offset: CGFloat = 0
      var steps = 0
      while offset < length && steps < 2_000 {
        collectionView.contentOffset =
          expected.scrollsHorizontally ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)
        collectionView.layoutIfNeeded()
        offset += window
        steps += 1
      }
      if collectionView.collectionViewLayout.collectionViewContentSize == before { return }
    }
  }

  /// The scroll view an orthogonal section's row scrolls in: an ancestor of its first cell.
  func rowScrollView(_ section: Int) -> UIScrollView? {
    var view = collectionView.cellForItem(at: IndexPath(item: 0, section: section))?.superview
    while let candidate = view, candidate !== collectionView {
      if let scrollView = candidate as? UIScrollView { return scrollView }
      view = candidate.superview
    }
    return nil
  }

  func compareContentSize() -> [String] {
    let size = collectionView.collectionViewLayout.collectionViewContentSize
    let expectedSize = expected.contentSize
    guard
      abs(size.width - expectedSize.width) > tolerance
        || abs(size.height - expectedSize.height) > tolerance
    else { return [] }
    return ["content size: layout-compile \(expectedSize), UIKit \(size)"]
  }

  func compareElements() -> [String] {
    let layout = collectionView.collectionViewLayout
    let everything = CGRect(
      x: 0, y: 0, width: max(expected.contentSize.width, expected.width),
      height: max(expected.contentSize.height, expected.height))
    var answered: [String: UICollectionViewLayoutAttributes] = [:]
    for attributes in layout.layoutAttributesForElements(in: everything) ?? [] {
      answered[name(of: attributes)] = attributes
    }
    var differences: [String] = []
    for element in expected.elements {
      let name = element.name
      guard let attributes = answered.removeValue(forKey: name) ?? single(element) else {
        differences.append("\(name): layout-compile \(element.frame), UIKit has no such element")
        continue
      }
      var frame = attributes.frame
      if element.inRow {
        guard let view = visibleView(element) else {
          unchecked.append(name)
          continue
        }
        frame = collectionView.convert(view.frame, from: view.superview)
      }
      let differs = largestDifference(frame, element.frame)
      let allowed = element.approximate ? expected.approximateTolerance : tolerance
      let text =
        "\(name): layout-compile \(element.frame) z \(element.zIndex), UIKit \(frame) z \(attributes.zIndex)"
      if element.approximate && (differs > allowed || attributes.zIndex != element.zIndex) {
        report.approximateDifferences.append("approximate, differs by \(differs) pt: \(text)")
      } else if differs > allowed || attributes.zIndex != element.zIndex {
        differences.append(text)
      } else if element.approximate && differs > tolerance {
        report.approximateWithin.append("differs by \(differs) pt: \(text)")
      }
    }
    for (name, attributes) in answered
    where attributes.representedElementCategory != .decorationView {
      differences.append("\(name): UIKit \(attributes.frame), layout-compile has no such element")
    }
    return differences
  }

  func compareRectQueries() -> [String] {
    expected.rectQueries.compactMap { query in
      let answer =
        collectionView.collectionViewLayout.layoutAttributesForElements(in: query.rect) ?? []
      let names = Set(answer.map(name(of:)))
      let wanted = Set(query.elements)
      guard names != wanted else { return nil }
      return "rect \(query.rect): only layout-compile \(wanted.subtracting(names).sorted()),"
        + " only UIKit \(names.subtracting(wanted).sorted())"
    }
  }

  func single(_ element: ExpectedElement) -> UICollectionViewLayoutAttributes? {
    let layout = collectionView.collectionViewLayout
    switch element.category {
    case .cell:
      return layout.layoutAttributesForItem(at: element.indexPath)
    case .supplementary(let kind):
      return layout.layoutAttributesForSupplementaryView(ofKind: kind, at: element.indexPath)
    case .decoration(let kind):
      return layout.layoutAttributesForDecorationView(ofKind: kind, at: element.indexPath)
    }
  }

  /// The view on screen of a cell or supplementary that moves with an orthogonal row.
  func visibleView(_ element: ExpectedElement) -> UIView? {
    switch element.category {
    case .cell: return collectionView.cellForItem(at: element.indexPath)
    case .supplementary(let kind):
      return collectionView.supplementaryView(forElementKind: kind, at: element.indexPath)
    case .decoration: return nil
    }
  }

  func name(of attributes: UICollectionViewLayoutAttributes) -> String {
    let path = "\(attributes.indexPath.section).\(attributes.indexPath.item)"
    let kind = attributes.representedElementKind ?? ""
    switch attributes.representedElementCategory {
    case .cell: return "cell \(path)" + (cellIDs[attributes.indexPath].map { " '\($0)'" } ?? "")
    case .supplementaryView: return "supplementary \(kind) \(path)"
    case .decorationView: return "decoration \(kind) \(path)"
    @unknown default: return "element \(kind) \(path)"
    }
  }

  func largestDifference(_ a: CGRect, _ b: CGRect) -> CGFloat {
    max(
      abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.width - b.width), abs(a.height - b.height))
  }
}
"""#
}
