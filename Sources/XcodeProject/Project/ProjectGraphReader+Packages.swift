import PropertyLists

extension ProjectGraphReader {
    /// The Swift package products of a target's `packageProductDependencies`: each
    /// `XCSwiftPackageProductDependency`'s `productName` and its `package` reference (remote by
    /// `repositoryURL`, local by `relativePath`, or none); build-tool plugins are left out. A dangling
    /// id is skipped with a warning.
    mutating func packageProducts(_ node: PropertyListNode) -> [PackageProduct] {
        var products: [PackageProduct] = []
        for (id, position) in ids(node, "packageProductDependencies") {
            // A build-tool plugin (`plugin:Name`) is no module an import can name.
            guard let dependency = object(id, key: "packageProductDependencies", at: position),
                let product = dependency["productName"]?.stringValue, !product.hasPrefix("plugin:")
            else { continue }
            guard let packageID = dependency["package"]?.stringValue,
                let package = object(packageID, key: "package", at: dependency["package"]?.position)
            else {
                products.append(PackageProduct(name: product, source: .workspace))
                continue
            }
            switch package["isa"]?.stringValue {
            case "XCRemoteSwiftPackageReference":
                products.append(
                    PackageProduct(
                        name: product, source: .remote(url: package["repositoryURL"]?.stringValue ?? "")))
            case "XCLocalSwiftPackageReference":
                let relative = package["relativePath"]?.stringValue ?? ""
                let path =
                    relative.hasPrefix("/") ? relative : ProjectGraphReader.normalize(folder + "/" + relative)
                products.append(PackageProduct(name: product, source: .local(path: path)))
            default:
                products.append(PackageProduct(name: product, source: .workspace))
            }
        }
        return products
    }
}
