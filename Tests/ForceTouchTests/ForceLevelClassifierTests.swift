import Foundation
import Testing

@testable import ForceTouch

@Suite("ForceLevelClassifier and ForceLevels: smoothing, levels, progress")
struct ForceLevelClassifierTests {
    let levels = ForcePressConfiguration.standard.levels(for: .medium)

    @Test(
        "levels and progress toward the next level",
        arguments: [
            (CGFloat(0), ForceLevel.none, CGFloat(0)),
            (0.5, .none, 0.5),
            (1.0, .hint, 0),
            (2.5, .hint, 0.5),
            (4.0, .peek, 0),
            (4.6665, .peek, 0.5),
            (5.333, .pop, 1),
            (6.667, .pop, 1),
        ])
    func levelAndProgress(force: CGFloat, level: ForceLevel, progress: CGFloat) {
        #expect(levels.level(of: force) == level)
        #expect(abs(levels.progress(of: force) - progress) < 1e-9)
    }

    @Test("the first force is taken as is; each next one moves the average 40 % of the way")
    func exponentialMovingAverage() {
        var classifier = ForceLevelClassifier(levels: levels)
        #expect(!classifier.hasForce)
        #expect(classifier.add(2) == 2)
        #expect(abs(classifier.add(4.5) - 3) < 1e-12)
        #expect(abs(classifier.add(4.5) - 3.6) < 1e-12)
        #expect(classifier.level == .hint)
        #expect(abs(classifier.progress - 0.8666666666666667) < 1e-9)
        classifier.reset()
        #expect(classifier.smoothedForce == 0 && !classifier.hasForce)
    }

    @Test("bad readings (NaN, infinite, negative) count as 0; a bad factor means no smoothing")
    func badReadings() {
        var classifier = ForceLevelClassifier(levels: levels, smoothingFactor: 7)
        classifier.add(3)
        #expect(classifier.add(.nan) == 0)
        #expect(classifier.add(5) == 5)
        #expect(classifier.add(-2) == 0)
        #expect(classifier.add(.infinity) == 0)
    }

    @Test("levels order from none to pop")
    func ordering() {
        #expect(ForceLevel.allCases.sorted() == [.none, .hint, .peek, .pop])
    }
}
