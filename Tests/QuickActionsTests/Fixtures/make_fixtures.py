#!/usr/bin/env python3
"""Writes the QuickActions test fixtures: Info.plists shaped like real apps, one app per lint rule,
bad inputs, and small monochrome square PNG icons (drawn here, pixel by pixel, with zlib).

Run from this folder: python3 make_fixtures.py. The output is committed; rerunning is idempotent."""
import math, os, plistlib, random, struct, zlib, json

HERE = os.path.dirname(os.path.abspath(__file__))

def write(path, data, mode="w", encoding="utf-8"):
    full = os.path.join(HERE, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    if isinstance(data, bytes):
        with open(full, "wb") as f: f.write(data)
    else:
        with open(full, "w", encoding=encoding, newline="") as f: f.write(data)

def png(width, height, alpha):
    """A black PNG whose alpha at (x, y) is alpha(x, y) in 0...1 (a template image)."""
    rows = b""
    for y in range(height):
        row = b"\x00"
        for x in range(width):
            a = max(0.0, min(1.0, alpha((x + 0.5) / width, (y + 0.5) / height)))
            row += bytes([0, 0, 0, int(round(a * 255))])
        rows += row
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")

def stroke_rect(x0, y0, x1, y1, w):
    def f(x, y):
        inside = x0 - w <= x <= x1 + w and y0 - w <= y <= y1 + w
        hole = x0 + w < x < x1 - w and y0 + w < y < y1 - w
        return 1.0 if inside and not hole else 0.0
    return f

def union(*shapes):
    return lambda x, y: max(s(x, y) for s in shapes)

def disc(cx, cy, r):
    return lambda x, y: 1.0 if (x - cx) ** 2 + (y - cy) ** 2 <= r * r else 0.0

def segment(ax, ay, bx, by, w):
    def f(x, y):
        dx, dy = bx - ax, by - ay
        t = max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)))
        return 1.0 if math.hypot(x - (ax + t * dx), y - (ay + t * dy)) <= w else 0.0
    return f

door = union(stroke_rect(0.28, 0.12, 0.72, 0.9, 0.035), disc(0.62, 0.52, 0.045), segment(0.12, 0.9, 0.88, 0.9, 0.035))
wrench = union(segment(0.25, 0.75, 0.62, 0.38, 0.07), disc(0.7, 0.3, 0.17), lambda x, y: 0.0)
def wrench_shape(x, y):
    if (x - 0.78) ** 2 + (y - 0.22) ** 2 < 0.09 ** 2: return 0.0
    return wrench(x, y)
envelope = union(stroke_rect(0.14, 0.26, 0.86, 0.76, 0.035), segment(0.14, 0.26, 0.5, 0.55, 0.035), segment(0.86, 0.26, 0.5, 0.55, 0.035))
house = union(segment(0.12, 0.5, 0.5, 0.16, 0.04), segment(0.5, 0.16, 0.88, 0.5, 0.04), stroke_rect(0.24, 0.46, 0.76, 0.86, 0.035))
scan = union(segment(0.15, 0.15, 0.35, 0.15, 0.04), segment(0.15, 0.15, 0.15, 0.35, 0.04),
             segment(0.85, 0.15, 0.65, 0.15, 0.04), segment(0.85, 0.15, 0.85, 0.35, 0.04),
             segment(0.15, 0.85, 0.35, 0.85, 0.04), segment(0.15, 0.85, 0.15, 0.65, 0.04),
             segment(0.85, 0.85, 0.65, 0.85, 0.04), segment(0.85, 0.85, 0.85, 0.65, 0.04),
             segment(0.25, 0.5, 0.75, 0.5, 0.03))
star = lambda x, y: 1.0 if abs(x - 0.5) + abs(y - 0.5) < 0.4 else 0.0

def plist(root):
    return plistlib.dumps(root, fmt=plistlib.FMT_XML, sort_keys=False).decode("utf-8")

def item(type_, title, **extra):
    d = {"UIApplicationShortcutItemType": type_, "UIApplicationShortcutItemTitle": title}
    for k, v in extra.items(): d["UIApplicationShortcutItem" + k] = v
    return d

