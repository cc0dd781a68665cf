import Foundation
import HTTPServer
import Springboard
import TouchKit

// Web views' pages, served to the browser's sandboxed frames (docs/PROTOCOL.md, "Web views").

extension SimulatorServer {
    /// The answer to `GET /web/{device}/{view}/{generation}/{file…}`: the document of the page web view
    /// `view` shows (with the page script added), one of the files of the page's folder, or the page
    /// script; an error otherwise. Every answer carries the sandbox headers (`WebFrameResponse`).
    func webFrameResponse(path rawPath: String) -> HTTPResponse {
        do throws(WebFrameError) {
            let path = try WebFramePath(rawPath)
            guard let session = registry.session(path.device) else { throw .unknownDevice(path.device) }
            guard let webView = session.device.webView(renderID: path.view) else {
                throw .noWebView(device: path.device, view: path.view)
            }
            guard webView.pageGeneration == path.generation else {
                throw .stalePage(requested: path.generation, current: webView.pageGeneration)
            }
            if path.isScript {
                guard let script = asset("webpage.js") else { throw .scriptMissing }
                return WebFrameResponse.script(script.body)
            }
            let page = webView.page
            let script = WebFramePath.scriptPath(
                device: path.device, view: path.view, generation: path.generation)
            if path.file == page.documentPath, let html = page.documentHTML {
                return WebFrameResponse.file(Array(html.utf8), named: "document.html", scriptPath: script)
            }
            guard let result = page.readResource(path.components) else { throw .noFolder(path.file) }
            switch result {
            case .success(let file):
                return WebFrameResponse.file(
                    [UInt8](file.data), named: file.url.lastPathComponent, scriptPath: script)
            case .failure(let error):
                throw .file(error)
            }
        } catch {
            return WebFrameResponse.error(error)
        }
    }
}
