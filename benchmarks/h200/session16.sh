#!/usr/bin/env bash
# Session 16 on the H200: what the 31 operators merged since the session-14 cpu sweep (sessions 14
# and 15: 81 cpu example tasks) still lacked on this machine: the cpu false-positive sweep on seeds
# 21-100 (their helpers ran 1-20 on the 2-core box), torch eager judged on the GPU on each of their
# tasks, and xcheck of the whole catalogue with this machine's torch; plus where `import torch`
# spends its time (the Triton worker's first start, issue #12's 5 s target).
#   bash benchmarks/h200/session16.sh first SEEDS BUDGET   # build, xcheck, eager, import times, sweep
#   bash benchmarks/h200/session16.sh sweep SEEDS BUDGET [SKIP_FILE...]
#   OPS=... bash benchmarks/h200/session16.sh second SEEDS BUDGET   # fresh machine: targeted build,
#                                                  # eager on the GPU (YRE) beside the cpu sweep
# ONLY (ctest name regex, default: the 31 operators' cpu tasks) narrows the sweep, the eager
# yardsticks and nothing else; SEEDS is A-B; BUDGET the seconds after which no sweep test starts.
set -uo pipefail
export OUT=${OUT:-/tmp/km-out}
mkdir -p "$OUT"
B=$PWD/build-h200
t0=$(date +%s)
phase=$1 seeds=$2 budget=$3
shift 3
OPS=${OPS:-alexnet|blas_trsm_batched_complex|convert_vertical_slash_indexes|convolutional_vision_transformer|convolutional_vision_transformer_seq_first|densenet121|densenet201|efficientnet_b0|efficientnet_b1|ggml_moe_a8|ggml_moe_a8_vec|ggml_mul_mat_a8|ggml_mul_mat_vec_a8|googlenet_inception_v1|lstm_npu|matmul_dropout_mean_softmax|matmul_dropout_softmax|mobilenet_v1|mobilenet_v2|moe_lora_align_block_size|nms|nonzero|regnet|resnet18|shufflenet|squeezenet|swin_mlp|unet_softmax|vgg16|vgg19|vision_transformer}
TASKS="($OPS)_[a-z0-9]+\$"
if [ "$phase" = first ]; then
  PLATFORMS="cpu;cuda;triton" CMAKE_ARGS='-DKM_TORCH_YARDSTICKS=eager' \
    timeout 330 bash benchmarks/h200/run_suite.sh build 2>&1 | tail -3
  echo "build done at $(( $(date +%s) - t0 )) s"
  nproc > "$OUT/nproc.txt"
  # Where a fresh `import torch` goes (three runs, then -X importtime's tree, largest first).
  for i in 1 2 3; do /usr/bin/time -f "import torch: %e s" python3 -c 'import torch' 2>&1 | tail -1; done | tee "$OUT/import-torch.txt"
  python3 -X importtime -c 'import torch, triton' 2> "$OUT/importtime-torch-triton.txt"
  sort -t'|' -k2 -n -r "$OUT/importtime-torch-triton.txt" | head -25 | tee -a "$OUT/import-torch.txt"
  # xcheck: one process beside the rest.
  ( /usr/bin/time -f "xcheck: %e s" ctest --test-dir "$B" -L xcheck -V > "$OUT/ctest-xcheck.log" 2>&1
    cp "$B/kernelmark/xcheck.json" "$OUT/xcheck.json" 2>/dev/null ) &
  # torch eager on the GPU, each of the operators' tasks.
  YRE="$TASKS" BUDGET=200 JOBS=8 bash benchmarks/h200/run_suite.sh yardsticks 2>&1 | tail -30
  wait
  tail -3 "$OUT/ctest-xcheck.log"
  grep -E 'xcheck:' "$OUT/ctest-xcheck.log"
  budget=$(( budget - ($(date +%s) - t0) ))