def app(bundle, items=None, **top):
    d = {"CFBundleDevelopmentRegion": "en", "CFBundleIdentifier": bundle, "CFBundleName": bundle.split(".")[-1],
         "CFBundleVersion": "1", "CFBundleShortVersionString": "1.0"}
    d.update(top)
    if items is not None: d["UIApplicationShortcutItems"] = items
    return d

# ---- Seed 001: chengpei.shortcutDemo declares no static items; its AppDelegate adds one dynamic "Add".
write("Apps/Seed001/Info.plist", plist(app("chengpei.shortcutDemo")))
write("Apps/Seed001/dynamic.json", json.dumps([{"type": "add", "title": "Add", "icon": "add"}], indent=2, ensure_ascii=False) + "\n")

# ---- Seed 002: the four static items of the article, verbatim, with their icon files.
seed002 = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
\t<key>CFBundleDevelopmentRegion</key>
\t<string>zh_CN</string>
\t<key>CFBundleIdentifier</key>
\t<string>com.example.community</string>
\t<key>CFBundleVersion</key>
\t<string>1</string>
\t<key>UIApplicationShortcutItems</key>
\t<array>
\t\t<dict>
\t\t\t<key>UIApplicationShortcutItemTitle</key>
\t\t\t<string>智能开门</string>
\t\t\t<key>UIApplicationShortcutItemUserInfo</key>
\t\t\t<dict>
\t\t\t\t<key>key1</key>
\t\t\t\t<string>value1</string>
\t\t\t</dict>
\t\t\t<key>UIApplicationShortcutItemType</key>
\t\t\t<string>openDoor</string>
\t\t\t<key>UIApplicationShortcutItemIconFile</key>
\t\t\t<string>智能开门@2x.png</string>
\t\t</dict>
\t\t<dict>
\t\t\t<key>UIApplicationShortcutItemTitle</key>
\t\t\t<string>我要报修</string>
\t\t\t<key>UIApplicationShortcutItemUserInfo</key>
\t\t\t<dict>
\t\t\t\t<key>key2</key>
\t\t\t\t<string>value2</string>
\t\t\t</dict>
\t\t\t<key>UIApplicationShortcutItemType</key>
\t\t\t<string>repair</string>
\t\t\t<key>UIApplicationShortcutItemIconFile</key>
\t\t\t<string>在线报修@2x.png</string>
\t\t</dict>
\t\t<dict>
\t\t\t<key>UIApplicationShortcutItemTitle</key>
\t\t\t<string>访客邀请</string>
\t\t\t<key>UIApplicationShortcutItemUserInfo</key>
\t\t\t<dict>
\t\t\t\t<key>key3</key>
\t\t\t\t<string>value3</string>
\t\t\t</dict>
\t\t\t<key>UIApplicationShortcutItemType</key>
\t\t\t<string>invite</string>
\t\t\t<key>UIApplicationShortcutItemIconFile</key>
\t\t\t<string>访客邀请@2x.png</string>
\t\t</dict>
\t\t<dict>
\t\t\t<key>UIApplicationShortcutItemTitle</key>
\t\t\t<string>社区服务</string>
\t\t\t<key>UIApplicationShortcutItemUserInfo</key>
\t\t\t<dict>
\t\t\t\t<key>key4</key>
\t\t\t\t<string>value4</string>
\t\t\t</dict>
\t\t\t<key>UIApplicationShortcutItemType</key>
\t\t\t<string>communityService</string>
\t\t\t<key>UIApplicationShortcutItemIconFile</key>
\t\t\t<string>社区服务@2x.png</string>
\t\t</dict>
\t</array>
</dict>
</plist>
"""
write("Apps/Seed002/Info.plist", seed002)
write("Apps/Seed002/智能开门@2x.png", png(70, 70, door))
write("Apps/Seed002/在线报修@2x.png", png(70, 70, wrench_shape))
write("Apps/Seed002/访客邀请@2x.png", png(70, 70, envelope))
write("Apps/Seed002/社区服务@2x.png", png(70, 70, house))

# ---- Seed 003: the Xamarin article's Search and Share statics, and its dynamic Play and Pause.
write("Apps/Seed003/Info.plist", plist(app("com.company.appname", [
    item("com.company.appname.000", "Search", IconType="UIApplicationShortcutIconTypeSearch", Subtitle="Will search for an item"),
    item("com.company.appname.001", "Share", IconType="UIApplicationShortcutIconTypeShare", Subtitle="Will share an item"),
])))
write("Apps/Seed003/dynamic.json", json.dumps([
    {"type": "com.company.appname.002", "title": "Play", "subtitle": "Will play an item", "icon": "play"},
    {"type": "com.company.appname.003", "title": "Pause", "subtitle": "Will pause an item", "icon": {"system": "pause"}},
], indent=2) + "\n")

# ---- A real Xcode project's layout: variables, an asset catalog with a namespaced folder, localisations
# in UTF-8 with unquoted keys, UTF-16 LE and BE with BOMs, a file without a final newline, mixed icon kinds,
# a widget key, and a test target with its own Info.plist that the locator must pass over.
real = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleDevelopmentRegion</key>
	<string>$(DEVELOPMENT_LANGUAGE)</string>
	<key>CFBundleExecutable</key>
	<string>$(EXECUTABLE_NAME)</string>
	<key>CFBundleIdentifier</key>
	<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
	<key>CFBundleInfoDictionaryVersion</key>
	<string>6.0</string>
	<key>CFBundleName</key>
	<string>$(PRODUCT_NAME)</string>
	<key>CFBundlePackageType</key>
	<string>$(PRODUCT_BUNDLE_PACKAGE_TYPE)</string>
	<key>CFBundleShortVersionString</key>
	<string>$(MARKETING_VERSION)</string>
	<key>CFBundleVersion</key>
	<string>$(CURRENT_PROJECT_VERSION)</string>
	<key>LSRequiresIPhoneOS</key>
	<true/>
	<key>UIApplicationSceneManifest</key>
	<dict>
		<key>UIApplicationSupportsMultipleScenes</key>
		<false/>
	</dict>
	<key>UIApplicationShortcutWidget</key>
	<string>$(PRODUCT_BUNDLE_IDENTIFIER).widget</string>
	<key>UIApplicationShortcutItems</key>
	<array>
		<dict>
			<key>UIApplicationShortcutItemType</key>
			<string>$(PRODUCT_BUNDLE_IDENTIFIER).compose</string>
			<key>UIApplicationShortcutItemTitle</key>
			<string>NEW_NOTE</string>
			<key>UIApplicationShortcutItemIconType</key>
			<string>UIApplicationShortcutIconTypeCompose</string>
		</dict>
		<dict>
			<key>UIApplicationShortcutItemType</key>
			<string>$(PRODUCT_BUNDLE_IDENTIFIER).scan</string>
			<key>UIApplicationShortcutItemTitle</key>
			<string>SCAN_DOCUMENT</string>
			<key>UIApplicationShortcutItemSubtitle</key>
			<string>SCAN_SUBTITLE</string>
			<key>UIApplicationShortcutItemIconFile</key>
			<string>Shortcuts/scan</string>
		</dict>
		<dict>
			<key>UIApplicationShortcutItemType</key>
			<string>${PRODUCT_BUNDLE_IDENTIFIER}.search</string>
			<key>UIApplicationShortcutItemTitle</key>
			<string>SEARCH_NOTES</string>
			<key>UIApplicationShortcutItemIconSymbolName</key>
			<string>magnifyingglass</string>
		</dict>
		<dict>
			<key>UIApplicationShortcutItemType</key>
			<string>$(PRODUCT_NAME:rfc1034identifier:lower).favorites</string>
			<key>UIApplicationShortcutItemTitle</key>
			<string>FAVORITES</string>
			<key>UIApplicationShortcutItemIconType</key>
			<string>UIApplicationShortcutIconTypeFavorite</string>
			<key>UIApplicationShortcutItemUserInfo</key>
			<dict>
				<key>folder</key>
				<string>favorites</string>
				<key>limit</key>
				<integer>20</integer>
				<key>since</key>
				<date>2015-09-25T12:00:00Z</date>
			</dict>
		</dict>
	</array>
	<key>UILaunchStoryboardName</key>
	<string>LaunchScreen</string>
	<key>UISupportedInterfaceOrientations</key>
	<array>
		<string>UIInterfaceOrientationPortrait</string>
	</array>
</dict>
</plist>
"""
write("Apps/RealApp/MyNotes/Info.plist", real)
write("Apps/RealApp/MyNotesTests/Info.plist", plist(app("$(PRODUCT_BUNDLE_IDENTIFIER)")))
write("Apps/RealApp/MyNotes.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n}\n")
write("Apps/RealApp/MyNotes/AppDelegate.swift", "import UIKit\n")
write("Apps/RealApp/MyNotes/Assets.xcassets/Contents.json", json.dumps({"info": {"author": "xcode", "version": 1}}, indent=2) + "\n")
write("Apps/RealApp/MyNotes/Assets.xcassets/Shortcuts/Contents.json",
      json.dumps({"info": {"author": "xcode", "version": 1}, "properties": {"provides-namespace": True}}, indent=2) + "\n")
