/// The second half of the generated check (`XCTestHarness`): the data source, running the check
/// (scrolling through to measure, then to the spec's offsets) and comparing UIKit's answers with
/// layout-compile's frames (Docs/SwiftGeneration.md, the steps of the `xctest` check).
extension XCTestHarness {
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
    if let design = expected.design, ListDesign.running != design {
      throw UnmatchedDevice(
        reason: "The frames are for the \(design) list design, this app runs in the"
          + " \(ListDesign.running) one: regenerate with --design \(ListDesign.running).")
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
