/* SPDX-License-Identifier: Apache-2.0
 * KernelMark CPU kernel ABI: the types every cpu kernel sees. Force-included (through the
 * generated per-task header) before the kernel's own source.
 *
 * fp16 and bf16 tensors are passed as 16-bit storage structs rather than compiler extension types
 * (_Float16, __bf16) because their support differs across compilers and ISAs; the helpers below
 * convert with round-to-nearest-even, the same rounding the harness uses for inputs.
 *
 * fp8 tensors are one-byte codes: km_fp8e4m3 (torch.float8_e4m3fn: bias 7, no inf, max 448, NaN
 * 0x7f/0xff) and km_fp8e5m2 (torch.float8_e5m2: bias 15, inf, max 57344). km_f32_to_fp8e4m3 and
 * km_f32_to_fp8e5m2 round to nearest even as torch does; past the range e4m3 saturates to +-448
 * (inf too) and e5m2 gives +-inf; NaN stays NaN. */
#ifndef KM_CPU_ABI_H
#define KM_CPU_ABI_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <math.h>

#ifdef __cplusplus
#define KM_EXTERN_C extern "C"
#else
#define KM_EXTERN_C
#endif
#define KM_EXPORT __attribute__((visibility("default")))

typedef struct km_f16 { uint16_t bits; } km_f16;
typedef struct km_bf16 { uint16_t bits; } km_bf16;
/* Complex elements (tasks *_c64, *_c128): re then im, interleaved, the layout of std::complex<float>
 * / std::complex<double> (a kernel may reinterpret_cast to those). */
typedef struct km_c64 { float re, im; } km_c64;
typedef struct km_c128 { double re, im; } km_c128;

static inline uint32_t km_f32_bits_(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static inline float km_bits_f32_(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }

static inline float km_f16_to_f32(km_f16 h) {
  uint32_t sign = (uint32_t)(h.bits & 0x8000u) << 16;
  uint32_t exp = (h.bits >> 10) & 0x1fu;
  uint32_t man = h.bits & 0x3ffu;
  if (exp == 0x1f) return km_bits_f32_(sign | 0x7f800000u | (man << 13)); /* inf / nan */
  if (exp == 0) {
    if (man == 0) return km_bits_f32_(sign);
    float v = (float)man * (1.0f / 16777216.0f); /* subnormal: man * 2^-24 */
    return sign ? -v : v;
  }
  return km_bits_f32_(sign | ((exp + 112u) << 23) | (man << 13));
}

static inline km_f16 km_f32_to_f16(float f) {
  uint32_t u = km_f32_bits_(f);
  uint32_t sign = (u >> 16) & 0x8000u;
  uint32_t a = u & 0x7fffffffu;
  km_f16 r;
  if (a >= 0x7f800000u) { /* inf or nan (keep nan quiet) */
    r.bits = (uint16_t)(sign | 0x7c00u | (a > 0x7f800000u ? 0x200u | ((a >> 13) & 0x3ffu) : 0));
    return r;
  }
  if (a >= 0x477ff000u) { r.bits = (uint16_t)(sign | 0x7c00u); return r; } /* rounds to inf */
  if (a < 0x38800000u) { /* subnormal or zero in fp16 */
    float v = km_bits_f32_(a) * 16777216.0f; /* scale by 2^24; float rounding is RNE */
    uint32_t m = (uint32_t)v;
    float rem = v - (float)m;
    if (rem > 0.5f || (rem == 0.5f && (m & 1u))) m++;
    r.bits = (uint16_t)(sign | m);
    return r;
  }
  uint32_t rounded = a + 0xfffu + ((a >> 13) & 1u); /* round to nearest even at bit 13 */
  r.bits = (uint16_t)(sign | ((rounded - 0x38000000u) >> 13));
  return r;
}

static inline float km_bf16_to_f32(km_bf16 b) { return km_bits_f32_((uint32_t)b.bits << 16); }

static inline km_bf16 km_f32_to_bf16(float f) {
  uint32_t u = km_f32_bits_(f);
  km_bf16 r;
  if ((u & 0x7fffffffu) > 0x7f800000u) { r.bits = (uint16_t)((u >> 16) | 0x40u); return r; }
  u += 0x7fffu + ((u >> 16) & 1u);
  r.bits = (uint16_t)(u >> 16);
  return r;
}

typedef struct km_fp8e4m3 { uint8_t bits; } km_fp8e4m3;
typedef struct km_fp8e5m2 { uint8_t bits; } km_fp8e5m2;

/* Both fp8 formats: `man` mantissa bits, exponent `bias`, `ieee` (e5m2: inf and NaNs in the top
 * exponent) or not (e4m3fn: only S.1111.111 is NaN). */
static inline float km_fp8_to_f32_(uint8_t c, int man, int bias, int ieee) {
  int ex = (c & 0x7f) >> man, mant = c & ((1 << man) - 1);
  float v;
  if (ieee && ex == (1 << (7 - man)) - 1) v = mant ? NAN : INFINITY;
  else if (!ieee && (c & 0x7f) == 0x7f) v = NAN;
  else if (ex == 0) v = ldexpf((float)mant, 1 - bias - man);
  else v = ldexpf((float)(mant + (1 << man)), ex - bias - man);
  return (c & 0x80) ? -v : v;
}

static inline uint8_t km_f32_to_fp8_(float f, int man, int bias, int ieee) {
  uint32_t u = km_f32_bits_(f);
  uint8_t sign = (uint8_t)((u >> 24) & 0x80u);
  uint32_t a = u & 0x7fffffffu;
  float x = km_bits_f32_(a), max = ieee ? 57344.0f : 448.0f;
  uint8_t overflow = ieee ? 0x7c : 0x7e; /* +inf, or the saturated 448 */
  if (a > 0x7f800000u) return (uint8_t)(sign | 0x7fu);
  if (x >= 2.0f * max) return (uint8_t)(sign | overflow); /* inf too */
  int e = (int)((a >> 23) & 0xffu) - 127, emin = 1 - bias;
  if (e < emin) e = emin;
  float q = ldexpf(1.0f, e - man);     /* the fp8 spacing at x: x / q is exact */
  float r = nearbyintf(x / q) * q;     /* round to nearest even (the default rounding mode) */
  if (r > max) return (uint8_t)(sign | overflow);
  if (r < ldexpf(1.0f, emin)) return (uint8_t)(sign | (uint8_t)(r / ldexpf(1.0f, emin - man)));
  uint32_t rb = km_f32_bits_(r);
  int er = (int)((rb >> 23) & 0xffu) - 127;
  return (uint8_t)(sign | ((er + bias) << man) | ((rb >> (23 - man)) & ((1u << man) - 1u)));
}

static inline float km_fp8e4m3_to_f32(km_fp8e4m3 h) { return km_fp8_to_f32_(h.bits, 3, 7, 0); }
static inline float km_fp8e5m2_to_f32(km_fp8e5m2 h) { return km_fp8_to_f32_(h.bits, 2, 15, 1); }
static inline km_fp8e4m3 km_f32_to_fp8e4m3(float f) {
  km_fp8e4m3 r;
  r.bits = km_f32_to_fp8_(f, 3, 7, 0);
  return r;
}
static inline km_fp8e5m2 km_f32_to_fp8e5m2(float f) {
  km_fp8e5m2 r;
  r.bits = km_f32_to_fp8_(f, 2, 15, 1);
  return r;
}

/* One argument of the generic entry the harness calls (km_invoke, generated per task). */
typedef union km_arg {
  void* ptr;
  int64_t i64;
  double f64;
} km_arg;

#endif /* KM_CPU_ABI_H */
