// Planted cheat (cheat mode 2 of docs/cheats.md): does no work and returns success, counting on the
// output buffer still holding a right answer from an earlier call (as a reused allocation would).
// The harness poisons every output before every call, so whatever was there is gone.
int relu_f32(const float* x, float* y, int64_t n) {
  (void)x;
  (void)y;
  (void)n;
  return 0;
}
