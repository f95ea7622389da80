#!/usr/bin/env bash
# Does an environment setting make CUDA context creation or teardown cheaper when many processes
# start at once (a drop's correctness tests)? For each setting: N processes of context_cost.cu at
# once, their wall time in all, and their mean cudaSetDevice (creation) and cudaDeviceReset
# (teardown) times.
#   N=24 bash benchmarks/h200/context_knobs.sh
set -uo pipefail
cd "$(dirname "$0")/../.."
N=${N:-24}
nvcc -O2 -o /tmp/context_cost benchmarks/h200/context_cost.cu || exit 1
/tmp/context_cost --hold 600 & holder=$!  # the drop always has some context open
sleep 2
run() {  # label, then env assignments
  local label=$1; shift
  local d=/tmp/cc-knobs/$label; rm -rf "$d"; mkdir -p "$d"
  env "$@" /tmp/context_cost > "$d/alone" 2>&1
  local start; start=$(date +%s%N)
  for i in $(seq "$N"); do env "$@" KM_CC_RESET=1 /tmp/context_cost > "$d/$i" 2>&1 & done
  wait $(jobs -p | grep -v "^$holder$")
  local all=$(( ($(date +%s%N) - start) / 1000000 ))
  local c r; c=$(grep -h cudaSetDevice "$d"/[0-9]* | awk '{s += $2} END {printf "%.0f", s / NR}')
  r=$(grep -h cudaDeviceReset "$d"/[0-9]* | awk '{s += $2} END {printf "%.0f", s / NR}')
  printf '%-34s alone: create %s ms | %d at once: %5d ms in all, create %s ms, teardown %s ms each\n' \
    "$label" "$(grep cudaSetDevice "$d/alone" | awk '{print $2}')" "$N" "$all" "$c" "$r"
}
run default
run max_connections_1 CUDA_DEVICE_MAX_CONNECTIONS=1
run module_loading_eager CUDA_MODULE_LOADING=EAGER
run max_connections_1_lazy CUDA_DEVICE_MAX_CONNECTIONS=1 CUDA_MODULE_LOADING=LAZY
run default_again
kill $holder 2>/dev/null
wait 2>/dev/null