write("Apps/RealApp/MyNotes/Assets.xcassets/Shortcuts/scan.imageset/Contents.json", json.dumps({
    "images": [{"filename": "scan.png", "idiom": "universal", "scale": "1x"},
               {"filename": "scan@2x.png", "idiom": "universal", "scale": "2x"},
               {"filename": "scan@3x.png", "idiom": "universal", "scale": "3x"}],
    "info": {"author": "xcode", "version": 1}, "properties": {"template-rendering-intent": "template"}}, indent=2) + "\n")
for name, size in [("scan.png", 35), ("scan@2x.png", 70), ("scan@3x.png", 105)]:
    write("Apps/RealApp/MyNotes/Assets.xcassets/Shortcuts/scan.imageset/" + name, png(size, size, scan))
write("Apps/RealApp/MyNotes/en.lproj/InfoPlist.strings", """/* Quick actions (Home Screen). Keys are the Info.plist values. */
NEW_NOTE = "New Note";
SCAN_DOCUMENT = "Scan Document";
SCAN_SUBTITLE = "Into a new note";  // shown under the title
"SEARCH_NOTES" = "Search";
FAVORITES = Favorites;
""")
write("Apps/RealApp/MyNotes/de.lproj/InfoPlist.strings", "\ufeff" + """/* Schnellaktionen */
"NEW_NOTE" = "Neue Notiz";
"SCAN_DOCUMENT" = "Dokument scannen";
"SCAN_SUBTITLE" = "In eine neue Notiz";
"SEARCH_NOTES" = "Suchen";
"FAVORITES" = "Favoriten";
""", encoding="utf-16-le")
write("Apps/RealApp/MyNotes/ja.lproj/InfoPlist.strings", "\ufeff" + """// クイックアクション
"NEW_NOTE" = "新規メモ";
"SCAN_DOCUMENT" = "書類をスキャン";
"SCAN_SUBTITLE" = "新しいメモに";
"SEARCH_NOTES" = "検索";
"FAVORITES" = "よく使う項目";
""", encoding="utf-16-be")
write("Apps/RealApp/MyNotes/fr.lproj/InfoPlist.strings",
      '"NEW_NOTE" = "Nouvelle note";\n"SCAN_DOCUMENT" = "Numériser un \\"document\\"";\n'
      '"SCAN_SUBTITLE" = "Dans une nouvelle note";\n"SEARCH_NOTES" = "Rechercher";\n"FAVORITES" = "Favoris \\U2605";')

