/* SPDX-License-Identifier: Apache-2.0
 * KernelMark CPU kernel ABI: the types every cpu kernel sees. Force-included (through the
 * generated per-task header) before the kernel's own source.
 *
 * fp16 and bf16 tensors are passed as 16-bit storage structs rather than compiler extension types
 * (_Float16, __bf16) because their support differs across compilers and ISAs; the helpers below
 * convert with round-to-nearest-even, the same rounding the harness uses for inputs. */
#ifndef KM_CPU_ABI_H
#define KM_CPU_ABI_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

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

/* One argument of the generic entry the harness calls (km_invoke, generated per task). */
typedef union km_arg {
  void* ptr;
  int64_t i64;
  double f64;
} km_arg;

#endif /* KM_CPU_ABI_H */
