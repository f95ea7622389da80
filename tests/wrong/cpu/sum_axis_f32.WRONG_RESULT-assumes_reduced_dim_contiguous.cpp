// Planted wrong kernel (self-test only): indexes x as if the reduced dimension were the last one
// ([outer, inner, d] instead of [outer, d, inner]). Every read stays inside x and the answer is right
// whenever inner = 1 (last-dimension and full reductions), so a spec tested only on 2-D shapes would
// pass it. Caught by: the small, held-out and drawn cases with inner > 1.
int sum_axis_f32(const float* x, float* y, int64_t outer, int64_t d, int64_t inner) {
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < outer * inner; ++t) {
    const int64_t o = t / inner, i = t % inner;
    const float* col = x + o * d * inner + i * d;
    float s = 0.0f;
    for (int64_t k = 0; k < d; ++k) s += col[k];
    y[t] = s;
  }
  return 0;
}
