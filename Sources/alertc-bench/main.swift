// The benchmark's entry point; see docs/performance.md.
print("alertc-bench: not built yet")
