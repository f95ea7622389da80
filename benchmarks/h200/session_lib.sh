# Sourced by the device session scripts (session26.sh, session28.sh, session29.sh): where outputs go ($OUT, few
# files: the run tool returns a bounded number), the build ($B, kept between warm calls), and the
# call's clock: `stamp what` prints the seconds since the script started, `left LIMIT` the seconds
# left of LIMIT (at least 1), `res` writes a CTest resource spec of one GPU with 16 slots,
# `build_gpu` builds the three GPU platforms and writes it.
set -uo pipefail
export OUT=${OUT:-/tmp/km-out}
mkdir -p "$OUT"
B=$PWD/build-h200
t0=$(date +%s)
stamp() { echo "== $* at $(( $(date +%s) - t0 )) s"; }
# At least 1: `timeout 0` would mean no limit at all.
left() { local l=$(( $1 - ($(date +%s) - t0) )); echo $(( l > 1 ? l : 1 )); }
res() { echo '{"version": {"major": 1, "minor": 0}, "local": [{"gpus": [{"id": "0", "slots": 16}]}]}' > "$B/resources.json"; }
# The session's first step: configure and build cuda, triton and pallas in $B, then the resource spec.
build_gpu() { PLATFORMS="cuda;triton;pallas" bash benchmarks/h200/run_suite.sh build 2>&1 | tail -2; stamp build; res; }
