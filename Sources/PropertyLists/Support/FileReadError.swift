/// Why a file could not be read.
package enum FileReadError: Error, Equatable {
    case notFound
    case isDirectory
    case notARegularFile
    case tooLarge(size: Int, limit: Int)
    case unreadable(reason: String)
}
