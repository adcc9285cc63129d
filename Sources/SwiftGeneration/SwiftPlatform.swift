import LayoutEngine
import SpecReading

/// The framework the generated code builds the layout with.
public enum SwiftPlatform: String, Sendable, CaseIterable {
    /// UICollectionViewCompositionalLayout (iOS, iPadOS, Mac Catalyst, tvOS, visionOS).
    case uikit
    /// NSCollectionViewCompositionalLayout (macOS): no lists, no trait collection, no content insets references.
    case appkit

    var module: String { self == .uikit ? "UIKit" : "AppKit" }
    var layoutClass: String { self == .uikit ? "UICollectionViewCompositionalLayout" : "NSCollectionViewCompositionalLayout" }
    var configurationClass: String {
        self == .uikit ? "UICollectionViewCompositionalLayoutConfiguration" : "NSCollectionViewCompositionalLayoutConfiguration"
    }
    /// What a decoration kind is registered with when the user names no class of their own.
    var plainDecorationView: String { self == .uikit ? "UICollectionReusableView" : "NSView" }

    /// The deployment target the code is written for (`DeploymentTarget.resolve`). AppKit's code
    /// calls what every macOS with compositional layouts has, and sizes a `count` group's subitem to
    /// its share as from iOS 16 on (`subitem:count:` is deprecated in macOS 13): it takes no target.
    func target(_ requested: DeploymentTarget?, for descriptions: [LayoutDescription],
                floor: DeploymentTarget = DeploymentTarget.lowest) throws(Diagnostics) -> DeploymentTarget {
        guard self == .uikit else { return .iOS26 }
        return try DeploymentTarget.resolve(requested, for: descriptions, floor: floor)
    }

    /// Refuses, with the spec path and line:column, what the spec holds that this framework's API
    /// cannot express.
    func check(_ description: LayoutDescription) throws(Diagnostics) {
        guard self == .appkit else { return }
        if let list = description.layoutList {
            throw list.location.error(.swiftGeneration(message: "AppKit has no list layouts (UICollectionLayoutListConfiguration is UIKit's)"))
        }
        if description.configuration.contentInsetsReference != .automatic, let key = description.configurationKeys["contentInsetsReference"] {
            throw key.error(.swiftGeneration(message: "AppKit's NSCollectionViewCompositionalLayoutConfiguration has no contentInsetsReference"))
        }
        for section in description.sections {
            if section.items.entries.contains(where: \.hasContent) {
                throw section.location.error(.swiftGeneration(message: "AppKit has no list cells (UIListContentConfiguration is UIKit's): this section's items carry content"))
            }
            for variant in section.variants {
                for key in ["horizontalSizeClass", "verticalSizeClass", "layoutDirection"] {
                    if let location = variant.condition.locations[key] {
                        throw location.error(.swiftGeneration(message: "AppKit's NSCollectionLayoutEnvironment has no trait collection: a condition on \(key) cannot be written"))
                    }
                }
            }
            for definition in section.definitions {
                if let key = definition.keys["list"], definition.list != nil {
                    throw key.error(.swiftGeneration(message: "AppKit has no list sections (NSCollectionLayoutSection.list is UIKit's)"))
                }
                if definition.section.supplementaryContentInsetsReference != nil,
                   let key = definition.keys["supplementaryContentInsetsReference"] {
                    throw key.error(.swiftGeneration(message: "AppKit's NSCollectionLayoutSection has no supplementaryContentInsetsReference"))
                }
                if let reference = definition.section.contentInsetsReference, reference != .automatic,
                   let key = definition.keys["contentInsetsReference"] {
                    throw key.error(.swiftGeneration(message: "AppKit's NSCollectionLayoutSection has no contentInsetsReference"))
                }
            }
        }
    }
}

extension SectionDescription {
    /// The standard definition and every `adapt` entry's.
    var definitions: [SectionDefinition] { [standard] + variants.map(\.definition) }
}
