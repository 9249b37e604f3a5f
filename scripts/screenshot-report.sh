#!/bin/sh
# Takes a PNG screenshot of an HTML report page with headless Chromium, installing Chromium from
# the distribution's packages when it is missing.
#
#   scripts/screenshot-report.sh PAGE.html OUT.png [WIDTH,HEIGHT] [light|dark]
#
# The pages in reports/ are kept current (see README, Reports); the shipped screenshot is
#   scripts/screenshot-report.sh reports/apple-sample-edit-view.html reports/screenshots/apple-sample.png
set -eu

if [ $# -lt 2 ]; then
    echo "usage: $0 PAGE.html OUT.png [WIDTH,HEIGHT] [light|dark]" >&2
    exit 2
fi
page=$1
out=$2
size=${3:-1280,2400}
scheme=${4:-light}

if [ ! -f "$page" ]; then
    echo "error: no such page: $page" >&2
    exit 2
fi

browser=""
for candidate in chromium chromium-browser google-chrome; do
    if command -v "$candidate" >/dev/null 2>&1; then browser=$candidate; break; fi
done
if [ -z "$browser" ]; then
    echo "installing chromium (Debian packages)…" >&2
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo=sudo
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
    browser=chromium
fi

dark_flag=""
[ "$scheme" = dark ] && dark_flag="--force-dark-mode --blink-settings=preferredColorScheme=0"

absolute=$(cd "$(dirname "$page")" && pwd)/$(basename "$page")
out_absolute=$(cd "$(dirname "$out")" && pwd)/$(basename "$out")
# shellcheck disable=SC2086
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars $dark_flag \
    --window-size="$size" --screenshot="$out_absolute" "file://$absolute" 2>/dev/null
echo "$out_absolute"
