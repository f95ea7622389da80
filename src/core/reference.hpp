// SPDX-License-Identifier: Apache-2.0
// The API every reference in references/<category>/<op>.cpp is written against.
//
// References compute in double from inputs that were already rounded to the task's dtype, so one
// reference serves every dtype variant of an op. Integer tensors (indices) are carried as exact
// doubles. Tensors are dense and row-major.
#pragma once

#include <algorithm>
#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace km {

struct RefTensor {
  std::vector<int64_t> shape;
  std::vector<double> values;
};

/// Read-only row-major view of one reference input.
class ConstView {
 public:
  explicit ConstView(const RefTensor& t) : t_(&t) {}
  int64_t numel() const { return static_cast<int64_t>(t_->values.size()); }
  int rank() const { return static_cast<int>(t_->shape.size()); }
  /// dim(-1) is the last dimension.
  int64_t dim(int i) const { return t_->shape.at(i < 0 ? t_->shape.size() + i : i); }
  const std::vector<int64_t>& shape() const { return t_->shape; }
  double operator[](int64_t i) const { return t_->values[static_cast<size_t>(i)]; }
  const double* data() const { return t_->values.data(); }

 private:
  const RefTensor* t_;
};

/// Writable row-major view of one reference output; starts zero-filled.
class View {
 public:
  explicit View(RefTensor& t) : t_(&t) {}
  int64_t numel() const { return static_cast<int64_t>(t_->values.size()); }
  int rank() const { return static_cast<int>(t_->shape.size()); }
  int64_t dim(int i) const { return t_->shape.at(i < 0 ? t_->shape.size() + i : i); }
  const std::vector<int64_t>& shape() const { return t_->shape; }
  double& operator[](int64_t i) { return t_->values[static_cast<size_t>(i)]; }
  double* data() { return t_->values.data(); }

 private:
  RefTensor* t_;
};

/// Everything a reference sees of one case: tensors by name, named sizes, scalar params.
class RefContext {
  // Declared first: the accessors below deduce their return types from it.
  template <class M>
  static auto& find(M& m, std::string_view name, const char* what, const std::string& op) {
    auto it = m.find(name);
    if (it == m.end())
      throw std::out_of_range("reference '" + op + "' asked for unknown " + what + " '" +
                              std::string(name) + "'");
    return it->second;
  }

 public:
  ConstView in(std::string_view name) const { return ConstView(find(inputs, name, "input", op)); }
  View out(std::string_view name) { return View(find(outputs, name, "output", op)); }
  int64_t size(std::string_view name) const { return find(sizes, name, "size", op); }
  double param(std::string_view name) const { return find(params, name, "param", op); }

  std::string op;
  std::map<std::string, RefTensor, std::less<>> inputs;
  std::map<std::string, RefTensor, std::less<>> outputs;
  std::map<std::string, int64_t, std::less<>> sizes;
  std::map<std::string, double, std::less<>> params;
};

using ReferenceFn = void (*)(RefContext&);

/// Calls body(i) for every i in [0, n), spread over the host's threads in contiguous chunks. For
/// references whose outputs split into independent rows, so that timing-sized cases (an 8192^3
/// matmul) stay checkable; the body must only write what row i owns.
template <class Body>
void parallel_for(int64_t n, Body body) {
  int64_t threads = std::max<int64_t>(1, std::min<int64_t>(n, std::thread::hardware_concurrency()));
  if (threads == 1) {  // small cases: no thread to start
    for (int64_t i = 0; i < n; ++i) body(i);
    return;
  }
  std::vector<std::thread> pool;
  for (int64_t t = 0; t < threads; ++t)
    pool.emplace_back([=, &body] {
      for (int64_t i = n * t / threads; i < n * (t + 1) / threads; ++i) body(i);
    });
  for (std::thread& th : pool) th.join();
}

/// How accumulate_matmul walks the product: `rows` is the plain i-p-j loop, one row per task;
/// `tiles` lets groups of rows share a tile of B while it is in cache. Same bits either way.
enum class MatmulWalk { automatic, rows, tiles };

/// C[i, j] += sum_p A[i, p] * B[p, j] for row-major A (m x k), B (k x n), C (m x n), in double.
/// Each element takes its terms in ascending p whatever the walk, so the bits never change. The
/// row walk streams all of B from memory once per row: once B outgrows the caches that traffic
/// is the cost (4096^3 on 2 cores: 34.7 s by rows, 15.0 s by tiles), while below it the tiles'
/// bookkeeping costs about 20 % (1024^3), so `automatic` picks by the size of B.
inline void accumulate_matmul(const double* A, const double* B, double* C, int64_t m, int64_t n,
                              int64_t k, MatmulWalk walk = MatmulWalk::automatic) {
  if (walk == MatmulWalk::automatic)
    walk = k * n * int64_t{sizeof(double)} > (int64_t{16} << 20) ? MatmulWalk::tiles
                                                                 : MatmulWalk::rows;
  if (walk == MatmulWalk::rows) {
    parallel_for(m, [&](int64_t i) {
      double* c = C + i * n;
      for (int64_t p = 0; p < k; ++p) {
        const double a = A[i * k + p];
        const double* b = B + p * n;
        for (int64_t j = 0; j < n; ++j) c[j] += a * b[j];
      }
    });
    return;
  }
  constexpr int64_t kRows = 32, kTileP = 128, kTileJ = 512;  // B tile 512 KiB, C block 128 KiB
  parallel_for((m + kRows - 1) / kRows, [&](int64_t block) {
    const int64_t i0 = block * kRows, i1 = std::min(m, i0 + kRows);
    for (int64_t j0 = 0; j0 < n; j0 += kTileJ) {
      const int64_t j1 = std::min(n, j0 + kTileJ);
      for (int64_t p0 = 0; p0 < k; p0 += kTileP) {
        const int64_t p1 = std::min(k, p0 + kTileP);
        for (int64_t i = i0; i < i1; ++i) {
          double* c = C + i * n;
          for (int64_t p = p0; p < p1; ++p) {
            const double a = A[i * k + p];
            const double* b = B + p * n;
            for (int64_t j = j0; j < j1; ++j) c[j] += a * b[j];
          }
        }
      }
    }
  });
}

}  // namespace km

/// Defines the reference of operator `op`; the build registers it by the file's name, so the
/// file references/<category>/<op>.cpp must define KM_REFERENCE(<op>).
#define KM_REFERENCE(op) void km_ref_##op(::km::RefContext& ctx)
