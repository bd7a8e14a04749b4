#!/usr/bin/env bash
# Type-checks AlertRuntime with its `#if canImport(UIKit)` code compiled in, against scripts/uikit-shim (the
# UIKit declarations it uses, as Apple documents them), in Swift 6 mode with warnings as errors. Linux has no
# UIKit, so without this the presenter would never be compiled before an app builds it.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swiftc -swift-version 6 -parse-as-library -module-name UIKit -emit-module -emit-module-path "$work/UIKit.swiftmodule" \
    scripts/uikit-shim/UIKit.swift
mapfile -t sources < <(find Sources/AlertRuntime -name '*.swift' | LC_ALL=C sort)
swiftc -swift-version 6 -parse-as-library -module-name AlertRuntime -package-name alertc -typecheck -warnings-as-errors -I "$work" \
    "${sources[@]}"
echo "AlertRuntime type-checks with UIKit (shim)"