fi
if [ "$phase" = second ]; then
  # A fresh machine: only what the eager yardsticks and the cpu sweep run (the runners, the Python
  # worker, the swept tasks' cpu modules), not every module and peak of `run_suite.sh build`.
  extra=()
  [ -e /usr/include/seccomp.h ] || extra+=("-DKM_SECCOMP_INCLUDE_DIR=$PWD/build-deps/seccomp")
  cmake -S . -B "$B" -G Ninja -DCMAKE_BUILD_TYPE=Release -DKM_PLATFORMS="cpu;cuda;triton" -DKM_MODELS=example \
    -DKM_TORCH_YARDSTICKS=eager "${extra[@]}" > "$OUT/configure.log" 2>&1 || { tail -30 "$OUT/configure.log"; exit 1; }
  mods=$(ctest --test-dir "$B" -N -R "^correct\.example\.cpu\.$TASKS" | grep -o 'correct\.example\.cpu\.[a-z0-9_]*' |
    sed 's/^correct\.example\.cpu\./km.example.cpu./')
  cmake --build "$B" -j16 --target km-correct-cpu km-worker-cpu km-correct-cuda km-worker-triton kernelmark $mods \
    > "$OUT/build.log" 2>&1 || { grep -B2 -A12 -m5 error "$OUT/build.log"; exit 1; }
  echo "build done at $(( $(date +%s) - t0 )) s"
  mkdir -p "$B/sweeps"
  name="false-positives-cpu-seeds-$seeds-$(date +%H%M).txt"
  # The sweep lists its tests once, then runs their commands itself: the yardsticks' reconfigure
  # (KM_GPU_SLOTS) after that does not touch it.
  left=$(( budget - ($(date +%s) - t0) ))
  echo "sweep seeds $seeds, budget $left s -> $name"
  timeout $(( ${LIMIT:-585} - ($(date +%s) - t0) )) python3 benchmarks/false_positives.py "$B" --label cpu \
    --seeds "$seeds" -j "${JOBS:-11}" --budget "$left" --only "^correct\.example\.cpu\.$TASKS" \
    > "$B/sweeps/$name" 2>&1 &
  sweep=$!
  sleep 10
  # torch eager on the GPU (YRE, default: the eight networks whose semantics use globals(), and
  # the nine departures listed this session).
  YRE="${YRE:-((densenet121|densenet201|efficientnet_b0|efficientnet_b1|googlenet_inception_v1|regnet|shufflenet|unet_softmax)_[a-z0-9]+|(resnet18|mobilenet_v1|mobilenet_v2|swin_mlp)_(f16|bf16)|lstm_npu_f16)\$}" \
    BUDGET=${EAGER_BUDGET:-200} JOBS=5 bash benchmarks/h200/run_suite.sh yardsticks 2>&1 | tail -40
  wait $sweep
  tail -2 "$B/sweeps/$name"
  grep -v ': PASS (' "$B/sweeps/$name" | head -20
  gzip -c "$B/sweeps/$name" > "$OUT/$name.gz"
  echo "call done at $(( $(date +%s) - t0 )) s"
  exit 0
fi
skips=()
for f in "$@"; do skips+=(--skip "$B/sweeps/$f"); done
mkdir -p "$B/sweeps"
name="false-positives-cpu-seeds-$seeds-$(date +%H%M).txt"
echo "sweep seeds $seeds, budget $budget s -> $name"
timeout $(( ${LIMIT:-585} - ($(date +%s) - t0) )) python3 benchmarks/false_positives.py "$B" --label cpu \
  --seeds "$seeds" -j "${JOBS:-15}" --budget "$budget" --only "^correct\.example\.cpu\.$TASKS" "${skips[@]}" \
  > "$B/sweeps/$name" 2>&1
tail -2 "$B/sweeps/$name"
grep -v ': PASS (' "$B/sweeps/$name" | head -20
gzip -c "$B/sweeps/$name" > "$OUT/$name.gz"
echo "call done at $(( $(date +%s) - t0 )) s"
