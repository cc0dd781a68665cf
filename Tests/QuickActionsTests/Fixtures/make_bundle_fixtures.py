#!/usr/bin/env python3
"""Writes the bundle-lookup fixtures: app folders laid out as Xcode projects lay them out (Base.lproj
with en.lproj and a non-localised InfoPlist.strings; a sample-style app with Base.lproj, de.lproj and
an Xcode 9 asset catalog; a String Catalog app with an Xcode 14 single-size AppIcon). All content is
written here; nothing is copied from other projects.

Run from this folder: python3 make_bundle_fixtures.py. The output is committed; rerunning is idempotent."""
import json, os, struct, zlib

HERE = os.path.dirname(os.path.abspath(__file__))

def write(path, data):
    full = os.path.join(HERE, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "wb" if isinstance(data, bytes) else "w") as f: f.write(data)

def png(side):
    """A side×side black square PNG (a template image or icon stand-in)."""
    rows = (b"\x00" + b"\x00\x00\x00\xff" * side) * side
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", side, side, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")

def info_plist(items, extra=""):
    body = "".join(
        "\t\t<dict>\n" + "".join(f"\t\t\t<key>{k}</key>\n\t\t\t<string>{v}</string>\n" for k, v in item) + "\t\t</dict>\n"
        for item in items)
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
\t<key>CFBundleDevelopmentRegion</key>
\t<string>$(DEVELOPMENT_LANGUAGE)</string>
\t<key>CFBundleDisplayName</key>
\t<string>$(PRODUCT_NAME)</string>
\t<key>CFBundleIdentifier</key>
\t<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
{extra}\t<key>UIApplicationShortcutItems</key>
\t<array>
{body}\t</array>
</dict>
</plist>
"""

def contents(obj):
    return json.dumps(obj, indent=2, separators=(",", " : ")) + "\n"

# 1. Base.lproj + en.lproj + a non-localised InfoPlist.strings (the root one wins on iOS).
app = "Apps/MixedLookupApp/"
write(app + "Info.plist", info_plist([
    [("UIApplicationShortcutItemType", "$(PRODUCT_BUNDLE_IDENTIFIER).compose"),
     ("UIApplicationShortcutItemTitle", "SHORTCUT_COMPOSE"), ("UIApplicationShortcutItemIconType", "UIApplicationShortcutIconTypeCompose")],
]))
write(app + "Supporting Files/InfoPlist.strings", '/* Not localised: copied to the bundle root. */\n"SHORTCUT_COMPOSE" = "Write a note";\n')
write(app + "Base.lproj/InfoPlist.strings", '"SHORTCUT_COMPOSE" = "Compose (Base)";\n')
write(app + "en.lproj/InfoPlist.strings", '"SHORTCUT_COMPOSE" = "Compose (en)";\n"CFBundleDisplayName" = "Notes (en)";\n')

# 2. A sample-style app: keys as titles, strings in Base.lproj and de.lproj, an Xcode 9 asset catalog.
app = "Apps/ShortcutsSampleApp/"
write(app + "ShortcutsSample/Info.plist", info_plist([
    [("UIApplicationShortcutItemType", "$(PRODUCT_BUNDLE_IDENTIFIER).First"),
     ("UIApplicationShortcutItemTitle", "SHORTCUT_TITLE_SEARCH"), ("UIApplicationShortcutItemSubtitle", "SHORTCUT_SUBTITLE_SEARCH"),
     ("UIApplicationShortcutItemIconType", "UIApplicationShortcutIconTypeSearch")],
    [("UIApplicationShortcutItemType", "$(PRODUCT_BUNDLE_IDENTIFIER).Second"),
     ("UIApplicationShortcutItemTitle", "SHORTCUT_TITLE_FAVORITES"), ("UIApplicationShortcutItemIconFile", "Shortcuts/favorite")],
]))
write(app + "ShortcutsSample/Base.lproj/InfoPlist.strings",
      '/* Home screen quick actions */\n"SHORTCUT_TITLE_SEARCH" = "Search";\n"SHORTCUT_SUBTITLE_SEARCH" = "Find a place";\n'
      '"SHORTCUT_TITLE_FAVORITES" = "Favorites";\n')
write(app + "ShortcutsSample/de.lproj/InfoPlist.strings",
      '"SHORTCUT_TITLE_SEARCH" = "Suchen";\n"SHORTCUT_SUBTITLE_SEARCH" = "Einen Ort finden";\n"CFBundleDisplayName" = "Kurzbefehle";\n')
cat = app + "ShortcutsSample/Assets.xcassets/"
write(cat + "Contents.json", contents({"info": {"version": 1, "author": "xcode"}}))
icons = [("20x20", "2x", 40), ("20x20", "3x", 60), ("29x29", "2x", 58), ("29x29", "3x", 87), ("40x40", "2x", 80),
         ("40x40", "3x", 120), ("60x60", "2x", 120), ("60x60", "3x", 180)]
images = []
for size, scale, px in icons:
    name = f"Icon-{size.split('x')[0]}@{scale}.png"
    images.append({"size": size, "idiom": "iphone", "filename": name, "scale": scale})
    write(cat + "AppIcon.appiconset/" + name, png(px))
images.append({"size": "1024x1024", "idiom": "ios-marketing", "filename": "Icon-1024.png", "scale": "1x"})
write(cat + "AppIcon.appiconset/Icon-1024.png", png(64))
write(cat + "AppIcon.appiconset/Contents.json", contents({"images": images, "info": {"version": 1, "author": "xcode"}}))
write(cat + "Shortcuts/Contents.json", contents({"info": {"version": 1, "author": "xcode"}, "properties": {"provides-namespace": True}}))
fav = []
for scale, px in [("1x", 25), ("2x", 50), ("3x", 75)]:
    name = "favorite" + ("" if scale == "1x" else "@" + scale) + ".png"
    fav.append({"idiom": "universal", "filename": name, "scale": scale})
    write(cat + "Shortcuts/favorite.imageset/" + name, png(px))
write(cat + "Shortcuts/favorite.imageset/Contents.json", contents({"images": fav, "info": {"version": 1, "author": "xcode"}}))

# 3. A String Catalog app (Xcode 15+) with an Xcode 14 single-size AppIcon.
app = "Apps/StringCatalogApp/"
write(app + "Info.plist", info_plist([
    [("UIApplicationShortcutItemType", "$(PRODUCT_BUNDLE_IDENTIFIER).new-list"),
     ("UIApplicationShortcutItemTitle", "New List"), ("UIApplicationShortcutItemIconSymbolName", "list.bullet")],
]))
write(app + "InfoPlist.xcstrings", contents({
    "sourceLanguage": "en",
    "strings": {
        "CFBundleDisplayName": {"comment": "Bundle display name", "extractionState": "extracted_with_value",
                                "localizations": {"en": {"stringUnit": {"state": "new", "value": "Lists"}},
                                                  "fr": {"stringUnit": {"state": "translated", "value": "Listes"}}}},
        "New List": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Nouvelle liste"}}}},
    },
    "version": "1.0"}))
cat = app + "Assets.xcassets/"
write(cat + "Contents.json", contents({"info": {"author": "xcode", "version": 1}}))
write(cat + "AppIcon.appiconset/AppIcon.png", png(64))
write(cat + "AppIcon.appiconset/Contents.json", contents({"images": [
    {"filename": "AppIcon.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"},
    {"appearances": [{"appearance": "luminosity", "value": "dark"}], "idiom": "universal", "platform": "ios", "size": "1024x1024"},
], "info": {"author": "xcode", "version": 1}}))
