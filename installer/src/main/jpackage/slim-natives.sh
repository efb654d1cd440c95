#!/usr/bin/env bash
# Removes native libraries for other platforms from the jars copied into the jpackage input, so the Linux
# package does not carry Windows debug symbols and macOS/ARM builds of ONNX Runtime (over 300 MB unpacked).
set -euo pipefail
lib=${1:?usage: slim-natives.sh INPUT_LIB_DIR}
command -v zip >/dev/null || { echo "slim-natives: zip is not installed; keeping jars as they are" >&2; exit 0; }
arch=$(uname -m)
case "$arch" in x86_64) keep=linux-x64 ;; aarch64) keep=linux-aarch64 ;; *) keep=linux-x64 ;; esac
for jar in "$lib"/onnxruntime-*.jar; do
  [ -f "$jar" ] || continue
  drop=$(unzip -Z1 "$jar" | grep -E '^ai/onnxruntime/native/[^/]+/' | grep -v "^ai/onnxruntime/native/$keep/" || true)
  if [ -n "$drop" ]; then
    printf '%s\n' "$drop" | zip -q -d "$jar" -@
    echo "slim-natives: $(basename "$jar"): kept native/$keep only"
  fi
done
