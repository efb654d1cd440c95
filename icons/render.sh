#!/usr/bin/env bash
# Renders the SVG sources of src/svg to the PNG sizes the app, the explorer and the installer use.
# Needs rsvg-convert (Debian: librsvg2-bin). The PNGs are committed, so a normal build does not need it;
# run this after changing an SVG, and commit both.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
command -v rsvg-convert >/dev/null || { echo "render.sh: install librsvg2-bin (rsvg-convert)" >&2; exit 2; }
out=src/main/resources/dev/agtpstudio/icons
for svg in src/svg/*.svg; do
  name=$(basename "$svg" .svg)
  mkdir -p "$out/$name"
  cp "$svg" "$out/$name/$name.svg"
  for size in 16 24 32 48 64 128 256 512; do
    rsvg-convert -w "$size" -h "$size" "$svg" -o "$out/$name/$size.png"
  done
done
echo "render.sh: rendered $(ls src/svg/*.svg | wc -l) icons at 8 sizes into $out"
