public import Foundation

/// Single-page PDFs written byte for byte, as Xcode's vector image sets hold them (a catalog, a page
/// tree of one page, a content stream, a cross-reference table), for tests of the asset path.
public enum VectorPDF {
    /// A one-page PDF whose page box is `width × height` points and whose content stream is
    /// `content` (PDF operators: `0 0 1 rg 2 2 10 10 re f`), with `resources` as the page's.
    public static func page(width: Int, height: Int, content: String, resources: String = "<< >>") -> Data {
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] /Resources \(resources) "
                + "/Contents 4 0 R >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
        ]
        var out = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(out.utf8.count)
            out += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = out.utf8.count
        out += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { out += String(format: "%010d 00000 n \n", offset) }
        out += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(out.utf8)
    }

    /// Writes a minimal app folder's Info.plist (only `CFBundleIdentifier`) into `folder`, the
    /// folder an image set's app is installed from.
    public static func writeAppInfoPlist(bundleIdentifier: String, into folder: String) throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleIdentifier</key><string>\(bundleIdentifier)</string>
            </dict></plist>
            """
        try Data(plist.utf8).write(to: URL(fileURLWithPath: folder + "/Info.plist"))
    }

    /// Writes an image set `name` holding `file` (its bytes `pdf`) into the asset catalog at
    /// `catalog` (made when missing), as Xcode writes a "Single Scale" PDF set; `intent` is the
    /// set's `template-rendering-intent` ("Render As"), left out when nil.
    public static func writeImageSet(
        _ name: String, file: String = "icon.pdf", pdf: Data, intent: String? = nil, into catalog: String
    ) throws {
        let set = catalog + "/" + name + ".imageset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try pdf.write(to: URL(fileURLWithPath: set + "/" + file))
        let properties =
            intent.map {
                #", "properties" : { "preserves-vector-representation" : true, "template-rendering-intent" : "\#($0)" }"#
            }
            ?? ""
        let json =
            #"{ "images" : [ { "idiom" : "universal", "filename" : "\#(file)" } ], "info" : { "version" : 1, "author" : "xcode" }\#(properties) }"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: set + "/Contents.json"))
    }
}
