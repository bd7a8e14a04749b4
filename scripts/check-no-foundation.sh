#!/usr/bin/env bash
# Fails if the alertc executable given (default: the release build's) loads full Foundation on Linux:
# libFoundation.so, libFoundationInternationalization.so or lib_FoundationICU.so. alertc uses FoundationEssentials,
# Glibc and its own pthread primitives so that its start-up does not pay for loading them (docs/performance-history.md,
# "alertc without full Foundation"). On other systems there is nothing to check.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-.build/release/alertc}
[ "$(uname -s)" = Linux ] || { echo "not Linux: nothing to check"; exit 0; }
[ -x "$binary" ] || { echo "no executable at $binary" >&2; exit 1; }
libraries=$(ldd "$binary")
if forbidden=$(grep -E '(^|[[:space:]/])(libFoundation|libFoundationInternationalization|lib_FoundationICU)\.so' <<<"$libraries"); then
    echo "error: $binary loads full Foundation again; something it links imports Foundation:" >&2
    echo "$forbidden" >&2
    echo "(use FoundationEssentials, Glibc/Darwin or Sources/AlertCompiler/Concurrency instead)" >&2
    exit 1
fi
echo "$binary loads no Foundation beyond FoundationEssentials"
