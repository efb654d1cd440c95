#!/usr/bin/env bash
# Takes the README screenshots: the real window on a virtual X display (Xvfb), captured with ImageMagick.
# Usage: app/screenshots.sh [OUT_DIR]   (default docs/screenshots)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out=$(cd "$root" && mkdir -p "${1:-docs/screenshots}" && cd "${1:-docs/screenshots}" && pwd)
cd "$root"
mvn -o -q -B -pl app -am test-compile
mvn -o -q -B -pl app dependency:build-classpath -Dmdep.outputFile=target/test-cp.txt -Dmdep.includeScope=test >/dev/null
own=$(ls -d "$root"/*/target/classes | tr '\n' ':')
libs=$(tr ':' '\n' < app/target/test-cp.txt | grep -v '/dev/agtpstudio/' | tr '\n' ':')
for n in $(seq 91 120); do [ -e /tmp/.X11-unix/X$n ] || [ -e /tmp/.X$n-lock ] || { disp=:$n; break; }; done
Xvfb "$disp" -screen 0 1600x1000x24 -nolisten tcp >/dev/null 2>&1 &
xpid=$!
trap 'kill $xpid 2>/dev/null' EXIT
sleep 1
DISPLAY=$disp java -cp "app/target/test-classes:${own}${libs}" -Dagtp.project.dir="$root" -Dbench.display=true \
  dev.agtpstudio.app.tour.ScreenshotTour "$out"
