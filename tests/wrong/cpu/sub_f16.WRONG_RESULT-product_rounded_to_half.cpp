// Planted wrong kernel (self-test only): x - alpha * y with the product rounded to fp16 before the
// subtraction (as native half arithmetic does). The product's rounding, up to 2^-11 of |alpha y|,
// survives the subtraction: where x - alpha * y cancels it is many fp16 ulp of the result, far
// beyond the 4 fp32 eps of the terms that PyTorch's float opmath stays within. Caught by: the
// per-element term sizes of the reference (plain inputs, drawn alpha).
int sub_f16(const km_f16* x, const km_f16* y, km_f16* z, int64_t n, double alpha) {
  const float a = static_cast<float>(alpha);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const km_f16 p = km_f32_to_f16(a * km_f16_to_f32(y[i]));
    z[i] = km_f32_to_f16(km_f16_to_f32(x[i]) - km_f16_to_f32(p));
  }
  return 0;
}
