#!/usr/bin/env bash
# Session 18 on the H200: what issue #11's "100 seeds over every cpu example task" still lacked,
# and the new operators on this machine's torch.
#   bash benchmarks/h200/session18.sh first LIMIT    # targeted build, xcheck (whole catalogue),
#                                                   # torch eager on the GPU (EAGER), then the sweep
#   bash benchmarks/h200/session18.sh sweep LIMIT    # the sweep's jobs not finished by earlier calls
# The sweep is a list of jobs (tasks regex x ten or twenty seeds), eight at a time, two tests each
# (16 cores): a network task costs 2-4 s of one core per seed, so one job per task and seed range
# would leave a long tail; ten-seed chunks keep every core busy to the end. A job not started or
# cut by LIMIT (seconds from this call's start, at which no test starts any more) runs again in the
# next call, without the tests its output shows as PASS (false_positives.py --skip).
set -uo pipefail
export OUT=${OUT:-/tmp/km-out}
mkdir -p "$OUT"
B=$PWD/build-h200
t0=$(date +%s)
phase=$1 limit=$2
deadline=$(( t0 + limit ))
NEW4='(resnet101|efficientnet_b2|swin_transformer_v2|gptq_marlin_24_gemm)_[a-z0-9]+'
NETS='(googlenet_inception_v1|mobilenet_v2|shufflenet|squeezenet|swin_mlp|unet_softmax|vgg16|vgg19|vision_transformer)_[a-z0-9]+|resnet18_f32'
NET3='resnet18_(f16|bf16)|mobilenet_v1_f16'
jobs() {  # name regex seeds: the four operators of session 16 (1-20 by their helpers),
  # the 28 network tasks (1-40 done), resnet18 f16/bf16 and mobilenet_v1_f16 (1-60 done)
  for s in 21 31 41 51 61 71 81 91; do echo "new4 $NEW4 $s-$((s + 9))"; done
  for s in 41 51 61 71 81 91; do echo "nets $NETS $s-$((s + 9))"; done
  for s in 61 81; do echo "net3 $NET3 $s-$((s + 19))"; done
}
run_job() {  # name regex seeds
  local name=$1 re=$2 seeds=$3 out="$B/sweeps/$1-$3" left skips=()
  left=$(( deadline - $(date +%s) - 20 ))
  [ "$left" -gt 30 ] || exit 0
  for f in "$out".*.txt; do [ -e "$f" ] && skips+=(--skip "$f"); done
  python3 benchmarks/false_positives.py "$B" --label cpu --seeds "$seeds" -j 2 --budget "$left" \
    --only "^correct\.example\.cpu\.($re)\$" "${skips[@]}" > "$out.$(date +%H%M%S).txt" 2>&1
}
export -f run_job
export B deadline
if [ "$phase" = first ]; then
  { date -u; nvidia-smi -L; nproc; python3 -c 'import torch; print("torch", torch.__version__)'; } > "$OUT/machine.txt" 2>&1
  extra=()
  [ -e /usr/include/seccomp.h ] || extra+=("-DKM_SECCOMP_INCLUDE_DIR=$PWD/build-deps/seccomp")
  cmake -S . -B "$B" -G Ninja -DCMAKE_BUILD_TYPE=Release -DKM_PLATFORMS="cpu;cuda;triton" -DKM_MODELS=example \
    -DKM_TORCH_YARDSTICKS=eager "${extra[@]}" > "$OUT/configure.log" 2>&1 || { tail -30 "$OUT/configure.log"; exit 1; }
  mods=$(ctest --test-dir "$B" -N -R "^correct\.example\.cpu\.($NEW4|$NETS|$NET3)\$" | grep -o 'correct\.example\.cpu\.[a-z0-9_]*' |
    sed 's/^correct\.example\.cpu\./km.example.cpu./')
  cmake --build "$B" -j16 --target km-correct-cpu km-worker-cpu km-correct-cuda km-worker-triton kernelmark $mods \
    > "$OUT/build.log" 2>&1 || { grep -B2 -A12 -m5 error "$OUT/build.log"; exit 1; }
  echo "build done at $(( $(date +%s) - t0 )) s"
  mkdir -p "$B/sweeps"
  # xcheck of the whole catalogue with this torch, one process beside the rest.
  ( /usr/bin/time -f "xcheck: %e s" ctest --test-dir "$B" -L xcheck -V > "$OUT/ctest-xcheck.log" 2>&1
    cp "$B/kernelmark/xcheck.json" "$OUT/xcheck.json" 2>/dev/null ) &
  # The sweep lists its tests once, then runs their commands itself: the yardsticks' reconfigure
  # (KM_GPU_SLOTS) after that does not touch it.
  jobs | xargs -P 7 -L 1 bash -c 'run_job "$@"' _ &
  sweep=$!
  sleep 10
  # torch eager on the GPU: the four operators' tasks and the 11 departures listed after session
  # 16's last call (not rerun there).
  YRE="${EAGER:-(($NEW4)|(densenet121|densenet201|efficientnet_b0|efficientnet_b1|unet_softmax)_(f16|bf16)|shufflenet_bf16)\$}" \
    BUDGET=200 JOBS=4 bash benchmarks/h200/run_suite.sh yardsticks 2>&1 | tail -30
  wait
  tail -3 "$OUT/ctest-xcheck.log"
else
  jobs | xargs -P 8 -L 1 bash -c 'run_job "$@"' _
fi
# What every job has shown so far (each output's last line), and anything not PASS.
for f in "$B"/sweeps/*.txt; do echo "$(basename "$f"): $(tail -1 "$f")"; done | tee "$OUT/sweep-summary.txt"
grep -h -v ': PASS (' "$B"/sweeps/*.txt | grep -v 'tests run' | head -20
tar -C "$B" -czf "$OUT/sweeps.tar.gz" sweeps
echo "call done at $(( $(date +%s) - t0 )) s"
