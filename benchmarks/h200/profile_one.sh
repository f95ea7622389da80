#!/usr/bin/env bash
# Where one correctness test's time goes: the cuda relu_f32 correctness runner on each shape set
# alone, then on all of them (wall, user and system seconds). Run after `run_suite.sh build`.
#
#   bash benchmarks/h200/profile_one.sh [task]      (default relu_f32)
set -uo pipefail
cd "$(dirname "$0")/../.."
B=${BUILD_DIR:-$PWD/build-h200}
task=${1:-relu_f32}
cmd=$(ctest --test-dir "$B" -R "^correct\.example\.cuda\.$task\$" --show-only=json-v1 |
  python3 -c "import json, shlex, sys
print(next(shlex.join(t['command']) for t in json.load(sys.stdin)['tests'] if t['name'].startswith('correct.')))")
for s in bench small heldout drawn; do
  /usr/bin/time -f "$task --sets $s: %e s wall, %U s user, %S s sys" bash -c "$cmd --sets $s" 2>&1 | tail -1
done
/usr/bin/time -f "$task, every set: %e s wall, %U s user, %S s sys" bash -c "$cmd" 2>&1 | tail -1
