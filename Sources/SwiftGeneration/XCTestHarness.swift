/// The part of a generated frames test that is the same for every spec: the expected-layout types,
/// self-sizing cells that report the spec's measured sizes, and the check that builds the layout in
/// a real UICollectionView and compares UIKit's answers with layout-compile's frames at 0.01 pt.
/// Docs/SwiftGeneration.md describes each step and why.
enum XCTestHarness {
    /// The harness for code that runs from `target` on: size classes and layout direction through
    /// `traitOverrides` from iOS 17, before that through a container view controller.
    /// With `recording`, the check also writes what UIKit answered (`--record`).
    static func source(target: DeploymentTarget, recording: Bool) -> String {
        let window = target.hasWindowSceneWindows ? sceneWindow : frameWindow
        return beforeWindow + "\n" + window.create + "\n" + beforeTraits + "\n" + window.attach
            + (target.hasTraitOverrides ? traitOverrides : containerTraits) + "\n" + afterTraits + "\n" + report
            + (recording ? "\n" + recorder : "")
    }

    /// Before iOS 26: a window of the spec's frame, attached to the host application's scene.
    static let frameWindow = (
        create: """
              ) {
                self.expected = expected
                self.configureCell = configureCell
                let bounds = CGRect(x: 0, y: 0, width: expected.width, height: expected.height)
                window = UIWindow(frame: bounds)
            """,
        attach: """
                window.windowScene = UIApplication.shared.connectedScenes.first as? UIWindowScene

            """
    )

    /// iOS 26 deprecates `UIWindow(frame:)`: a window of the host application's scene, given the
    /// spec's frame (the initialiser throws without a scene: the test needs a host application).
    static let sceneWindow = (
        create: """
              ) throws {
                self.expected = expected
                self.configureCell = configureCell
                let bounds = CGRect(x: 0, y: 0, width: expected.width, height: expected.height)
                guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else {
                  throw NoWindowScene()
                }
                let window = UIWindow(windowScene: scene)
                window.frame = bounds
                self.window = window
            """,
        attach: ""
    )

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

    static let beforeWindow = #"""
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
  /// Checked only for layouts with lists, whose metrics differ by design (iOS 26's or the classic).
  var design: ListDesign?
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

/// The list design this app runs in: glass when built with the iOS 26 SDK (Swift 6.2) and running
/// on iOS 26 without UIDesignRequiresCompatibility, classic otherwise.
private enum ListDesign {
  case glass, classic

  static var running: ListDesign {
    #if compiler(>=6.2)
      if #available(iOS 26, *),
        Bundle.main.object(forInfoDictionaryKey: "UIDesignRequiresCompatibility") as? Bool != true
      {
        return .glass
      }
    #endif
    return .classic
  }
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
"""#

    static let beforeTraits = #"""
    var cellIDs: [IndexPath: String] = [:]
    for element in expected.elements {
      if case .cell = element.category, let id = element.id { cellIDs[element.indexPath] = id }
    }
    self.cellIDs = cellIDs
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
"""#
}
