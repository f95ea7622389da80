// Planted cheat (cheat mode 5 of docs/cheats.md): does the work on a stream of its own and
// returns without joining it back to the given stream, so the events timing the given stream
// see (almost) nothing. The side stream does wait for the given stream's earlier work (the
// harness's input copies), so every result is right once the device is synchronized; only the
// device-wide synchronize after the timer stopped still waits for the work: a long tail. The
// kernel goes over the data four times (the same relu each pass) to make the tail unmistakable.
// Since the allow-list (2026-12-01) its cudaStreamCreate and events are refused at the compile
// stage; on the H200 (2026-11-29) it reached the perf stage and its ~1 ms tail was TIMING_ANOMALY.
// A stream it needs no import for (the per-thread or legacy default stream) is the stream
// guard's: tests/wrong/cuda/relu_f32.TIMING_ANOMALY-default_stream.cu.
// km-reason: cudaStreamCreate
// km-perf-sizes: n=67108864
__global__ void relu_passes(const float* x, float* y, int64_t n) {
  const int64_t stride = static_cast<int64_t>(gridDim.x) * blockDim.x;
#pragma unroll 1
  for (int pass = 0; pass < 4; ++pass)
    for (int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x; i < n; i += stride)
      y[i] = x[i] < 0.0f ? 0.0f : x[i];
}

int relu_f32(const float* x, float* y, int64_t n, cudaStream_t stream) {
  static cudaStream_t side = nullptr;
  static cudaEvent_t ready = nullptr;
  if (!side && (cudaStreamCreateWithFlags(&side, cudaStreamNonBlocking) != cudaSuccess ||
                cudaEventCreateWithFlags(&ready, cudaEventDisableTiming) != cudaSuccess))
    return 1;
  cudaEventRecord(ready, stream);  // after the harness's input copies
  cudaStreamWaitEvent(side, ready, 0);
  const int64_t blocks = (n + 255) / 256;
  relu_passes<<<static_cast<unsigned>(blocks < 1024 ? blocks : 1024), 256, 0, side>>>(x, y, n);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;  // no event back on `stream`: not joined
}
