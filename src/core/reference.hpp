// SPDX-License-Identifier: Apache-2.0
// The API every reference in references/<category>/<op>.cpp is written against.
//
// References compute in double from inputs that were already rounded to the task's dtype, so one
// reference serves every dtype variant of an op. Integer tensors (indices) are carried as exact
// doubles. Tensors are dense and row-major.
#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>
#include <map>
#include <stdexcept>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "core/dtype.hpp"

namespace km {

struct RefTensor {
  std::vector<int64_t> shape;
  std::vector<double> values;
  /// Optional, per element: the size of the terms the value was formed from where they cancel
  /// (a layer norm's |x| scaled by its rstd and weight). The tolerance's relative part applies to
  /// max(|value|, scale): an fp32 kernel's rounding of those terms is honest error. Empty: none.
  std::vector<double> scale;
  /// Optional, for an index output judged by the `selection` check: the key the reference ranked
  /// every element of the selection input by (one per input element; -inf for elements it may not
  /// select, such as the experts of groups grouped_topk drops). An index then selects validly
  /// when its key equals the key of the reference's index. Empty: the input's own values.
  std::vector<double> key;
  /// Optional, per element (NaN: none): a second answer the reference accepts, where the op's
  /// answer jumps at a threshold of a computed value that lies within rounding of it, so an honest
  /// kernel may land on either side (top_k_top_p's running sum against 1 - p; grouped_topk's kept
  /// groups when two group scores are within fp32 rounding). Tolerance and exact outputs take it
  /// element by element; a `selection` output row by row, with `alt_key`.
  std::vector<double> alt;
  /// Optional, for a `selection` output with `alt`: the ranking key of the alternative answer, one
  /// per input element like `key`, read only in the rows that have an alternative.
  std::vector<double> alt_key;
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
  /// The per-element term size of output `name` (see RefTensor::scale), zero-filled on first use.
  double* scale(std::string_view name) {
    RefTensor& t = find(outputs, name, "output", op);
    t.scale.assign(t.values.size(), 0.0);
    return t.scale.data();
  }
  /// The ranking key of index output `name` (see RefTensor::key), `n` values, zero-filled.
  double* key(std::string_view name, int64_t n) {
    RefTensor& t = find(outputs, name, "output", op);
    t.key.assign(static_cast<size_t>(n), 0.0);
    return t.key.data();
  }
  /// The alternative answer of output `name` (see RefTensor::alt), NaN-filled on first use.
  double* alt(std::string_view name) {
    RefTensor& t = find(outputs, name, "output", op);
    if (t.alt.empty()) t.alt.assign(t.values.size(), std::numeric_limits<double>::quiet_NaN());
    return t.alt.data();
  }
  /// The alternative answer's ranking key of index output `name` (see RefTensor::alt_key), `n`
  /// values, NaN-filled on first use.
  double* alt_key(std::string_view name, int64_t n) {
    RefTensor& t = find(outputs, name, "output", op);
    if (t.alt_key.empty()) t.alt_key.assign(static_cast<size_t>(n), std::numeric_limits<double>::quiet_NaN());
    return t.alt_key.data();
  }
  int64_t size(std::string_view name) const { return find(sizes, name, "size", op); }
  double param(std::string_view name) const { return find(params, name, "param", op); }

  std::string op;
  /// The task's dtype: for the few ops whose integer result depends on the width (bitwise_not
  /// of 5 is -6 in i32, 250 in u8, 0 in bool).
  DType dtype = DType::fp32;
  std::map<std::string, RefTensor, std::less<>> inputs;
  std::map<std::string, RefTensor, std::less<>> outputs;
  std::map<std::string, int64_t, std::less<>> sizes;
  std::map<std::string, double, std::less<>> params;
};

using ReferenceFn = void (*)(RefContext&);

/// An input as stored (in its dtype), read element by element: point references read a few
/// elements of tensors too large to copy into double.
class StoredView {
 public:
  StoredView(DType dtype, const unsigned char* bytes, std::vector<int64_t> shape)
      : dtype_(dtype), bytes_(bytes), shape_(std::move(shape)), size_(dtype_size(dtype)) {}
  double operator[](int64_t i) const {
    return load_as(dtype_, bytes_ + static_cast<size_t>(i) * size_);
  }
  int64_t dim(int i) const { return shape_.at(i < 0 ? shape_.size() + i : i); }

 private:
  DType dtype_;
  const unsigned char* bytes_;
  std::vector<int64_t> shape_;
  size_t size_;
};

/// What a point reference sees: stored inputs, sizes, params.
class PointContext {
 public:
  StoredView in(std::string_view name) const {
    auto it = inputs.find(name);
    if (it == inputs.end())
      throw std::out_of_range("point reference '" + op + "' asked for unknown input '" +
                              std::string(name) + "'");
    return it->second;
  }
  int64_t size(std::string_view name) const { return sizes.at(std::string(name)); }
  double param(std::string_view name) const { return params.at(std::string(name)); }

  std::string op;
  std::map<std::string, StoredView, std::less<>> inputs;
  std::map<std::string, int64_t> sizes;
  std::map<std::string, double> params;
};

/// Computes output `output` at the flat indices `which` into out[0 .. which.size()), with the same
/// arithmetic (and so the same bits) as the op's full reference.
using PointReferenceFn = void (*)(const PointContext&, int output,
                                  const std::vector<int64_t>& which, double* out);

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

#define KM_REF_CAT2(a, b) a##b
#define KM_REF_CAT(a, b) KM_REF_CAT2(a, b)

/// Defines the reference of the operator named by the file (references/<category>/<op>.cpp): the
/// build passes KM_REFERENCE_OP=<op>, so the argument only documents which op it is, and a typo
/// in it cannot break the build.
#ifdef KM_REFERENCE_OP
#define KM_REFERENCE(op) void KM_REF_CAT(km_ref_, KM_REFERENCE_OP)(::km::RefContext & ctx)
#else
#define KM_REFERENCE(op) void km_ref_##op(::km::RefContext& ctx)
#endif

/// Optionally, in the same file: the op's reference for chosen output elements only, so that a
/// GPU-sized case (an 8192^3 GEMM) is checked on a sample of elements drawn after the call, at
/// O(samples * K) instead of a full double-precision product.
#ifdef KM_REFERENCE_OP
#define KM_REFERENCE_AT(op)                                                               \
  void KM_REF_CAT(km_ref_at_, KM_REFERENCE_OP)(const ::km::PointContext& ctx, int output, \
                                               const std::vector<int64_t>& which, double* out)
#else
#define KM_REFERENCE_AT(op)                                      \
  void km_ref_at_##op(const ::km::PointContext& ctx, int output, \
                      const std::vector<int64_t>& which, double* out)
#endif
