// Planted wrong kernel (self-test only): C's truncating division instead of floor division, one
// too high wherever the signs differ and the division is inexact (about half the elements: x is
// drawn from both signs). No tolerance could tell 3 from 4 apart less strictly than exactly: the
// integer output is judged bit for bit.
int floor_divide_i32(const int32_t* x, const int32_t* y, int32_t* z, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) z[i] = x[i] / y[i];
  return 0;
}
