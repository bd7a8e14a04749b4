#!/usr/bin/env bash
# Type-checks AlertRuntime with its `#if canImport(UIKit)` code compiled in, against scripts/uikit-shim (the
# UIKit declarations it uses, as Apple documents them) and AlertRuntimeCore (which it re-exports), in Swift 6 mode
# with warnings as errors. Linux has no UIKit, so without this the presenter would never be compiled before an app builds it.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swiftc -swift-version 6 -parse-as-library -module-name UIKit -emit-module -emit-module-path "$work/UIKit.swiftmodule" \
    scripts/uikit-shim/UIKit.swift
mapfile -t core < <(find Sources/AlertRuntimeCore -name '*.swift' | LC_ALL=C sort)
swiftc -swift-version 6 -parse-as-library -module-name AlertRuntimeCore -package-name alertc -emit-module \
    -emit-module-path "$work/AlertRuntimeCore.swiftmodule" -warnings-as-errors "${core[@]}"
mapfile -t sources < <(find Sources/AlertRuntime -name '*.swift' | LC_ALL=C sort)
swiftc -swift-version 6 -parse-as-library -module-name AlertRuntime -package-name alertc -typecheck -warnings-as-errors -I "$work" \
    "${sources[@]}"
echo "AlertRuntime type-checks with UIKit (shim)"
