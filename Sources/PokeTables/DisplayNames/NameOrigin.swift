/// Where a resolved name came from: which link of the chain and which table set, or the slug.
@usableFromInline
package struct NameOrigin: Equatable, Sendable {
    /// The index in the chain of the locale that has the name; `.max` for the slug.
    @usableFromInline package let link: UInt8
    /// The position of the table set in the stack.
    @usableFromInline package let layer: UInt8
    /// Whether that set is the bundled one.
    @usableFromInline package let isBundled: Bool

    @inlinable
    package init(link: UInt8, layer: UInt8, isBundled: Bool) {
        self.link = link
        self.layer = layer
        self.isBundled = isBundled
    }

    /// A name that is the slug itself.
    package static let slug = NameOrigin(link: .max, layer: .max, isBundled: false)

    @inlinable package var isSlug: Bool { link == .max }
}
