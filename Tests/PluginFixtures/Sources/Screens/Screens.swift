import Foundation

/// The frames the build-tool plugin compiled from Layouts/NAME.layout.yaml.
public func compiledFrames(_ name: String) -> Data? {
    Bundle.module.url(forResource: "\(name).frames", withExtension: "json").flatMap { try? Data(contentsOf: $0) }
}
