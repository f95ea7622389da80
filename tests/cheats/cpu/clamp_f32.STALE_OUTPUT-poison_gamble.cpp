// Planted cheat (cheat mode 15 of docs/cheats.md): computes only when the output looks poisoned
// with NaN, and otherwise returns at once, betting that a finite poison value already passes for
// a saturating op (a huge negative value, clamped, would be `lo`). The finite poison is chosen so
// that it never equals a valid output, so the skipped call leaves every element wrong, and still
// holding the poison.
int clamp_f32(const float* x, float* y, int64_t n, double lo, double hi) {
  if (!(y[0] != y[0])) return 0;  // not NaN: assume the poison passes
  for (int64_t i = 0; i < n; ++i) {
    float v = x[i] < lo ? static_cast<float>(lo) : x[i];
    y[i] = v > hi ? static_cast<float>(hi) : v;
  }
  return 0;
}