# ---- A String Catalog app (Xcode 15): variations, a key not to translate, subtitles.
write("Apps/CatalogApp/Info.plist", plist(app("com.example.catalog", [
    item("com.example.catalog.inbox", "Inbox", IconType="UIApplicationShortcutIconTypeMail", Subtitle="Unread messages"),
    item("com.example.catalog.compose", "New Message", IconType="UIApplicationShortcutIconTypeCompose"),
    item("com.example.catalog.brand", "Catalog+", IconType="UIApplicationShortcutIconTypeFavorite"),
])))
write("Apps/CatalogApp/InfoPlist.xcstrings", json.dumps({
    "sourceLanguage": "en",
    "strings": {
        "Catalog+": {"shouldTranslate": False},
        "Inbox": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Posteingang"}},
                                     "fr": {"stringUnit": {"state": "translated", "value": "Boîte de réception"}}}},
        "New Message": {"localizations": {
            "de": {"variations": {"device": {"iphone": {"stringUnit": {"state": "translated", "value": "Neue Nachricht"}},
                                             "other": {"stringUnit": {"state": "translated", "value": "Neue Nachricht schreiben"}}}}},
            "fr": {"stringUnit": {"state": "needs_review", "value": "Nouveau message"}}}},
        "Unread messages": {"localizations": {
            "de": {"stringUnit": {"state": "translated", "value": "Ungelesene Nachrichten"}},
            "fr": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "Message non lu"}},
                                             "other": {"stringUnit": {"state": "translated", "value": "Messages non lus"}}}}}}},
    },
    "version": "1.0"}, indent=2, ensure_ascii=False) + "\n")

