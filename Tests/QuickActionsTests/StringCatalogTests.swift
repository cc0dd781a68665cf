import Foundation
import Testing

@testable import PropertyLists
@testable import QuickActionTools
@testable import QuickActions

@Suite("StringCatalog: .xcstrings values, variations, untranslatable keys, errors with paths")
struct StringCatalogTests {
    @Test("the CatalogApp fixture: translations, variations, source language, shouldTranslate")
    func catalogFixture() throws {
        let catalog = try StringCatalog.parse(try Fixture.data("Apps/CatalogApp/InfoPlist.xcstrings"))
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.languages == ["en", "de", "fr"])
        #expect(catalog.localization(forKey: "Inbox", language: "de")?.value == "Posteingang")
        #expect(catalog.localization(forKey: "Inbox", language: "en")?.value == "Inbox")
        let device = catalog.localization(forKey: "New Message", language: "de")
        #expect(device?.value == "Neue Nachricht")
        #expect(device?.variation == "device.iphone")
        let plural = catalog.localization(forKey: "Unread messages", language: "fr")
        #expect(plural?.value == "Messages non lus")
        #expect(plural?.variation == "plural.other")
        #expect(catalog.localization(forKey: "New Message", language: "fr")?.state == "needs_review")
        #expect(catalog.localization(forKey: "Catalog+", language: "de")?.value == "Catalog+")
        #expect(catalog.localization(forKey: "Inbox", language: "ja") == nil)
    }

    @Test(
        "malformed catalogs: message and position",
        arguments: [
            ("{\"strings\": {}}", "the root has no 'sourceLanguage'", "1:1"),
            ("{\"sourceLanguage\": 1}", "sourceLanguage is a number, expected a string", "1:20"),
            ("[]", "the root is an array, expected an object", "1:1"),
            (
                "{\"sourceLanguage\": \"en\", \"strings\": {\"A\": {\"localizations\": {\"de\": {\"stringUnit\": {}}}}}}",
                "strings.A.localizations.de.stringUnit has no 'value'", "1:83"
            ),
            (
                "{\"sourceLanguage\": \"en\", \"strings\": {\"A b\": {\"shouldTranslate\": \"no\"}}}",
                "strings[\"A b\"].shouldTranslate is a string, expected a boolean", "1:65"
            ),
            (
                "{\"sourceLanguage\": \"en\",\n \"strings\": {\n}",
                "not valid JSON: the file ends before the '{' opened at 1:1 is closed", "3:2"
            ),
        ])
    func malformed(text: String, message: String, position: String) {
        do {
            _ = try StringCatalog.parse(Data(text.utf8))
            Issue.record("parsed \(text)")
        } catch {
            #expect(error.message == message)
            #expect(error.position?.description == position)
        }
    }
}
