#!/usr/bin/env bash
# How much of real layout code kbcov reads: for each folder (an app's source tree), the Swift
# files with view code, those imported with at least one constraint located in them, warnings by
# kind, crashes and time per file. Each file is imported as `kbcov import FILE` imports it, in a
# process of its own.
#   scripts/sweep.sh [--verbose] FOLDER...
# KBCOV_BENCH=path/to/kbcov-bench runs another build (the one of another branch, to compare).
set -euo pipefail
if [ $# -eq 0 ]; then
    echo "usage: scripts/sweep.sh [--verbose] FOLDER..." >&2
    exit 2
fi
bench=${KBCOV_BENCH:-}
if [ -z "$bench" ]; then
    root="$(cd "$(dirname "$0")/.." && pwd)"
    (cd "$root" && swift build --product kbcov-bench 2>&1 | tail -n 1) >&2
    bench="$root/.build/debug/kbcov-bench"
fi
exec "$bench" sweep "$@"
