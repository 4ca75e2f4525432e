#!/usr/bin/env bash
# `npuzzle scan` within its bounds: any file of 50 MB or less is read (or refused) in at most
# 5 s and 400 MB resident, measured with /usr/bin/time -v. The photos are made here, in a
# temporary folder, and deleted after: small files of huge dimensions, photos at the pixel
# limit in the layouts that cost most to decode (16-bit RGBA, interlaced), noisy ones near
# 50 MB, and with cjpeg (libjpeg-turbo-progs) progressive 4:4:4 JPEGs at their lower limit.
#   bench/scan-bounds.sh [path/to/npuzzle]   (default: target/release/npuzzle)
set -euo pipefail
cd "$(dirname "$0")/.."
npuzzle=$(realpath "${1:-target/release/npuzzle}")
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

python3 - "$dir" <<'EOF'
import os, struct, sys, zlib
dir = sys.argv[1]
def chunk(t, d): return struct.pack('>I', len(d)) + t + d + struct.pack('>I', zlib.crc32(t + d))
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
def png(name, w, h, ctype, depth, interlace=0, noise=0.0):
    """A PNG of zero rows, the first `noise` share of each pass's rows random bytes."""
    ch = {0: 1, 2: 3, 6: 4}[ctype]
    with open(os.path.join(dir, name), 'wb') as f:
        f.write(b'\x89PNG\r\n\x1a\n')
        f.write(chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, depth, ctype, 0, 0, interlace)))
        z = zlib.compressobj(6)
        for x0, y0, dx, dy in (ADAM7 if interlace else [(0, 0, 1, 1)]):
            pw, ph = max(0, (w - x0 + dx - 1) // dx), max(0, (h - y0 + dy - 1) // dy)
            n = (pw * ch * depth + 7) // 8
            for y in range(ph if pw else 0):
                data = z.compress(b'\0' + (os.urandom(n) if y < noise * ph else bytes(n)))
                if data: f.write(chunk(b'IDAT', data))
        f.write(chunk(b'IDAT', z.flush()))
        f.write(chunk(b'IEND', b''))
def ppm(name, w, h, noise):
    with open(os.path.join(dir, name), 'wb') as f:
        f.write(b'P6\n%d %d\n255\n' % (w, h))
        for y in range(h):
            f.write(os.urandom(3 * w) if y < noise * h else bytes(3 * w))
png('huge-grey-22000.png', 22000, 22000, 0, 8)
png('huge-rgb-12000.png', 12000, 12000, 2, 8)
png('limit-rgba16.png', 6324, 6324, 6, 16)
png('limit-rgba16-interlaced.png', 6324, 6324, 6, 16, interlace=1)
png('limit-rgb8-noisy.png', 6324, 6324, 2, 8, noise=0.4)
ppm('prog-33mp.ppm', 5744, 5744, 0.8)
ppm('prog-40mp.ppm', 6324, 6324, 0.75)
EOF
if command -v cjpeg > /dev/null; then
  cjpeg -progressive -sample 1x1 -quality 92 "$dir/prog-33mp.ppm" > "$dir/prog444-33mp.jpg"
  cjpeg -progressive -sample 1x1 -quality 88 "$dir/prog-40mp.ppm" > "$dir/prog444-40mp.jpg"
  cjpeg -sample 1x1 -quality 90 "$dir/prog-40mp.ppm" > "$dir/baseline444-40mp.jpg"
else
  echo "no cjpeg (apt-get install libjpeg-turbo-progs): JPEGs left out"
fi
rm -f "$dir"/*.ppm

worst=0
for f in "$dir"/*; do
  /usr/bin/time -v "$npuzzle" scan "$f" > /dev/null 2> "$dir/log" || true
  kb=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$dir/log")
  s=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$dir/log" | awk -F: '{ print $(NF-1) * 60 + $NF }')
  said=$(grep '^npuzzle:' "$dir/log" | head -1 || true)
  printf '%-30s %5s MB  %5.2f s  %4d MB  %s\n' "$(basename "$f")" $(( $(stat -c %s "$f") / 1000000 )) "$s" $(( kb / 1000 )) "$said"
  if (( kb > 400000 )) || awk -v s="$s" 'BEGIN { exit !(s > 5) }'; then worst=1; fi
done
(( worst == 0 )) && echo "every file within 5 s and 400 MB" || { echo "OVER the bounds"; exit 1; }
