/// Keeps a value alive and opaque to the optimiser, so measured work cannot be removed.
@inline(never)
@_optimize(none)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Minimum and median of repeated runs, in seconds.
struct Timing {
    var samples: [Double]

    var minimum: Double { samples.min() ?? 0 }
    var median: Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// How many times to run each measurement.
struct RunPolicy {
    /// Runs before timing starts (caches, page faults, lazy initialisation).
    var warmups: Int
    var minimumRuns: Int
    var maximumRuns: Int
    /// Timed runs continue until this much time was spent (within the run limits).
    var budgetSeconds: Double

    static let standard = RunPolicy(warmups: 1, minimumRuns: 5, maximumRuns: 30, budgetSeconds: 1.5)
    static let quick = RunPolicy(warmups: 0, minimumRuns: 1, maximumRuns: 1, budgetSeconds: 0)
    /// For child processes, which cost more per run.
    static let process = RunPolicy(warmups: 1, minimumRuns: 3, maximumRuns: 10, budgetSeconds: 3)
}

extension Duration {
    var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) * 1e-18
    }
}

/// Runs `body` under `policy`, timing each run with the monotonic clock; `body`'s result goes
/// to the sink.
func measure<R>(_ policy: RunPolicy, _ body: () throws -> R) rethrows -> Timing {
    let clock = ContinuousClock()
    for _ in 0..<policy.warmups { blackHole(try body()) }
    var samples: [Double] = []
    var spent = 0.0
    while samples.count < policy.minimumRuns || (samples.count < policy.maximumRuns && spent < policy.budgetSeconds) {
        let start = clock.now
        let result = try body()
        let elapsed = (clock.now - start).seconds
        blackHole(result)
        samples.append(elapsed)
        spent += elapsed
    }
    return Timing(samples: samples)
}
