import Testing

extension Trait where Self == TimeLimitTrait {
    /// The time limit of every simulator test suite: a test that hangs (a socket that never
    /// answers, a message that never comes) fails after it instead of stalling the run. Swift Testing
    /// applies a suite's limit to each of its tests; none needs more than seconds when it works.
    static var simulatorTimeLimit: Self { .timeLimit(.minutes(3)) }

    /// The time limit of the browser suites: launching Chromium and driving the page under load
    /// takes longer than a socket test, but never minutes.
    static var browserTimeLimit: Self { .timeLimit(.minutes(5)) }
}
