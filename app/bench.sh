#!/usr/bin/env bash
# Runs an app benchmark harness against this checkout's own build output (not the shared ~/.m2 snapshots).
# Usage: app/bench.sh EditLatencyBench [warmup runs] [runs] [--completion]
#        app/bench.sh ScaleBench [keystrokes] [workspace files] [document lines]
#        app/bench.sh LiveRunFootprint [document lines] [--histogram]
# BENCH_JAVA_OPTS adds JVM options (e.g. the heap settings the IDE is started with).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
mvn -o -q -B -pl app -am test-compile
mvn -o -q -B -pl app dependency:build-classpath -Dmdep.outputFile=target/test-cp.txt -Dmdep.includeScope=test >/dev/null
own=$(ls -d "$root"/*/target/classes | tr '\n' ':')
libs=$(tr ':' '\n' < app/target/test-cp.txt | grep -v '/dev/agtpstudio/' | tr '\n' ':')
main=$1; shift
# The IDE runs without C2 (see ./agtp-studio and docs/decisions/0140) and with its heap options (0245, 0265), read
# from the one line of ./agtp-studio that sets them; so does its benchmark. BENCH_JAVA_OPTS comes last and wins.
ide_memory=$(sed -n 's/^ *jvm+=(\(-Xmx[^)]*\))$/\1/p' agtp-studio)
if [ -z "$ide_memory" ]; then echo "app/bench.sh: no IDE heap options line (jvm+=(-Xmx...)) in ./agtp-studio" >&2; exit 1; fi
exec java -XX:TieredStopAtLevel=1 $ide_memory ${BENCH_JAVA_OPTS:-} -cp "app/target/test-classes:${own}${libs}" -Dagtp.project.dir="$root" \
  "dev.agtpstudio.app.bench.$main" "$@"
