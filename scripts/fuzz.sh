#!/usr/bin/env bash
# Fuzzes the front end, the formatter and the back ends with libFuzzer (recipe:
# ../shared/notes/swift-tooling.md).
# Usage: scripts/fuzz.sh [seconds]   (default 60). Findings land in .fuzz/artifacts/; copy each
# into a golden diagnostics fixture (Tests/AlertDSLTests/Fixtures/diagnostics) once fixed.
# Leak detection is off (in libFuzzer and in ASan at exit): lazily initialised globals such as
# the property schema live until exit by design.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
swift build -c release --product fuzz-alert --sanitize=fuzzer \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -use-ld=lld \
    --scratch-path .build-fuzz
mkdir -p .fuzz/corpus .fuzz/artifacts
find samples Tests/AlertDSLTests/Fixtures -name '*.alert' -exec cp {} .fuzz/corpus/ \;
ASAN_OPTIONS=detect_leaks=0 SWIFT_BACKTRACE=enable=no .build-fuzz/release/fuzz-alert .fuzz/corpus \
    -artifact_prefix=.fuzz/artifacts/ -max_total_time="$seconds" -max_len=4096 -timeout=10 -detect_leaks=0
