#!/usr/bin/env bash
# Fails when reports/ differs from what `kbcov report specs` writes now: regenerate it with
#   swift run -c release kbcov report specs --out reports
set -euo pipefail
cd "$(dirname "$0")/.."

# The debug build `swift test` already made: Z3 does the heavy work either way.
swift build --product kbcov 2>&1 | tail -n 1
fresh=$(mktemp -d)
trap 'rm -rf "$fresh"' EXIT
status=0
.build/debug/kbcov report specs --out "$fresh" --no-cache > /dev/null || status=$?
if [ "$status" -gt 1 ]; then
    echo "kbcov report failed with exit code $status" >&2
    exit "$status"
fi
if ! diff -r --exclude screenshots --exclude kbcov-baseline.json reports "$fresh" > /dev/null; then
    echo "reports/ is stale: regenerate it with 'swift run -c release kbcov report specs --out reports'" >&2
    diff -r --exclude screenshots --exclude kbcov-baseline.json --brief reports "$fresh" >&2 || true
    exit 1
fi
echo "reports/ is current"
