#!/usr/bin/env bash
# Runs one libFuzzer target for SECONDS from its seed corpus:  scripts/fuzz.sh TARGET SECONDS
# Targets (Fuzz/Driver/FuzzTarget.swift): spec, catalog, configuration, rule, swift, vfl, ib.
#
# The driver is built with KBCOV_FUZZ=1 KBCOV_SANITIZE=fuzzer,address (Package.swift): kbcov's own
# modules get coverage instrumentation and AddressSanitizer, the dependencies are built as usual.
# KBCOV_FUZZ_SCRATCH picks the build folder (default .build-fuzz; CI passes .build to reuse the
# dependencies of its debug build); KBCOV_FUZZ_CONFIGURATION is debug or release (the default).
# Seeds: the shipped specs, the malformed-spec fixtures, the Swift screens, the built-in catalog
# and Fuzz/Regressions/TARGET (every crash found, kept). New
# corpus entries go to SCRATCH/fuzz-corpus/TARGET, crashes to SCRATCH/fuzz-artifacts/. Exit 1 when
# the target crashed, hung (10 s per input) or used more than 2 GB; the input is printed, to be
# added to Fuzz/Regressions/TARGET with the fix.
set -euo pipefail
cd "$(dirname "$0")/.."

target="${1:?usage: scripts/fuzz.sh TARGET SECONDS}"
seconds="${2:?usage: scripts/fuzz.sh TARGET SECONDS}"
scratch="${KBCOV_FUZZ_SCRATCH:-.build-fuzz}"
configuration="${KBCOV_FUZZ_CONFIGURATION:-release}"
export PATH="/opt/swift/usr/bin:$PATH"

KBCOV_FUZZ=1 KBCOV_SANITIZE=fuzzer,address \
    swift build -c "$configuration" --scratch-path "$scratch" --product kbcov-fuzz >&2
driver="$(KBCOV_FUZZ=1 KBCOV_SANITIZE=fuzzer,address swift build -c "$configuration" --scratch-path "$scratch" --show-bin-path)/kbcov-fuzz"

seeds="$scratch/fuzz-seeds/$target"
corpus="$scratch/fuzz-corpus/$target"
artifacts="$scratch/fuzz-artifacts"
rm -rf "$seeds"
mkdir -p "$seeds" "$corpus" "$artifacts" "Fuzz/Regressions/$target"
case "$target" in
    spec)
        cp specs/*.yaml specs/swift/*.kbcov.yaml Tests/LayoutSpecTests/Fixtures/valid/*.yaml \
            Tests/LayoutSpecTests/Fixtures/malformed/*.yaml "$seeds/" ;;
    catalog)
        sed -n '/static let yaml = """/,/^    """/p' Sources/KeyboardStates/Catalog/BuiltinCatalog.swift \
            | sed '1d;$d' | sed 's/^    //' > "$seeds/builtin.yaml" ;;
    configuration)
        printf 'specs: [specs]\nenvironments: [quick]\nformat: text\nbaseline: kbcov-baseline.json\nrlimit: 50000000\ntimeBudget: 60\n' \
            > "$seeds/kbcov.yml" ;;
    rule)
        # Every rule of the shipped specs and fixtures, one per file.
        grep -ho 'rule: .*' specs/*.yaml Tests/LayoutSpecTests/Fixtures/*/*.yaml | sed 's/^rule: //; s/ *}$//' \
            | sort -u | awk -v dir="$seeds" '{ print > (dir "/rule-" NR) }' ;;
    swift)
        cp specs/swift/*.swift "$seeds/" ;;
    vfl)
        # Every literal visual format of the tests and shipped screens, one per file.
        grep -rhoE 'withVisualFormat: "([^"\\]|\\.)*"' Tests specs | sed 's/^withVisualFormat: "//; s/"$//' \
            | sort -u | awk -v dir="$seeds" '{ printf "%s", $0 > (dir "/vfl-" NR) }' ;;
    ib)
        find Tests/InterfaceBuilderImporterTests/Fixtures specs/interface-builder -name '*.storyboard' -o -name '*.xib' \
            | while read -r file; do cp "$file" "$seeds/$(echo "$file" | tr '/' '_')"; done ;;
    *)
        echo "unknown fuzz target '$target'" >&2; exit 2 ;;
esac

log="$artifacts/$target.log"
status=0
KBCOV_FUZZ_TARGET="$target" ASAN_OPTIONS="detect_leaks=0" "$driver" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$artifacts/$target-" "$corpus" "$seeds" "Fuzz/Regressions/$target" >"$log" 2>&1 || status=$?
executions="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")"
rate="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")"
echo "fuzz $target: ${executions:-?} executions in ${seconds} s (${rate:-?}/s), corpus $(ls "$corpus" | wc -l) inputs"
if [ "$status" -ne 0 ]; then
    grep -E "ERROR|SUMMARY|Test unit written|Fatal error" "$log" | head -20 >&2
    echo "fuzz $target failed (exit $status); log: $log" >&2
    exit 1
fi
