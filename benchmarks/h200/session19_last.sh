#!/usr/bin/env bash
# Session 19's last call (a fresh machine, about 650 device-seconds left): the `empty` set on the
# GPU, then the 980-task cuda drop (issue #9's 5-minute target), then the empty set's cuda
# self-tests with what is left.
#   bash benchmarks/h200/session19_last.sh LIMIT
set -uo pipefail
export OUT=${OUT:-/tmp/km-out}
export W=/tmp/km-s19e
mkdir -p "$OUT" "$W"
t0=$(date +%s)
limit=${1:-580}
left() { echo $(( limit - ($(date +%s) - t0) )); }
bash benchmarks/h200/session19_empty.sh build
bash benchmarks/h200/session19_empty.sh sets
# The drop's tests get what is left but about 150 s (its configure and 980 module builds) and
# 60 s (the self-tests after it).
dl=$(( $(left) - 210 ))
[ "$dl" -gt 60 ] || dl=60
SLOTS=12 COPIES=20 DROP_LIMIT=$dl OUT=$W bash benchmarks/h200/run_suite.sh drop
t=$(( $(left) - 20 ))
[ "$t" -gt 20 ] && bash benchmarks/h200/session19_empty.sh tests "$t"
tar -C "$W" -czf "$OUT/last.tar.gz" .
echo "== call done at $(( $(date +%s) - t0 )) s"
