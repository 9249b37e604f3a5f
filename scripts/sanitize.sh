#!/usr/bin/env bash
# Sanitizer runs:  scripts/sanitize.sh address|thread|leak [ENVIRONMENTS]
#   address  the whole test suite under AddressSanitizer
#   thread   `kbcov check specs --jobs 4` and `--jobs 1` under ThreadSanitizer (4 workers on any
#            number of cores); both reports must be byte-identical
#   leak     a whole `kbcov check specs` run under LeakSanitizer (AddressSanitizer's leak checker)
# ENVIRONMENTS narrows thread and leak (default: quick). UndefinedBehaviorSanitizer does not exist
# for Swift on Linux (swiftc: "unsupported option '-sanitize=undefined'"); Swift traps on overflow
# and out-of-bounds access in every build instead.
#
# Only kbcov's own modules are instrumented (KBCOV_SANITIZE in Package.swift), so the dependencies'
# objects are reused. KBCOV_SANITIZE_SCRATCH picks the build folder (default .build-MODE; CI passes
# .build). Valgrind 3.19 cannot run Swift 6.3 binaries here (see scripts/leak-check.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

mode="${1:?usage: scripts/sanitize.sh address|thread|leak [ENVIRONMENTS]}"
environments="${2:-quick}"
case "$mode" in
    address|leak) sanitizer=address ;;
    thread) sanitizer=thread ;;
    *) echo "unknown mode '$mode': expected address, thread or leak" >&2; exit 2 ;;
esac
scratch="${KBCOV_SANITIZE_SCRATCH:-.build-$sanitizer}"
export KBCOV_SANITIZE="$sanitizer"
suppressions="$PWD/scripts/lsan-suppressions.txt"
out="$scratch/sanitize-$mode"
mkdir -p "$out"

case "$mode" in
    address)
        swift build --build-tests --scratch-path "$scratch"
        KBCOV_TEST_TIME_SCALE=4 ASAN_OPTIONS="detect_leaks=0:halt_on_error=1" swift test --skip-build --scratch-path "$scratch"
        ;;
    thread)
        swift build --scratch-path "$scratch" --product kbcov
        kbcov="$(swift build --scratch-path "$scratch" --show-bin-path)/kbcov"
        for jobs in 4 1; do
            status=0
            TSAN_OPTIONS="halt_on_error=1:exitcode=66" "$kbcov" check specs --environments "$environments" \
                --jobs "$jobs" --format json --quiet --no-cache > "$out/jobs-$jobs.json" || status=$?
            # 0 or 1 are the analysis's answers; 66 is a data race.
            [ "$status" -le 1 ] || { echo "kbcov --jobs $jobs under ThreadSanitizer exited $status" >&2; exit 1; }
        done
        cmp "$out/jobs-4.json" "$out/jobs-1.json"
        echo "ThreadSanitizer: no data race; --jobs 4 and --jobs 1 reports identical"
        ;;
    leak)
        swift build --scratch-path "$scratch" --product kbcov
        kbcov="$(swift build --scratch-path "$scratch" --show-bin-path)/kbcov"
        status=0
        ASAN_OPTIONS="detect_leaks=1:exitcode=66" LSAN_OPTIONS="suppressions=$suppressions:print_suppressions=1" \
            "$kbcov" check specs --environments "$environments" --quiet --no-cache > "$out/check.txt" || status=$?
        [ "$status" -le 1 ] || { echo "kbcov check under LeakSanitizer exited $status" >&2; exit 1; }
        echo "LeakSanitizer: a whole kbcov check run leaks nothing"
        ;;
esac
