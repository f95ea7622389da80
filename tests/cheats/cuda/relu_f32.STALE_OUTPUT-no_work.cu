// Planted cheat (cheat mode 2 of docs/cheats.md): launches nothing and returns success, counting on
// the output buffer still holding a right answer from an earlier call (as a reused allocation
// would). The harness poisons every output before every call, so every element still holds the
// poison.
int relu_f32(const float* x, float* y, int64_t n, cudaStream_t stream) {
  (void)x;
  (void)y;
  (void)n;
  (void)stream;
  return 0;
}
