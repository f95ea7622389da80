// KernelMark planted kernel (test input, not a sample): the q8_1 scale d = amax / 128 (a power of two,
// the int8 range's magnitude) where q8_1 defines amax / 127: every code is 127/128 of its value and
// y comes out 0.8% small. Otherwise the plain-form sample kernel.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

namespace {
inline float h2f(const uint8_t* p) {
  const uint32_t h = static_cast<uint32_t>(p[0] | (p[1] << 8));
  const uint32_t s = (h & 0x8000u) << 16, e = (h >> 10) & 31, m = h & 1023;
  uint32_t bits;
  if (e == 0 && m == 0) {
    bits = s;
  } else if (e == 0) {  // subnormal: normalise
    int sh = 0;
    uint32_t mm = m;
    while (!(mm & 1024)) { mm <<= 1; ++sh; }
    bits = s | ((113 - sh) << 23) | ((mm & 1023) << 13);
  } else if (e == 31) {
    bits = s | 0x7F800000u | (m << 13);
  } else {
    bits = s | ((e + 112) << 23) | (m << 13);
  }
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}

// The k-quants' packed 6-bit (scale, min) pair j of 8.
inline void scale_min_k4(int j, const uint8_t* s, int& sc, int& mn) {
  if (j < 4) {
    sc = s[j] & 63;
    mn = s[j + 4] & 63;
  } else {
    sc = (s[j + 4] & 15) | ((s[j - 4] >> 6) << 4);
    mn = (s[j + 4] >> 4) | ((s[j] >> 6) << 4);
  }
}

void block(int64_t type, const uint8_t* b, float* y) {
  switch (type) {
    case 2: case 3: case 6: case 7: {
      const bool has_min = type == 3 || type == 7, five = type >= 6;
      const float d = h2f(b), m = has_min ? h2f(b + 2) : 0.0f;
      const uint8_t* qh = b + (has_min ? 4 : 2);
      const uint8_t* qs = qh + (five ? 4 : 0);
      uint32_t h = 0;
      if (five) h = qh[0] | (qh[1] << 8) | (qh[2] << 16) | (static_cast<uint32_t>(qh[3]) << 24);
      const int off = has_min ? 0 : five ? 16 : 8;
      for (int k = 0; k < 16; ++k) {
        int lo = qs[k] & 15, hi = qs[k] >> 4;
        if (five) {
          lo |= static_cast<int>((h >> k) & 1) << 4;
          hi |= static_cast<int>((h >> (k + 16)) & 1) << 4;
        }
        y[k] = (d * static_cast<float>(lo - off) + m);
        y[k + 16] = (d * static_cast<float>(hi - off) + m);
      }
      break;
    }
    case 8: {
      const float d = h2f(b);
      for (int k = 0; k < 32; ++k) y[k] = (d * static_cast<float>(static_cast<int8_t>(b[2 + k])));
      break;
    }
    case 10: {
      const float d = h2f(b + 80), dmin = h2f(b + 82);
      const uint8_t* sc = b;
      const uint8_t* qs = b + 16;
      for (int n = 0; n < 256; ++n) {
        const int h = n / 128, j = (n / 32) % 4, g = (n / 16) % 2, l = n % 16;
        const int s = sc[8 * h + 2 * j + g], c = (qs[32 * h + 16 * g + l] >> (2 * j)) & 3;
        y[n] = (d * static_cast<float>(s & 15) * static_cast<float>(c) - dmin * static_cast<float>(s >> 4));
      }
      break;
    }
    case 11: {
      const uint8_t* hm = b;
      const uint8_t* qs = b + 32;
      const uint8_t* s = b + 96;
      const float d = h2f(b + 108);
      int S[16];
      for (int i = 0; i < 16; ++i) {
        const int low = i < 8 ? (s[i] & 15) : (s[i - 8] >> 4);
        S[i] = (low | (((s[8 + i % 4] >> (2 * (i / 4))) & 3) << 4)) - 32;
      }
      for (int n = 0; n < 256; ++n) {
        const int h = n / 128, j = (n / 32) % 4, k = n % 32;
        int c = (qs[32 * h + k] >> (2 * j)) & 3;
        if (!((hm[k] >> (4 * h + j)) & 1)) c -= 4;
        y[n] = (d * static_cast<float>(S[8 * h + 2 * j + k / 16]) * static_cast<float>(c));
      }
      break;
    }
    case 12: case 13: {
      const float d = h2f(b), dmin = h2f(b + 2);
      const uint8_t* s = b + 4;
      const uint8_t* qh = b + 16;
      const uint8_t* qs = b + (type == 12 ? 16 : 48);
      for (int sub = 0; sub < 8; ++sub) {
        int sc, mn;
        scale_min_k4(sub, s, sc, mn);
        const float ds = d * static_cast<float>(sc), dm = dmin * static_cast<float>(mn);
        const int c4 = sub / 2;
        for (int l = 0; l < 32; ++l) {
          int c = sub % 2 == 0 ? (qs[32 * c4 + l] & 15) : (qs[32 * c4 + l] >> 4);
          if (type == 13 && ((qh[l] >> sub) & 1)) c += 16;
          y[32 * sub + l] = (ds * static_cast<float>(c) - dm);
        }
      }
      break;
    }
    default: {  // 14: Q6_K
      const uint8_t* ql = b;
      const uint8_t* qh = b + 128;
      const int8_t* sc = reinterpret_cast<const int8_t*>(b + 192);
      const float d = h2f(b + 208);
      for (int h = 0; h < 2; ++h)
        for (int l = 0; l < 32; ++l)
          for (int q = 0; q < 4; ++q) {
            const uint8_t byte = ql[64 * h + l + 32 * (q & 1)];
            const int low = q < 2 ? (byte & 15) : (byte >> 4);
            const int c = (low | (((qh[32 * h + l] >> (2 * q)) & 3) << 4)) - 32;
            y[128 * h + 32 * q + l] =
                (d * static_cast<float>(sc[8 * h + l / 16 + 2 * q]) * static_cast<float>(c));
          }
      break;
    }
  }
}

constexpr bool VLLM_FORM = false;

int format(int64_t type, int64_t& qk, int64_t& bytes) {
  qk = 32;
  switch (type) {
    case 2: bytes = 18; return 0;
    case 3: bytes = 20; return 0;
    case 6: bytes = 22; return 0;
    case 7: bytes = 24; return 0;
    case 8: bytes = 34; return 0;
    case 10: qk = 256; bytes = 84; return 0;
    case 11: qk = 256; bytes = 110; return 0;
    case 12: qk = 256; bytes = 144; return 0;
    case 13: qk = 256; bytes = 176; return 0;
    case 14: qk = 256; bytes = 210; return 0;
    default: return 1;
  }
}

inline float ld(float v) { return v; }
inline float ld(km_f16 v) { return km_f16_to_f32(v); }
inline void put(float* y, float v) { *y = v; }
inline void put(km_f16* y, float v) { *y = km_f32_to_f16(v); }
inline float to_half(float v) { return km_f16_to_f32(km_f32_to_f16(v)); }

// One activation row to q8_1: per 32-block the fp32 scale d = amax / 127, the codes
// q = roundf(x / d) (held as floats) and the fp32 sum of the block's x.
template <class T>
void quantize_row(const T* x, int64_t k, float* q, float* d, float* s) {
  for (int64_t c = 0; c < k / 32; ++c) {
    float amax = 0.0f, sum = 0.0f;
    for (int j = 0; j < 32; ++j) {
      const float v = ld(x[32 * c + j]);
      amax = std::max(amax, std::fabs(v));
      sum += v;
    }
    const float dc = amax / 128.0f;
    for (int j = 0; j < 32; ++j)
      q[32 * c + j] = amax == 0.0f ? 0.0f : std::roundf(ld(x[32 * c + j]) / dc);
    d[c] = dc;
    s[c] = sum;
  }
}

// The dot product of a decoded weight row w (k floats, from the GGUF bytes wb) with a q8_1 row.
float row_dot(int64_t type, const uint8_t* wb, int64_t bytes, int64_t qk, const float* w,
              const float* q, const float* d, const float* s, int64_t k) {
  float acc = 0.0f;
  for (int64_t c = 0; c < k / 32; ++c) {
    float v = 0.0f;
    float qsum = 0.0f;  // codes are small integers: exact in fp32
    for (int j = 0; j < 32; ++j) {
      v += w[32 * c + j] * q[32 * c + j];
      qsum += q[32 * c + j];
    }
    if (VLLM_FORM) {
      // vLLM's vec_dot: the scale as fp16, and for the offset types the weight's offset times
      // the block's fp16 activation sum in place of d * sum(q).
      const float d16 = to_half(d[c]);
      float G = 0.0f;
      if (type == 2 || type == 3 || type == 6 || type == 7) {
        const uint8_t* blk = wb + (32 * c / qk) * bytes;
        G = type == 2 ? 8.0f * h2f(blk) : type == 6 ? 16.0f * h2f(blk) : -h2f(blk + 2);
      }
      acc += d16 * v + G * (d16 * qsum - to_half(s[c]));
    } else {
      acc += d[c] * v;
    }
  }
  return acc;
}
}  // namespace

int ggml_mul_mat_vec_a8_f32(const uint8_t* W, const float* X, float* Y, int64_t vecs, int64_t n, int64_t blocks,
               int64_t type) {
  int64_t qk, bytes;
  if (format(type, qk, bytes)) return 1;
  const int64_t k = blocks * qk;
  std::vector<float> q(static_cast<size_t>(vecs * k));
  std::vector<float> d(static_cast<size_t>(vecs * k / 32)), s(d.size());
  for (int64_t v = 0; v < vecs; ++v)
    quantize_row(X + v * k, k, q.data() + v * k, d.data() + v * k / 32, s.data() + v * k / 32);
#pragma omp parallel
  {
    std::vector<float> w(static_cast<size_t>(k));
#pragma omp for schedule(static)
    for (int64_t r = 0; r < n; ++r) {
      const uint8_t* wb = W + r * blocks * bytes;
      for (int64_t i = 0; i < blocks; ++i) block(type, wb + i * bytes, w.data() + i * qk);
      for (int64_t v = 0; v < vecs; ++v)
        put(Y + v * n + r, row_dot(type, wb, bytes, qk, w.data(), q.data() + v * k,
                                   d.data() + v * k / 32, s.data() + v * k / 32, k));
    }
  }
  return 0;
}