# ---- A built bundle: binary Info.plist and binary (compiled) strings inside Build/Demo.app.
write("Apps/BinaryApp/Demo.app/Info.plist", plistlib.dumps(app("com.example.demo", [
    item("com.example.demo.play", "PLAY", IconType="UIApplicationShortcutIconTypePlay"),
    item("com.example.demo.star", "STAR", IconFile="star"),
], CFBundleVersion="12"), fmt=plistlib.FMT_BINARY))
write("Apps/BinaryApp/Demo.app/en.lproj/InfoPlist.strings", plistlib.dumps({"PLAY": "Play", "STAR": "Star"}, fmt=plistlib.FMT_BINARY))
write("Apps/BinaryApp/Demo.app/de.lproj/InfoPlist.strings", plistlib.dumps({"PLAY": "Abspielen", "STAR": "Stern"}, fmt=plistlib.FMT_BINARY))
write("Apps/BinaryApp/Demo.app/star@2x.png", png(70, 70, star))

# ---- One app per lint rule. Each must produce its rule (see QuickActionsTests/ShortcutLinterTests.swift).
ok = lambda n: item("com.example.rule.%d" % n, "Item %d" % n, IconType="UIApplicationShortcutIconTypeAdd")
def rule(name, root, files=None):
    data = plist(root) if isinstance(root, dict) else root
    write("Rules/%s/Info.plist" % name, data)
    for path, content in (files or {}).items():
        write("Rules/%s/%s" % (name, path), content)

rule("not-a-plist", "This is not a property list.\n")
rule("malformed-plist", plist(app("com.example.rule", [ok(0), ok(1)]))[:420])
rule("root-not-dictionary", '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<array>\n\t<string>UIApplicationShortcutItems</string>\n</array>\n</plist>\n')
write("Rules/binary-plist/Info.plist", plistlib.dumps(app("com.example.rule", [{"UIApplicationShortcutItemType": "com.example.rule.0"}]), fmt=plistlib.FMT_BINARY))
rule("duplicate-key", plist(app("com.example.rule", [ok(0)])).replace(
    "<string>Item 0</string>", "<string>Item 0</string>\n\t\t\t<key>UIApplicationShortcutItemTitle</key>\n\t\t\t<string>Item Zero</string>"))
rule("items-not-array", plist(app("com.example.rule", {"first": ok(0)})))
rule("item-not-dictionary", plist(app("com.example.rule", [ok(0), "com.example.rule.1"])))
rule("missing-type", plist(app("com.example.rule", [{"UIApplicationShortcutItemTitle": "No Type"}, item("", "Empty Type")])))
rule("missing-title", plist(app("com.example.rule", [{"UIApplicationShortcutItemType": "com.example.rule.0"}, item("com.example.rule.1", "$(EMPTY)")])))
rule("wrong-value-type", plist(app("com.example.rule", [item("com.example.rule.0", 42, UserInfo=["not", "a", "dictionary"])])))
rule("unknown-icon-type", plist(app("com.example.rule", [item("com.example.rule.0", "Find", IconType="UIApplicationShortcutIconTypeSerch"),
                                                        item("com.example.rule.1", "Camera", IconType="camera")])))
rule("icon-file-overrides-type", plist(app("com.example.rule", [item("com.example.rule.0", "Star", IconFile="star", IconType="UIApplicationShortcutIconTypeFavorite")])),
     {"star@2x.png": png(70, 70, star)})
