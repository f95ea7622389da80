#!/usr/bin/env bash
# Issue #9's registration target: CTest start-up with many models of the whole catalogue.
# Copies the example cpu drop as COPIES models into a scratch worktree of this checkout,
# configures a cpu-only build (no module is built: registration only) in each layout
# (KM_CTEST_LAYOUT, cmake/KernelMarkTestFiles.cmake: auto picks models here), and times `ctest -N`
# and a one-test `ctest -R ... -N` on the whole tree and in one model's folder
# (build/kernelmark/ctest/<model>). Then CTest alone, on synthetic CTestTestfiles of N tests with
# and without a set_tests_properties line per test.
#   COPIES=20 bash benchmarks/ctest_registration.sh [SCRATCH]   (default /tmp/km-registration)
set -uo pipefail
S=${1:-/tmp/km-registration}
n=${COPIES:-20}
repo=$(cd "$(dirname "$0")/.." && pwd)
rm -rf "$S" && mkdir -p "$S"
git -C "$repo" worktree add -q --detach "$S/src" HEAD || exit 1
trap 'git -C "$repo" worktree remove --force "$S/src"' EXIT
models="example"
for ((i = 0; i < n; i++)); do
  m=$(printf 'm%02d' "$i")
  mkdir -p "$S/src/generated/$m" && cp -r "$S/src/generated/example/cpu" "$S/src/generated/$m/"
  models="$models;$m"
done
echo "$(ls "$S/src/generated/example/cpu" | wc -l) cpu tasks per model, $((n + 1)) models"
t() { /usr/bin/time -f "$1: %e s" "${@:2}" | grep 'Total Tests'; }
for layout in auto tasks; do
  echo "== KM_CTEST_LAYOUT=$layout"
  /usr/bin/time -f "configure: %e s" cmake -S "$S/src" -B "$S/build" -G Ninja -DKM_PLATFORMS=cpu \
    -DKM_TORCH_YARDSTICKS= "-DKM_MODELS=$models" -DKM_CTEST_LAYOUT=$layout > "$S/configure.log" 2>&1 \
    || { tail -20 "$S/configure.log"; exit 1; }
  grep -E 'KernelMark: .* tests of|^configure:' "$S/configure.log"
  t "whole tree, ctest -N" ctest --test-dir "$S/build" -N
  t "whole tree, ctest -R one test -N" ctest --test-dir "$S/build" -R '^(correct\.m07\.cpu\.relu_f32|drops\.m07\.cpu)$' -N
  t "one model's folder, ctest -N" ctest --test-dir "$S/build/kernelmark/ctest/m07" -N
  t "one model's folder, ctest -R one test -N" ctest --test-dir "$S/build/kernelmark/ctest/m07" -R '^correct\.m07\.cpu\.relu_f32$' -N
done
for k in 10000 20000 40000; do
  for props in with without; do
    d="$S/synthetic-$k-$props" && mkdir -p "$d"
    python3 - "$k" "$props" > "$d/CTestTestfile.cmake" <<'PY'
import sys
k, props = int(sys.argv[1]), sys.argv[2] == "with"
for i in range(k):
    print(f'add_test([=[correct.m{i % 20:02d}.cpu.task_{i}]=] "/bin/true")')
    if props:
        print(f'set_tests_properties([=[correct.m{i % 20:02d}.cpu.task_{i}]=] PROPERTIES LABELS "correct;cpu" TIMEOUT "900")')
PY
    t "synthetic $k tests, $props set_tests_properties, ctest -N" ctest --test-dir "$d" -N
  done
done
