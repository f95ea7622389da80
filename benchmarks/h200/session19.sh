#!/usr/bin/env bash
# Session 19 on the H200: the figures issues #9 and #12 still lack, then the Python platforms'
# seeds (#10) with what is left of the call.
#   bash benchmarks/h200/session19.sh first LIMIT   # build (cuda, triton, pallas; eager yardsticks),
#                                                  # Triton warm path (zygote on/off), cuda warm path
#   bash benchmarks/h200/session19.sh drop LIMIT    # 20 copies of the example drop (980 cuda tasks),
#                                                  # then the Triton/Pallas examples on more seeds
# Everything a call writes is packed into $OUT/callN.tar.gz plus one summary on stdout: the device
# tool brings back only a few files (session 18 lost its warm-path figure among 19 small files).
set -uo pipefail
export OUT=${OUT:-/tmp/km-out}
W=/tmp/km-s19
mkdir -p "$OUT" "$W"
B=$PWD/build-h200
t0=$(date +%s)
phase=$1 limit=$2
deadline=$(( t0 + limit ))
stamp() { echo "== $1 at $(( $(date +%s) - t0 )) s"; }
left() { echo $(( deadline - $(date +%s) )); }
export KM_WORKER_ZYGOTE_DIR=/tmp/km-zygote-h200
RS="$B/resources.json"
if [ "$phase" = first ]; then
  PLATFORMS="cuda;triton;pallas" CMAKE_ARGS='-DKM_TORCH_YARDSTICKS=eager' OUT=$W \
    timeout 300 bash benchmarks/h200/run_suite.sh build 2>&1 | tail -4
  stamp "build done"
  cmake "$B" -DKM_GPU_SLOTS=8 > /dev/null
  echo '{"version": {"major": 1, "minor": 0}, "local": [{"gpus": [{"id": "0", "slots": 8}]}]}' > "$RS"
  # #12: a Triton kernel's compile+correct, warm: two spawned runs (the first fills the JIT
  # cache), three through the zygote (the first starts it).
  RS=$RS timeout 240 bash benchmarks/triton_warm.sh "$B" | tee "$W/warm-triton.txt"
  stamp "triton warm done"
  # #9: one changed cuda kernel, warm tree: module rebuild, compile and correct tests, one command
  # each time (three times), and the ctest part alone.
  for i in 1 2 3; do
    touch generated/example/cuda/relu_f32.cu
    s=$(date +%s.%N)
    cmake --build "$B" --target km.example.cuda.relu_f32 > /dev/null 2>&1
    m=$(date +%s.%N)
    ctest --test-dir "$B" -R '^(compile|correct)\.example\.cuda\.relu_f32$' --resource-spec-file "$RS" > "$W/cuda-warm-$i.log" 2>&1
    e=$(date +%s.%N)
    python3 -c "import sys; s, m, e = map(float, sys.argv[1:]); print(f'cuda relu_f32 run $i: rebuild {m - s:.2f} s + compile/correct tests {e - m:.2f} s = {e - s:.2f} s')" "$s" "$m" "$e"
  done | tee "$W/warm-cuda.txt"
  grep -h 'Test #' "$W"/cuda-warm-3.log
  for t in softmax_f32 matmul_f32 layer_norm_bf16; do
    /usr/bin/time -f "cuda $t compile+correct tests %e s" ctest --test-dir "$B" \
      -R "^(compile|correct)\.example\.cuda\.$t\$" --resource-spec-file "$RS" 2>&1 | tail -1
  done | tee -a "$W/warm-cuda.txt"
  stamp "cuda warm done"
  cat "$KM_WORKER_ZYGOTE_DIR"/*.log > "$W/zygote.log" 2>/dev/null
  tar -C "$W" -czf "$OUT/call1.tar.gz" .
else
  # #9: COPIES copies of the example drop as models (49 cuda tasks each), SLOTS correctness tests
  # sharing the GPU (session 5 used 4 slots: 360 tasks in 157 s).
  n=${COPIES:-20}
  SLOTS=${SLOTS:-12} COPIES=$n OUT=$W timeout $(( $(left) - 60 )) bash benchmarks/h200/run_suite.sh drop
  stamp "drop done"
  cmake "$B" -DKM_MODELS=example -DKM_GPU_SLOTS=8 > /dev/null
  echo '{"version": {"major": 1, "minor": 0}, "local": [{"gpus": [{"id": "0", "slots": 8}]}]}' > "$RS"
  # #10: the Triton and Pallas examples on seeds past those already run (Triton 1-20, Pallas 1-20
  # for most; session 15), as long as the call lasts; false_positives.py lists what it did not start.
  b=$(( $(left) - 25 ))
  if [ "$b" -gt 60 ]; then
    python3 benchmarks/false_positives.py "$B" --label triton --seeds "${TSEEDS:-21-40}" -j 8 --budget "$b" \
      > "$W/fp-triton.txt" 2>&1
    tail -3 "$W/fp-triton.txt"; grep -v ': PASS (' "$W/fp-triton.txt" | grep -v 'tests run' | head -20
  fi
  rm -rf generated/copy*
  tar -C "$W" -czf "$OUT/call2.tar.gz" .
fi
stamp "call done"
