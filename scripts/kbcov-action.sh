#!/usr/bin/env bash
# The steps of the kbcov GitHub Action (action.yml), as one script driven by environment variables,
# so that CI runs the same steps on Examples/SampleApp without GitHub (ActionScriptTests).
#
#   KBCOV_BINARY            a kbcov executable; empty: build it from this repository (release)
#   KBCOV_WORKING_DIRECTORY where to run (default: .); .kbcov.yml is found from there up
#   KBCOV_PATHS             files and folders to analyse, space-separated (default: .kbcov.yml's specs)
#   KBCOV_ENVIRONMENTS      catalog names, space-separated (default: .kbcov.yml's, else the specs')
#   KBCOV_FAIL_ON           all (default) or keyboard
#   KBCOV_BASELINE          a baseline file (default: .kbcov.yml's baseline, if any)
#   KBCOV_CHANGED_SINCE     a git revision: passed to check as --changed-since when not empty,
#                           fetched from origin first when the checkout lacks it (a shallow clone)
#   KBCOV_OUTPUT_DIR        where the reports go (default: kbcov-output, in the working directory)
#   KBCOV_DEFER_EXIT        1: exit 0, leaving check's exit code in $GITHUB_OUTPUT as `status`
#                           (and the SARIF file's path as `sarif`)
#   GITHUB_STEP_SUMMARY     when set, the Markdown report is appended to it
#
# Writes KBCOV_OUTPUT_DIR/kbcov.json (the run), kbcov.sarif, kbcov.md and html/ (the pages), all
# of the same single analysis; exits with check's code (0 no new findings, 1 new findings,
# 2 input error, 3 internal error, 4 time budget ran out).
set -euo pipefail
repository="$(cd "$(dirname "$0")/.." && pwd)"

if ! pkg-config --exists z3 2>/dev/null; then
    sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libz3-dev pkg-config
fi

kbcov="${KBCOV_BINARY:-}"
if [ -z "$kbcov" ]; then
    swift build -c release --product kbcov --package-path "$repository" >&2
    kbcov="$(swift build -c release --package-path "$repository" --show-bin-path)/kbcov"
fi
kbcov="$(cd "$(dirname "$kbcov")" && pwd)/$(basename "$kbcov")"

cd "${KBCOV_WORKING_DIRECTORY:-.}"
out="${KBCOV_OUTPUT_DIR:-kbcov-output}"
mkdir -p "$out"

arguments=()
read -r -a paths <<< "${KBCOV_PATHS:-}"
arguments+=("${paths[@]}")
read -r -a environments <<< "${KBCOV_ENVIRONMENTS:-}"
[ ${#environments[@]} -eq 0 ] || arguments+=(--environments "${environments[@]}")
arguments+=(--fail-on "${KBCOV_FAIL_ON:-all}")
[ -z "${KBCOV_BASELINE:-}" ] || arguments+=(--baseline "$KBCOV_BASELINE")
if [ -n "${KBCOV_CHANGED_SINCE:-}" ]; then
    # actions/checkout clones one commit deep: fetch the base commit when it is not there.
    git rev-parse --verify --quiet "$KBCOV_CHANGED_SINCE^{commit}" >/dev/null 2>&1 \
        || git fetch --quiet --no-tags --depth=1 origin -- "$KBCOV_CHANGED_SINCE" >&2 || true
    arguments+=(--changed-since "$KBCOV_CHANGED_SINCE")
fi

status=0
"$kbcov" check "${arguments[@]}" --quiet --format json --output "$out/kbcov.json" || status=$?
if [ -f "$out/kbcov.json" ]; then
    # The saved run rendered: no second analysis. Their exit codes repeat the run's.
    "$kbcov" check --from "$out/kbcov.json" --format sarif --fail-on "${KBCOV_FAIL_ON:-all}" --output "$out/kbcov.sarif" || true
    "$kbcov" check --from "$out/kbcov.json" --format markdown --fail-on "${KBCOV_FAIL_ON:-all}" --output "$out/kbcov.md" || true
    "$kbcov" report --from "$out/kbcov.json" --out "$out/html" || true
    [ -z "${GITHUB_STEP_SUMMARY:-}" ] || cat "$out/kbcov.md" >> "$GITHUB_STEP_SUMMARY"
fi

if [ "${KBCOV_DEFER_EXIT:-0}" = 1 ]; then
    if [ -n "${GITHUB_OUTPUT:-}" ]; then
        echo "status=$status" >> "$GITHUB_OUTPUT"
        [ ! -f "$out/kbcov.sarif" ] || echo "sarif=$(cd "$out" && pwd)/kbcov.sarif" >> "$GITHUB_OUTPUT"
    fi
    exit 0
fi
exit "$status"
