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
    var orthogonalScrollingBehaviorType: String {
        self == .uikit ? "UICollectionLayoutSectionOrthogonalScrollingBehavior" : "NSCollectionLayoutSectionOrthogonalScrollingBehavior"
    }

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
            throw list.location.error(.swiftGeneration(.appKitListLayout))
        }
        if description.configuration.contentInsetsReference != .automatic, let key = description.configurationKeys["contentInsetsReference"] {
            throw key.error(.swiftGeneration(.appKitConfigurationInsetsReference))
        }
        for section in description.sections {
            if section.items.entries.contains(where: \.hasContent) {
                throw section.location.error(.swiftGeneration(.appKitListCells))
            }
            for variant in section.variants {
                for key in ["horizontalSizeClass", "verticalSizeClass", "layoutDirection", "idiom", "contentSizeCategory"] {
                    if let location = variant.condition.locations[key] {
                        throw location.error(.swiftGeneration(.appKitTraitCondition(key: key)))
                    }
                }
            }
            for definition in section.definitions {
                if let key = definition.keys["list"], definition.list != nil {
                    throw key.error(.swiftGeneration(.appKitListSection))
                }
                if definition.section.supplementaryContentInsetsReference != nil,
                   let key = definition.keys["supplementaryContentInsetsReference"] {
                    throw key.error(.swiftGeneration(.appKitSupplementaryInsetsReference))
                }
                if let reference = definition.section.contentInsetsReference, reference != .automatic,
                   let key = definition.keys["contentInsetsReference"] {
                    throw key.error(.swiftGeneration(.appKitSectionInsetsReference))
                }
            }
        }
    }
}

extension SectionDescription {
    /// The standard definition and every `adapt` entry's.
    var definitions: [SectionDefinition] { [standard] + variants.map(\.definition) }
}