rule("symbol-requires-ios13", plist(app("com.example.rule", [item("com.example.rule.0", "Star", IconSymbolName="star.fill")])))
rule("too-many-static-items", plist(app("com.example.rule", [ok(n) for n in range(6)])))
rule("duplicate-type", plist(app("com.example.rule", [ok(0), item("com.example.rule.0", "Again")])))
rule("unknown-item-key", plist(app("com.example.rule", [item("com.example.rule.0", "Item", SubTitle="Typo")])))
rule("credential-in-user-info", plist(app("com.example.rule", [item("com.example.rule.0", "Item", UserInfo={"authToken": "abc", "account": {"api_key": "k"}, "author": "Ann"})])))
rule("icon-file-not-found", plist(app("com.example.rule", [item("com.example.rule.0", "Star", IconFile="star")])),
     {"Star@2x.png": png(70, 70, star)})
rule("icon-file-not-square", plist(app("com.example.rule", [item("com.example.rule.0", "Wide", IconFile="wide.png")])),
     {"wide.png": png(70, 52, star)})
rule("icon-file-unrecognized", plist(app("com.example.rule", [item("com.example.rule.0", "Broken", IconFile="broken.png")])),
     {"broken.png": "not an image\n"})
rule("icon-file-unverifiable", plist(app("com.example.rule", [item("com.example.rule.0", "Scan", IconFile="scan")])),
     {"Assets.car": b"BOMStore\x00\x00\x00\x01"})
rule("missing-localization", plist(app("com.example.rule", [item("com.example.rule.0", "Search", Subtitle="Find anything")])),
     {"en.lproj/InfoPlist.strings": '"Search" = "Search";\n"Find anything" = "Find anything";\n',
      "de.lproj/InfoPlist.strings": '"Search" = "Suchen";\n"Find anything" = "Alles finden";\n',
      "fr.lproj/InfoPlist.strings": '"Find anything" = "Tout trouver";\n',
      "it.lproj/InfoPlist.strings": '"Find anything" = "Trova tutto";\n'})
rule("strings-syntax", plist(app("com.example.rule", [item("com.example.rule.0", "Search")])),
     {"de.lproj/InfoPlist.strings": '/* Deutsch */\n"Search" = "Suchen"\n"Share" = "Teilen";\n'})
rule("localization-unreadable", plist(app("com.example.rule", [item("com.example.rule.0", "Search")])),
     {"de.lproj/InfoPlist.strings": b'"Search" = "Such\xffen";\n'})
rule("strings-file-name", plist(app("com.example.rule", [item("com.example.rule.0", "Search")])),
     {"de.lproj/infoPlist.strings": '"Search" = "Suchen";\n'})
rule("strings-duplicate-key", plist(app("com.example.rule", [item("com.example.rule.0", "Search")])),
     {"de.lproj/InfoPlist.strings": '"Search" = "Suchen";\n"Search" = "Finden";\n'})
rule("xcstrings-malformed", plist(app("com.example.rule", [item("com.example.rule.0", "Search")])),
     {"InfoPlist.xcstrings": '{\n  "sourceLanguage" : "en",\n  "strings" : {\n    "Search" : {},\n  }\n}\n'})
rule("unresolved-variable", plist(app("com.example.rule", [item("$(PRODUCT_BUNDLE_IDENTIFIER).search", "Search")])))
rule("unknown-variable-modifier", plist(app("com.example.rule", [item("$(PRODUCT_NAME:lowercase).search", "Search")])))

# ---- Bad input that is not any single rule's.
rng = random.Random(20151009)
garbage = bytes([0x9C]) + bytes(rng.randrange(256) for _ in range(4095))
write("Bad/garbage.bin", garbage)
write("Bad/bplist-garbage.plist", b"bplist00" + bytes(rng.randrange(256) for _ in range(200)))
write("Bad/empty.plist", "")
write("Bad/html.plist", "<!DOCTYPE html>\n<html><body><p>Not a plist</p></body></html>\n")
write("Bad/text-in-dict.plist", '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n\t<key>A</key>\n\t<string>x</string>\n\tstray\n</dict>\n</plist>\n')
write("Bad/bad-integer.plist", '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n\t<key>A</key>\n\t<integer>twelve</integer>\n</dict>\n</plist>\n')
print("fixtures written")
