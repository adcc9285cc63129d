/// The parts of the generated check that report what differs and, with `--record`, write what
/// UIKit answered as a reference case (Docs/SwiftGeneration.md, "Recording UIKit's frames").
extension XCTestHarness {
    static let report = #"""
/// What the check found. Exact frames that differ fail; frames layout-compile marks approximate
/// fail only beyond their own tolerance, and are listed apart.
private struct FramesReport {
  var differences: [String] = []
  var approximateDifferences: [String] = []
  /// Approximate frames that differ within their tolerance: printed, not failed.
  var approximateWithin: [String] = []

  var passed: Bool { differences.isEmpty && approximateDifferences.isEmpty }

  func message(spec: String) -> String {
    var lines = ["layout-compile's frames for \(spec) differ from UIKit's (tolerance 0.01 pt):"]
    lines += differences
    if !approximateDifferences.isEmpty {
      lines.append("approximate in layout-compile, beyond their own tolerance:")
      lines += approximateDifferences
    }
    return lines.joined(separator: "\n")
  }
}

/// This device cannot check these frames (another display scale or idiom).
private struct UnmatchedDevice: Error, CustomStringConvertible {
  var reason: String
  var description: String { reason }
}

/// The test has no window scene to show the collection view in: it needs a host application.
private struct NoWindowScene: Error, CustomStringConvertible {
  var description: String {
    "No window scene: run the test in a unit test target with a host application."
  }
}
"""#

    static let recorder = #"""
extension LayoutFramesCheck {
  /// Writes what UIKit answered as a reference case of layout-compile's (the format of its
  /// Tests/ConformanceTests/Fixtures): the spec in the environment tested, the device, iOS version,
  /// design and scale, and every element's frame. `LAYOUT_COMPILE_RECORD_DIR` overrides `directory`.
  func record(into directory: String, file: String, spec: String) throws {
    let layout = collectionView.collectionViewLayout
    let size = layout.collectionViewContentSize
    let everything = CGRect(
      x: 0, y: 0, width: max(size.width, expected.width), height: max(size.height, expected.height))
    let elements: [[String: Any]] = (layout.layoutAttributesForElements(in: everything) ?? []).map {
      attributes in
      let category: String
      switch attributes.representedElementCategory {
      case .cell: category = "cell"
      case .supplementaryView: category = "supplementary"
      default: category = "decoration"
      }
      return [
        "category": category, "kind": attributes.representedElementKind ?? NSNull(),
        "section": attributes.indexPath.section, "item": attributes.indexPath.item,
        "x": attributes.frame.minX, "y": attributes.frame.minY,
        "width": attributes.frame.width, "height": attributes.frame.height,
        "zIndex": attributes.zIndex,
      ]
    }
    var specObject =
      try JSONSerialization.jsonObject(with: Data(spec.utf8)) as? [String: Any] ?? [:]
    specObject["environment"] = testedEnvironment()
    let process = ProcessInfo.processInfo
    let reference: [String: Any] = [
      "name": file, "group": "recorded",
      "notes": "Recorded by a test layout-compile generated (xctest --record).",
      "device": process.environment["SIMULATOR_DEVICE_NAME"] ?? UIDevice.current.model,
      "iosVersion": UIDevice.current.systemVersion, "design": "\(ListDesign.running)",
      "scale": collectionView.traitCollection.displayScale, "spec": specObject,
      "expected": [
        "contentSize": [size.width, size.height],
        "contentOffset": [collectionView.contentOffset.x, collectionView.contentOffset.y],
        "scope": "all", "elements": elements,
      ] as [String: Any],
    ]
    let data = try JSONSerialization.data(
      withJSONObject: reference, options: [.prettyPrinted, .sortedKeys])
    let folder = process.environment["LAYOUT_COMPILE_RECORD_DIR"] ?? directory
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try data.write(to: URL(fileURLWithPath: folder).appendingPathComponent(file), options: .atomic)
  }

  /// The spec's `environment` as tested.
  func testedEnvironment() -> [String: Any] {
    func insets(_ insets: NSDirectionalEdgeInsets) -> [String: Any] {
      [
        "top": insets.top, "leading": insets.leading, "bottom": insets.bottom,
        "trailing": insets.trailing,
      ]
    }
    var environment: [String: Any] = [
      "width": expected.width, "height": expected.height, "scale": expected.scale,
      "layoutDirection": expected.rightToLeft ? "rightToLeft" : "leftToRight",
      "horizontalSizeClass": expected.horizontalSizeClass == .regular ? "regular" : "compact",
      "verticalSizeClass": expected.verticalSizeClass == .regular ? "regular" : "compact",
      "contentOffset": [expected.contentOffset.x, expected.contentOffset.y],
      "safeAreaInsets": insets(expected.safeArea), "layoutMargins": insets(expected.layoutMargins),
    ]
    if let idiom = expected.idiom {
      environment["idiom"] = idiom == .pad ? "pad" : idiom == .mac ? "mac" : "phone"
    }
    environment["design"] = "\(ListDesign.running)"
    return environment
  }
}
"""#
}
