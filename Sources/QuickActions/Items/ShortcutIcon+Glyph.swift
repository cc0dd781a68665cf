import PropertyLists
extension ShortcutIcon.IconType {
    /// Our drawing of the glyph (see `IconGlyph`).
    public var glyph: IconGlyph {
        func stroke(_ data: String...) -> [IconGlyph.Path] {
            data.map { IconGlyph.Path(data: $0, isFilled: false) }
        }
        func fill(_ data: String...) -> [IconGlyph.Path] {
            data.map { IconGlyph.Path(data: $0, isFilled: true) }
        }
        let circle = "M12 4A8 8 0 1 1 12 20A8 8 0 1 1 12 4Z"
        let paths: [IconGlyph.Path]
        switch self {
        case .compose:
            paths = stroke("M12 4H5V19H20V12", "M18 3L21 6L12.5 14.5L9 15.5L10 12Z")
        case .play:
            paths = fill("M8 4.5V19.5L20 12Z")
        case .pause:
            paths = fill("M6 4.5H10.5V19.5H6Z", "M13.5 4.5H18V19.5H13.5Z")
        case .add:
            paths = stroke("M12 4V20", "M4 12H20")
        case .location:
            paths = fill("M21 3L3 10.5L11 13L13.5 21Z")
        case .search:
            paths = stroke("M10.5 3.5A6.5 6.5 0 1 1 10.5 16.5A6.5 6.5 0 1 1 10.5 3.5Z", "M15.5 15.5L21 21")
        case .share:
            paths = stroke("M8.5 9H5.5V21H18.5V9H15.5", "M12 2.5V14.5", "M8 6.5L12 2.5L16 6.5")
        case .prohibit:
            paths = stroke(circle, "M6.4 6.4L17.6 17.6")
        case .contact:
            paths = stroke(
                "M12 3.5A4 4 0 1 1 12 11.5A4 4 0 1 1 12 3.5Z",
                "M4.5 21C4.5 16.5 7.5 14 12 14C16.5 14 19.5 16.5 19.5 21")
        case .home:
            paths = stroke("M3 11.5L12 3.5L21 11.5", "M5.5 9.5V20.5H10V15H14V20.5H18.5V9.5")
        case .markLocation:
            paths = stroke(
                "M12 21.5C12 21.5 5 15 5 9.5A7 7 0 0 1 19 9.5C19 15 12 21.5 12 21.5Z",
                "M12 7A2.5 2.5 0 1 1 12 12A2.5 2.5 0 1 1 12 7Z")
        case .favorite:
            paths = stroke(
                "M12 3.8L14.23 9.73L20.56 10.02L15.61 13.97L17.29 20.08L12 16.6L6.71 20.08L8.39 13.97L3.44 10.02L9.77 9.73Z"
            )
        case .love:
            paths = fill(
                "M12 20.5C12 20.5 3 15 3 9A4.5 4.5 0 0 1 12 6.8A4.5 4.5 0 0 1 21 9C21 15 12 20.5 12 20.5Z")
        case .cloud:
            paths = stroke("M7 19H17.5A4 4 0 0 0 17.8 11A6 6 0 0 0 6.3 10.2A4.5 4.5 0 0 0 7 19Z")
        case .invitation:
            paths = stroke("M3 10V21H21V10", "M3 10L12 16L21 10", "M6.5 12.3V3H17.5V12.3", "M9.5 7H14.5")
        case .confirmation:
            paths = stroke("M4.5 12.5L9.5 17.5L19.5 6.5")
        case .mail:
            paths = stroke("M3 5.5H21V18.5H3Z", "M3 5.5L12 13L21 5.5")
        case .message:
            paths = stroke(
                "M12 4C16.97 4 21 7.13 21 11C21 14.87 16.97 18 12 18C11 18 10 17.87 9.1 17.6L4.5 20L5.7 15.6C4 14.3 3 12.7 3 11C3 7.13 7.03 4 12 4Z"
            )
        case .date:
            paths = stroke("M3.5 5.5H20.5V20.5H3.5Z", "M3.5 10H20.5", "M8 3V7.5", "M16 3V7.5")
        case .time:
            paths = stroke(circle, "M12 7.5V12L15 14")
        case .capturePhoto:
            paths = stroke(
                "M3 7.5H7.5L9.5 4.5H14.5L16.5 7.5H21V19.5H3Z",
                "M12 9.5A3.75 3.75 0 1 1 12 17A3.75 3.75 0 1 1 12 9.5Z")
        case .captureVideo:
            paths = stroke("M2.5 6.5H15.5V17.5H2.5Z", "M15.5 10.5L21.5 7V17L15.5 13.5")
        case .task:
            paths =
                stroke("M9.5 6H20.5", "M9.5 12H20.5", "M9.5 18H20.5")
                + fill(dot(5, 6), dot(5, 12), dot(5, 18))
        case .taskCompleted:
            paths = stroke(
                "M10 6H21", "M10 12H21", "M10 18H21", "M3 6L4.5 7.5L7.5 4.5", "M3 12L4.5 13.5L7.5 10.5",
                "M3 18L4.5 19.5L7.5 16.5")
        case .alarm:
            paths = stroke(
                "M12 6A7 7 0 1 1 12 20A7 7 0 1 1 12 6Z", "M12 9.5V13L14.5 14.5", "M3.5 6L7 3", "M20.5 6L17 3",
                "M7 20.5L5.5 22", "M17 20.5L18.5 22")
        case .bookmark:
            paths = stroke("M6 3H18V21L12 16L6 21Z")
        case .shuffle:
            paths = stroke(
                "M3 7H7C10.5 7 11.5 9 12.5 12C13.5 15 14.5 17 18 17H21", "M3 17H7C8.8 17 9.8 16.4 10.6 15.3",
                "M14.4 8.7C15.2 7.6 16.2 7 18 7H21", "M18.5 4.5L21 7L18.5 9.5", "M18.5 14.5L21 17L18.5 19.5")
        case .audio:
            paths =
                fill("M3.5 9H7.5L12.5 4.5V19.5L7.5 15H3.5Z")
                + stroke("M15.5 9A4.2 4.2 0 0 1 15.5 15", "M18 6.5A7.8 7.8 0 0 1 18 17.5")
        case .update:
            paths = stroke(
                "M19.5 12A7.5 7.5 0 0 1 6.7 17.3", "M4.5 12A7.5 7.5 0 0 1 17.3 6.7", "M17.5 2.8V7H13.3",
                "M6.5 21.2V17H10.7")
        }
        return IconGlyph(paths: paths)
    }

    private func dot(_ x: Double, _ y: Double) -> String {
        "M\(x - 1.5) \(y)A1.5 1.5 0 1 1 \(x + 1.5) \(y)A1.5 1.5 0 1 1 \(x - 1.5) \(y)Z"
    }
}
