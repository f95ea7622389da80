#!/usr/bin/env bash
# The cuda suite on an H200 (the device machine): build with 16 cores, measure the device's speed
# of light, run every cuda test (one GPU per test through CTest resources), the planted cuda
# self-tests, and write the report. Results go to $OUT (default /tmp/km-out).
#
#   GPUS=1 bash benchmarks/h200/run_suite.sh
set -uo pipefail
OUT=${OUT:-/tmp/km-out}
B=${BUILD_DIR:-/tmp/km-build}
GPUS=${GPUS:-1}
mkdir -p "$OUT"
cd "$(dirname "$0")/../.."
{ date -u; nvidia-smi -L; nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm --format=csv; nvcc --version | tail -2; cmake --version | head -1; } > "$OUT/machine.txt" 2>&1
cat "$OUT/machine.txt"

cmake -S . -B "$B" -G Ninja -DCMAKE_BUILD_TYPE=Release -DKM_PLATFORMS=cuda -DKM_MODELS=example > "$OUT/configure.log" 2>&1 \
  || { tail -60 "$OUT/configure.log"; exit 1; }
cmake --build "$B" -j16 > "$OUT/build.log" 2>&1 || { grep -B2 -A12 -m5 'error' "$OUT/build.log"; exit 1; }
cmake --build "$B" --target km_modules -j16 -- -k 0 > "$OUT/modules.log" 2>&1
echo "modules built; failures (expected only for planted COMPILE_ERROR/SIGNATURE_MISMATCH):"
grep -E '^FAILED' "$OUT/modules.log" | sed 's/^/  /'

"$B/bin/kernelmark" peaks --platform cuda --out "$B/kernelmark/peaks.json" | tail -12
cp "$B/kernelmark/peaks.json" "$OUT/peaks.json"

gpus=$(for ((i = 0; i < GPUS; i++)); do printf '%s{"id": "%d", "slots": 1}' "$([ $i -gt 0 ] && echo ,)" $i; done)
echo "{\"version\": {\"major\": 1, \"minor\": 0}, \"local\": [{\"gpus\": [$gpus]}]}" > "$B/resources.json"
rm -rf "$B/kernelmark/records"; mkdir -p "$B/kernelmark/records"
ctest --test-dir "$B" -L cuda -LE selftest -j $((GPUS * 2)) --resource-spec-file "$B/resources.json" \
  --output-on-failure > "$OUT/ctest-cuda.log" 2>&1
grep -E 'tests passed|tests failed' "$OUT/ctest-cuda.log"
ctest --test-dir "$B" -L planted -R '\.cuda\.' -j 4 --output-on-failure > "$OUT/ctest-planted.log" 2>&1
grep -E 'Test +#|tests passed' "$OUT/ctest-planted.log"
"$B/bin/kernelmark" report "$B"
cp "$B/kernelmark/report/report.md" "$B/kernelmark/report/summary.json" "$OUT/"
tar -C "$B/kernelmark" -czf "$OUT/records.tar.gz" records
grep -E '\*\*\*Failed|Not Run' "$OUT/ctest-cuda.log" | head -40
