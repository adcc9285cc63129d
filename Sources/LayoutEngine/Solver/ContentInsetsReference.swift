extension Environment {
    /// `NSCollectionLayoutContainer.effectiveContentSize` as a section provider reads it: the
    /// collection view's size less the insets of the layout's content insets reference, on all
    /// four edges (Docs/SpecFormat.md, "sections": `adapt`).
    public func effectiveContentSize(_ reference: ContentInsetsReference) -> Size {
        ContainerMeasures(contentSize: size, contentInsets: ContentInsetsReferenceResolver(environment: self).insets(for: reference))
            .effectiveContentSize
    }
}

/// Turns a content insets reference into insets from the environment's safe area, layout
/// margins and readable width.
struct ContentInsetsReferenceResolver: Sendable {
    let environment: Environment

    func insets(for reference: ContentInsetsReference) -> DirectionalInsets {
        switch reference {
        case .none:
            return .zero
        case .automatic, .safeArea:
            return environment.safeAreaInsets
        case .layoutMargins:
            return environment.layoutMargins
        case .readableContent:
            // The readable content guide: centred inside the margins, at most readableWidth wide.
            var margins = environment.layoutMargins
            let available = environment.width - margins.leading - margins.trailing
            let extra = max(0, available - environment.readableWidth) / 2
            margins.leading += extra
            margins.trailing += extra
            return margins
        }
    }
}
