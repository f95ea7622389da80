#!/usr/bin/env bash
# A cuda worker's start-up cost on this machine: context_cost.cu's phases in one process (3 runs),
# then 16 processes at once (as a 16-core drop runs its correctness tests), wall and system time.
#   bash benchmarks/h200/context_cost.sh
set -uo pipefail
cd "$(dirname "$0")/../.."
nvcc -O2 -o /tmp/context_cost benchmarks/h200/context_cost.cu || exit 1
nvidia-smi --query-gpu=name,persistence_mode,driver_version --format=csv
for i in 1 2 3; do
  echo "--- alone, run $i"
  /usr/bin/time -f "process: %e s wall, %U s user, %S s sys" /tmp/context_cost
done
echo "--- 16 at once"
start=$(date +%s%N)
for i in $(seq 16); do /usr/bin/time -f "%e s wall %S s sys" /tmp/context_cost > /tmp/cc.$i 2>&1 & done
wait
echo "16 processes: $(( ($(date +%s%N) - start) / 1000000 )) ms in all"
grep -h "cudaSetDevice\|wall" /tmp/cc.* | sort | uniq -c | sort -rn | head -8
grep -h "cudaSetDevice" /tmp/cc.* | awk '{s += $2} END {print "mean cudaSetDevice under 16-way load:", s / NR, "ms"}'
echo "--- alone, while another process holds a context (does the driver re-initialise the GPU?)"
/tmp/context_cost --hold 20 & holder=$!
sleep 3
for i in 1 2; do /usr/bin/time -f "process: %e s wall, %U s user, %S s sys" /tmp/context_cost; done
start=$(date +%s%N)
for i in $(seq 16); do /usr/bin/time -f "%e s wall %S s sys" /tmp/context_cost > /tmp/cc.$i 2>&1 & done
wait $(jobs -p | grep -v "^$holder$")
echo "16 processes with a holder: $(( ($(date +%s%N) - start) / 1000000 )) ms in all"
kill $holder 2>/dev/null
