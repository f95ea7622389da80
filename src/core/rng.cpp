// SPDX-License-Identifier: Apache-2.0
#include "core/rng.hpp"

#include <cmath>

namespace km {

std::array<uint32_t, 4> philox4x32(uint64_t counter, uint64_t key) {
  constexpr uint32_t kM0 = 0xD2511F53u, kM1 = 0xCD9E8D57u;
  constexpr uint32_t kW0 = 0x9E3779B9u, kW1 = 0xBB67AE85u;
  uint32_t c0 = static_cast<uint32_t>(counter), c1 = static_cast<uint32_t>(counter >> 32);
  uint32_t c2 = 0, c3 = 0;
  uint32_t k0 = static_cast<uint32_t>(key), k1 = static_cast<uint32_t>(key >> 32);
  for (int round = 0; round < 10; ++round) {
    uint64_t p0 = static_cast<uint64_t>(kM0) * c0;
    uint64_t p1 = static_cast<uint64_t>(kM1) * c2;
    uint32_t n0 = static_cast<uint32_t>(p1 >> 32) ^ c1 ^ k0;
    uint32_t n1 = static_cast<uint32_t>(p1);
    uint32_t n2 = static_cast<uint32_t>(p0 >> 32) ^ c3 ^ k1;
    uint32_t n3 = static_cast<uint32_t>(p0);
    c0 = n0, c1 = n1, c2 = n2, c3 = n3;
    k0 += kW0;
    k1 += kW1;
  }
  return {c0, c1, c2, c3};
}

namespace {
uint64_t fnv1a(std::string_view s, uint64_t h) {
  for (unsigned char c : s) {
    h ^= c;
    h *= 0x100000001B3ull;
  }
  return h;
}
uint64_t mix(uint64_t z) {  // splitmix64 finaliser: spreads nearby seeds over the key space
  z += 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
}  // namespace

uint64_t stream_key(std::string_view op, uint64_t seed, std::string_view tensor) {
  uint64_t h = fnv1a(op, 0xCBF29CE484222325ull);
  h = fnv1a("\x1f", h);
  h = fnv1a(tensor, h);
  return mix(h ^ mix(seed));
}

double uniform01(uint64_t key, uint64_t index) {
  auto r = philox4x32(index, key);
  uint64_t bits = (static_cast<uint64_t>(r[0]) << 21) ^ (r[1] >> 11);
  return static_cast<double>(bits & ((1ull << 53) - 1)) * 0x1.0p-53;
}

double standard_normal(uint64_t key, uint64_t index) {
  auto r = philox4x32(index, key);
  // (0, 1] for the log, [0, 1) for the angle.
  double u1 = (static_cast<double>(r[0]) + 1.0) * 0x1.0p-32;
  double u2 = static_cast<double>(r[1]) * 0x1.0p-32;
  return std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * M_PI * u2);
}

}  // namespace km
