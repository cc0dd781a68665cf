/// A Swift package product a target links (`packageProductDependencies`, Xcode 11 and later): the
/// product's name, which is the module an `import` names, and where Xcode gets the package.
public struct PackageProduct: Sendable, Hashable {
    /// Where the package comes from.
    public enum Source: Sendable, Hashable {
        /// `XCRemoteSwiftPackageReference`: Xcode clones `url` when it resolves packages.
        case remote(url: String)
        /// `XCLocalSwiftPackageReference`: a package folder at `path` (resolved against the project's
        /// folder).
        case local(path: String)
        /// No `package` reference: the product of a package the workspace (or a package folder
        /// dragged into the project) supplies.
        case workspace
    }

    /// `productName`: the product, and usually the module an `import` names.
    public var name: String
    /// Where the package comes from.
    public var source: Source

    /// A product named `name` from `source`.
    public init(name: String, source: Source) {
        self.name = name
        self.source = source
    }
}
