#!/usr/bin/env bash
# Scale of a large drop on this machine: N copies of the example cpu drop as separate models (22
# copies of 45 tasks = 990 tasks when the example drop had 45; it has more now: set COPIES), in a
# scratch copy of the checkout so generated/ stays clean.
# Times the parallel module build (with CPU utilisation), the compile+correct tests, and CTest's
# start-up (`ctest -N`, one test) with 20 models.
#
#   COPIES=22 bash benchmarks/scale_drop.sh [scratch-dir]      (results: <scratch>/scale.txt)
set -euo pipefail
n=${COPIES:-22}
src=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-/tmp/km-scale}
jobs=$(nproc)
rm -rf "$work" && mkdir -p "$work"
git -C "$src" ls-files -z | (cd "$src" && xargs -0 cp --parents -t "$work")
models=""
for ((i = 0; i < n; i++)); do
  m=$(printf 'm%02d' $i)
  mkdir -p "$work/generated/$m" && cp -r "$src/generated/example/cpu" "$work/generated/$m/cpu"
  models="$models${models:+;}$m"
done
rm -rf "$work/generated/example"
b="$work/build"
out="$work/scale.txt"
{
  echo "# $(date -u) $(nproc) cores, $n copies of the example cpu drop ($((n * $(ls "$src/generated/example/cpu" | wc -l))) tasks)"
  # Per-task tests in the whole tree (KM_CTEST_LAYOUT=tasks): the figures below select them by label.
  cmake -S "$work" -B "$b" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DKM_PLATFORMS=cpu \
    -DKM_SELFTESTS=OFF -DKM_CTEST_LAYOUT=tasks > "$work/configure.log" 2>&1
  /usr/bin/time -f "harness build: %e s" cmake --build "$b" -j "$jobs" > "$work/build.log" 2>&1
  tail -1 "$work/build.log" || true
  /usr/bin/time -f "module build (ninja -k 0, $jobs jobs): %e s wall, %U s user, %S s sys, CPU %P" \
    cmake --build "$b" --target km_modules -j "$jobs" -- -k 0 > "$work/modules.log" 2>&1
  tail -1 "$work/modules.log"
  /usr/bin/time -f "ctest -N: %e s" ctest --test-dir "$b" -N > /dev/null
  /usr/bin/time -f "ctest -R one test: %e s" ctest --test-dir "$b" -R '^compile\.m00\.cpu\.relu_f32$' > /dev/null
  /usr/bin/time -f "compile+correct tests (ctest -j $jobs): %e s wall, %U s user, %S s sys, CPU %P" \
    ctest --test-dir "$b" -L 'compile|correct' -LE baseline -j "$jobs" > "$work/ctest.log" 2>&1 || true
  grep -E 'tests passed|tests failed' "$work/ctest.log"
} 2>&1 | tee "$out"
