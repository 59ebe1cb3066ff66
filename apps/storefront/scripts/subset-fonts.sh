#!/usr/bin/env bash
# Makes the storefront's own font files (app/fonts/*.woff2) from the self-hosted Fontsource fonts:
# only the weights the shop uses (400 to 800 of the variable weight axis) and only the characters of
# one script, so a phone downloads 31 KB (English) or 74 KB (Arabic) before the text settles instead
# of 48 KB or 197 KB. app.css names them first; Fontsource's files stay behind them for any other
# character. Run it again only after upgrading @fontsource-variable/*; its output is committed.
#
# Both fonts are under the SIL Open Font License 1.1 (app/fonts/LICENSE-*.txt).
# Needs fontTools with Brotli (Debian: apt-get install -y python3-fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/.."

FONTS=../../node_modules/@fontsource-variable
OUT=app/fonts
WEIGHTS=400:800
# Fontsource's "latin" and the basic Arabic block (with the joiners and marks Arabic text uses).
LATIN='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
ARABIC='U+0600-06FF,U+200C-200E,U+2010-2011,U+204F,U+2E41'

PYTHON=${PYTHON:-/usr/bin/python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

subset() { # source.woff2 unicodes output.woff2
  "$PYTHON" -m fontTools.varLib.instancer "$1" "wght=$WEIGHTS" -q -o "$work/instance.ttf"
  "$PYTHON" -m fontTools.subset "$work/instance.ttf" --unicodes="$2" --layout-features='*' --flavor=woff2 \
    --output-file="$3"
  echo "$3: $(wc -c < "$3") bytes"
}

subset "$FONTS/inter/files/inter-latin-wght-normal.woff2" "$LATIN" "$OUT/inter-latin.woff2"
subset "$FONTS/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2" "$ARABIC" "$OUT/noto-sans-arabic-arabic.woff2"
subset "$FONTS/noto-sans-arabic/files/noto-sans-arabic-latin-wght-normal.woff2" "$LATIN" "$OUT/noto-sans-arabic-latin.woff2"
