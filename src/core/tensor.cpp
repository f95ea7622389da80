// SPDX-License-Identifier: Apache-2.0
#include "core/tensor.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <stdexcept>
#include <unordered_map>
#include <vector>

#include "core/ggml.hpp"
#include "core/reference.hpp"
#include "core/reference_registry.hpp"
#include "core/rng.hpp"

namespace km {

namespace {
constexpr int64_t kBlock = int64_t{1} << 16;  // elements per task: below it, one thread

HostTensor shell(const Task& task, const TensorSpec& t, const Bindings& values) {
  HostTensor h;
  h.name = t.name;
  h.dtype = task.dtype_of(t);
  h.shape = shape_of(t, values);
  h.bytes.assign(static_cast<size_t>(h.numel()) * dtype_size(h.dtype), 0);
  return h;
}
double special_value(const std::string& name, DType t) {
  if (name == "nan") return std::nan("");
  if (name == "inf") return INFINITY;
  if (name == "-inf") return -INFINITY;
  if (name == "-0") return -0.0;
  double sign = name[0] == '-' ? -1 : 1;
  std::string what = name[0] == '-' ? name.substr(1) : name;
  if (what == "max") return sign * dtype_max(t);
  if (what == "tiny") return sign * dtype_min_normal(t);
  if (what == "denorm") return sign * dtype_min_subnormal(t);
  return std::stod(name);
}

/// Strictly diagonally dominant leading square (order min(rows, cols)) of each matrix, for the
/// triangular solves (blas_trsv, blas_trsm): off-diagonal a_ij becomes a_ij / (2 max(R_i, C_j)),
/// R_i and C_j the sums of |off-diagonal| in row i and column j, so every row and column of the
/// square sums to at most 1/2 off the diagonal, and a_ii becomes sign(a_ii) (1 + |a_ii|) >= 1.
/// Then any triangle of it, or of its transpose, has an inverse of infinity norm <= 2, with its
/// own diagonal or a unit one: a random triangular matrix's inverse grows exponentially with n
/// instead. Elements outside the square (padding rows of a column-major buffer) stay as drawn.
void diag_dominant(HostTensor& h, int64_t rows, int64_t cols) {
  const size_t es = dtype_size(h.dtype);
  const int64_t q = std::min(rows, cols);
  std::vector<double> r(static_cast<size_t>(q)), c(static_cast<size_t>(q));
  for (int64_t m0 = 0; m0 < h.numel(); m0 += rows * cols) {
    std::fill(r.begin(), r.end(), 0.0);
    std::fill(c.begin(), c.end(), 0.0);
    for (int64_t i = 0; i < q; ++i)
      for (int64_t j = 0; j < q; ++j)
        if (i != j) {
          const double a = std::fabs(h.at(m0 + i * cols + j));
          r[static_cast<size_t>(i)] += a;
          c[static_cast<size_t>(j)] += a;
        }
    for (int64_t i = 0; i < q; ++i)
      for (int64_t j = 0; j < q; ++j) {
        const double a = h.at(m0 + i * cols + j);
        const double div = 2 * std::max(r[static_cast<size_t>(i)], c[static_cast<size_t>(j)]);
        const double v = i == j ? std::copysign(1 + std::fabs(a), a) : div > 0 ? a / div : a;
        store_as(h.dtype, h.bytes.data() + (m0 + i * cols + j) * es, v);
      }
  }
}

/// diag_dominant of a complex tensor, given as its real view (the matrix dims, then re and im
/// interleaved): the same scaling with |a_ij| the modulus, each off-diagonal element's components
/// divided by 2 max(R_i, C_j), and a_ii keeping its phase with modulus 1 + |a_ii| (1 where a_ii is
/// 0), so the bound on any triangle's inverse holds for the complex matrix (cublasZtrsm*).
void diag_dominant_complex(HostTensor& h, int64_t rows, int64_t cols) {
  const size_t es = dtype_size(h.dtype);
  const int64_t q = std::min(rows, cols);
  std::vector<double> r(static_cast<size_t>(q)), c(static_cast<size_t>(q));
  const int64_t elements = h.numel() / 2;
  auto mod = [&](int64_t e) { return std::hypot(h.at(2 * e), h.at(2 * e + 1)); };
  for (int64_t m0 = 0; m0 < elements; m0 += rows * cols) {
    std::fill(r.begin(), r.end(), 0.0);
    std::fill(c.begin(), c.end(), 0.0);
    for (int64_t i = 0; i < q; ++i)
      for (int64_t j = 0; j < q; ++j)
        if (i != j) {
          const double a = mod(m0 + i * cols + j);
          r[static_cast<size_t>(i)] += a;
          c[static_cast<size_t>(j)] += a;
        }
    for (int64_t i = 0; i < q; ++i)
      for (int64_t j = 0; j < q; ++j) {
        const int64_t e = m0 + i * cols + j;
        double re = h.at(2 * e), im = h.at(2 * e + 1);
        if (i == j) {
          const double m = std::hypot(re, im);
          if (m > 0) {
            re *= (1 + m) / m;
            im *= (1 + m) / m;
          } else {
            re = 1, im = 0;
          }
        } else {
          const double div = 2 * std::max(r[static_cast<size_t>(i)], c[static_cast<size_t>(j)]);
          if (div > 0) re /= div, im /= div;
        }
        store_as(h.dtype, h.bytes.data() + (2 * e) * es, re);
        store_as(h.dtype, h.bytes.data() + (2 * e + 1) * es, im);
      }
  }
}

/// GGUF block bytes (u8): each row (the last dimension) is whole blocks of the format the case's
/// param `type` names; every block's fp16 fields become finite, normal values (ggml::finite_f16 of
/// the drawn bits), the code bytes stay as drawn, so every code occurs.
void ggml_blocks(HostTensor& h, const Bindings& values) {
  auto it = values.find("type");
  if (it == values.end())
    throw std::runtime_error("input '" + h.name +
                             "' has structure ggml_blocks, but the case has no param 'type'");
  const ggml::BlockFormat* f = ggml::format(static_cast<int64_t>(it->second));
  if (!f)
    throw std::runtime_error("input '" + h.name + "': param type = " + std::to_string(it->second) +
                             " is not a GGUF type id this suite knows (2, 3, 6, 7, 8, 10-14)");
  const int64_t cols = h.shape.empty() ? 1 : h.shape.back();
  if (cols % f->bytes != 0)
    throw std::runtime_error("input '" + h.name + "' holds " + f->name + " blocks of " +
                             std::to_string(f->bytes) + " bytes, but its rows are " +
                             std::to_string(cols) + " bytes");
  unsigned char* b = h.bytes.data();
  for (int64_t at = 0; at < h.numel(); at += f->bytes)
    for (int k = 0; k < f->n_f16; ++k) {
      unsigned char* p = b + at + f->f16[k];
      const uint16_t v = ggml::finite_f16(static_cast<uint16_t>(p[0] | (p[1] << 8)));
      p[0] = static_cast<unsigned char>(v & 0xFF);
      p[1] = static_cast<unsigned char>(v >> 8);
    }
}

/// 2:4 sparsity metadata (i32 words, vLLM's Marlin 2:4 b_meta): every 4-bit nibble becomes the
/// code idx0 | idx1 << 2 of two kept positions idx0 < idx1 of a group of four, the drawn nibble v
/// picking kCodes[v % 6], so every one of the six patterns occurs (v uniform: 3/16 or 2/16 each).
void sparse24_meta(HostTensor& h) {
  // (idx0, idx1) = (0, 1) (0, 2) (0, 3) (1, 2) (1, 3) (2, 3)
  static const uint32_t kCodes[6] = {0x4, 0x8, 0xC, 0x9, 0xD, 0xE};
  unsigned char* b = h.bytes.data();
  for (int64_t i = 0; i < h.numel(); ++i) {
    uint32_t w;
    std::memcpy(&w, b + i * 4, 4);
    uint32_t out = 0;
    for (int q = 0; q < 8; ++q) out |= kCodes[((w >> (4 * q)) & 15u) % 6] << (4 * q);
    std::memcpy(b + i * 4, &out, 4);
  }
}

/// The init's structure over the drawn values: matrices are the last two dims, rows the last one.
void apply_structure(HostTensor& h, InitSpec::Structure st, const Bindings& values) {
  using S = InitSpec::Structure;
  if (st == S::ggml_blocks) return ggml_blocks(h, values);  // checks the type even when empty
  if (st == S::none || h.numel() == 0) return;
  if (st == S::sparse24_meta) return sparse24_meta(h);
  const size_t es = dtype_size(h.dtype);
  unsigned char* b = h.bytes.data();
  const int64_t cols = h.shape.empty() ? 1 : h.shape.back();
  const int64_t rows = h.shape.size() < 2 ? 1 : h.shape[h.shape.size() - 2];
  if (st == S::sign) {
    for (int64_t i = 0; i < h.numel(); ++i) store_as(h.dtype, b + i * es, h.at(i) >= 0 ? 1.0 : -1.0);
  } else if (st == S::row_stochastic) {
    for (int64_t r0 = 0; r0 < h.numel(); r0 += cols) {
      double m = -INFINITY, sum = 0;
      for (int64_t j = 0; j < cols; ++j) m = std::max(m, h.at(r0 + j));
      for (int64_t j = 0; j < cols; ++j) sum += std::exp(h.at(r0 + j) - m);
      for (int64_t j = 0; j < cols; ++j)
        store_as(h.dtype, b + (r0 + j) * es, std::exp(h.at(r0 + j) - m) / sum);
    }
  } else if (st == S::diag_dominant) {
    diag_dominant(h, rows, cols);
  } else if (st == S::boxes) {  // rows of two corners, ordered: x1 <= x2, y1 <= y2
    if (cols != 4)
      throw std::runtime_error("input '" + h.name + "' holds boxes but its last dimension is " +
                               std::to_string(cols) + ", not 4");
    for (int64_t r0 = 0; r0 < h.numel(); r0 += 4) {
      const double a = h.at(r0), bb = h.at(r0 + 1), c = h.at(r0 + 2), d = h.at(r0 + 3);
      const double v[4] = {std::min(a, c), std::min(bb, d), std::max(a, c), std::max(bb, d)};
      for (int j = 0; j < 4; ++j) store_as(h.dtype, b + (r0 + j) * es, v[j]);
    }
  } else {
    if (st == S::symmetric && rows != cols)
      throw std::runtime_error("input '" + h.name + "' is symmetric but its last two dimensions are " +
                               std::to_string(rows) + " and " + std::to_string(cols));
    for (int64_t m0 = 0; m0 < h.numel(); m0 += rows * cols)
      for (int64_t i = 0; i < rows; ++i)
        for (int64_t j = 0; j < cols; ++j) {
          unsigned char* at = b + (m0 + i * cols + j) * es;
          if (st == S::symmetric && j < i)
            std::copy_n(b + (m0 + j * cols + i) * es, es, at);  // the same bits: exact symmetry
          else if ((st == S::triu && j < i) || (st == S::tril && j > i))
            store_as(h.dtype, at, 0.0);
        }
  }
}

/// Plants the values at max(1, rate * numel) positions drawn from the stream `key`, cycling
/// through the list so each value appears.
void inject(HostTensor& h, const std::vector<std::string>& values, double rate, uint64_t key) {
  const int64_t numel = h.numel();
  const auto count = std::max<int64_t>(1, static_cast<int64_t>(rate * static_cast<double>(numel)));
  const size_t es = dtype_size(h.dtype);
  for (int64_t k = 0; k < count; ++k) {
    auto at =
        static_cast<int64_t>(uniform01(key, static_cast<uint64_t>(k)) * static_cast<double>(numel));
    double v = special_value(values[static_cast<size_t>(k) % values.size()], h.dtype);
    store_as(h.dtype, h.bytes.data() + std::min(at, numel - 1) * es, v);
  }
}

/// The index dists: every value depends on the whole draw (no repeats, sorted), so one thread.
void draw_index(HostTensor& h, const InitSpec& init, const Bindings& values, uint64_t key) {
  const int64_t numel = h.numel();
  const size_t es = dtype_size(h.dtype);
  auto put = [&](int64_t i, double v) { store_as(h.dtype, h.bytes.data() + i * es, v); };
  // A partial Fisher-Yates shuffle of [0, m) kept sparse, so a slot map's range may be large.
  auto shuffle = [&](int64_t first, int64_t count, int64_t m, double lo) {
    std::unordered_map<int64_t, int64_t> moved;
    auto at = [&](int64_t x) { auto it = moved.find(x); return it == moved.end() ? x : it->second; };
    for (int64_t i = 0; i < count; ++i) {
      const int64_t j =
          i + std::min<int64_t>(m - i - 1, static_cast<int64_t>(uniform01(key, first + i) * (m - i)));
      const int64_t vi = at(i), vj = at(j);
      moved[j] = vi;
      put(first + i, lo + static_cast<double>(vj));
    }
  };
  switch (init.dist) {
    case InitSpec::Dist::unique: {  // distinct within each row (the last dimension)
      const double lo = std::ceil(init.lo.eval_real(values));
      const auto m = static_cast<int64_t>(std::floor(init.hi.eval_real(values)) - lo + 1);
      const int64_t len = h.shape.empty() ? 1 : h.shape.back();
      for (int64_t r0 = 0; r0 < numel; r0 += len) shuffle(r0, len, m, lo);
      if (init.order != 0)  // sorted rows: the same distinct values, ordered
        for (int64_t r0 = 0; r0 < numel; r0 += len) {
          std::vector<double> row(static_cast<size_t>(len));
          for (int64_t i = 0; i < len; ++i) row[static_cast<size_t>(i)] = load_as(h.dtype, h.bytes.data() + (r0 + i) * es);
          if (init.order > 0) std::sort(row.begin(), row.end());
          else std::sort(row.begin(), row.end(), [](double a, double b) { return a > b; });
          for (int64_t i = 0; i < len; ++i) put(r0 + i, row[static_cast<size_t>(i)]);
        }
      break;
    }
    case InitSpec::Dist::permutation: {
      const int64_t len = h.shape.empty() ? 1 : h.shape.back();
      for (int64_t r0 = 0; r0 < numel; r0 += len) shuffle(r0, len, len, 0);
      break;
    }
    default: {  // offsets: 0, sorted cut points in [0, hi], hi
      const int64_t hi = static_cast<int64_t>(init.hi.eval_real(values));
      std::vector<int64_t> cuts;
      for (int64_t i = 1; i + 1 < numel; ++i)
        cuts.push_back(std::min<int64_t>(hi, static_cast<int64_t>(uniform01(key, i) * (hi + 1))));
      std::sort(cuts.begin(), cuts.end());
      if (numel > 0) put(0, 0);  // no element at n = 0 (the `empty` set): nothing to write
      for (size_t i = 0; i < cuts.size(); ++i) put(static_cast<int64_t>(i) + 1, cuts[i]);
      if (numel > 1) put(numel - 1, static_cast<double>(hi));
    }
  }
}

/// The share `sentinel_rate` of elements set to the sentinel, at least one in tensors of four or
/// more elements, so the sentinel's path is always exercised.
void plant_sentinel(HostTensor& h, const InitSpec& init, uint64_t key) {
  const int64_t numel = h.numel();
  const size_t es = dtype_size(h.dtype);
  for (int64_t i = 0; i < numel; ++i)
    if (uniform01(key, i) < init.sentinel_rate)
      store_as(h.dtype, h.bytes.data() + i * es, *init.sentinel);
  if (numel >= 4) {
    const auto at = std::min<int64_t>(
        numel - 1, static_cast<int64_t>(uniform01(key, numel) * static_cast<double>(numel)));
    store_as(h.dtype, h.bytes.data() + at * es, *init.sentinel);
  }
}

HostTensor draw_real(const Task& task, const TensorSpec& t, const Bindings& values, uint64_t seed,
                     const InputVariant* variant, HostTensor h, bool complex_view = false);
const InitSpec& init_of(const TensorSpec& t, const InputVariant* variant) {
  const std::string name = list_name(t.name);  // a list's items take the list's variant
  return variant && variant->init.count(name) ? variant->init.at(name) : t.init;
}

HostTensor draw_tensor(const Task& task, const TensorSpec& t, const Bindings& values,
                       uint64_t seed, const InputVariant* variant) {
  HostTensor h = shell(task, t, values);
  if (is_complex(h.dtype)) {
    // Drawn as its real view (torch.view_as_real: a trailing dimension of 2, the component
    // type): re and im independently from the init, special values planted per component.
    const DType complex = h.dtype;
    h.dtype = component_of(complex);
    h.shape.push_back(2);
    const InitSpec::Structure st = init_of(t, variant).structure;
    if (st != InitSpec::Structure::none && st != InitSpec::Structure::diag_dominant)
      throw std::runtime_error("input '" + t.name + "': of the structures only diag_dominant is "
                               "defined for complex");
    h = draw_real(task, t, values, seed, variant, std::move(h), true);
    h.dtype = complex;
    h.shape.pop_back();
    return h;
  }
  return draw_real(task, t, values, seed, variant, std::move(h));
}

HostTensor draw_real(const Task& task, const TensorSpec& t, const Bindings& values, uint64_t seed,
                     const InputVariant* variant, HostTensor h, bool complex_view) {
  const std::string& op = task.spec->name;
  const InitSpec& own = t.init_int && !is_float(h.dtype) ? *t.init_int : t.init;  // init_int
  const std::string base = list_name(t.name);  // a list's items take the list's variant
  const InitSpec& init = variant && variant->init.count(base) ? variant->init.at(base) : own;
  uint64_t key = stream_key(op, seed, t.name);
  const int64_t numel = h.numel();
  if (is_index_dist(init.dist)) {
    draw_index(h, init, values, key);
  } else {
    double scale = 1.0;
    if (init.scale)
      scale = std::exp2(2.0 * uniform01(stream_key(op, seed, "scale:" + t.name), 0) - 1.0);
    double lo = 0, hi = 0;
    if (init.dist != InitSpec::Dist::normal) {
      lo = init.lo.eval_real(values);
      hi = init.hi.eval_real(values);
    }
    if (!is_float(h.dtype)) {
      // One init serves every task dtype: its bounds are clipped to the dtype's range (int over
      // [-100, 100] draws 0..100 in u8 and 0..1 in bool); the loader refused empty intersections.
      auto [dlo, dhi] = int_range(h.dtype);
      lo = std::max(lo, dlo);
      hi = std::min(hi, dhi);
    }
    size_t es = dtype_size(h.dtype);
    // Every element is a function of (key, index) alone, so blocks on several threads give the
    // same bytes as one loop; it keeps 2^26-element perf inputs from eating the reference budget.
    parallel_for((numel + kBlock - 1) / kBlock, [&](int64_t b) {
      constexpr int64_t kRun = 256;  // normals drawn together, so pairs share their work
      double normals[kRun];
      const int64_t end = std::min(numel, (b + 1) * kBlock);
      for (int64_t i = b * kBlock; i < end; ++i) {
        double v = 0;
        switch (init.dist) {
          case InitSpec::Dist::normal: {
            const int64_t at = (i - b * kBlock) % kRun;
            if (at == 0)
              standard_normals(key, static_cast<uint64_t>(i),
                               static_cast<uint64_t>(std::min(end, i + kRun)), normals);
            v = init.mean + init.std * normals[at];
            break;
          }
          case InitSpec::Dist::uniform:
            v = lo + (hi - lo) * uniform01(key, i);
            break;
          default:  // integer
            v = std::floor(lo) +
                std::floor(uniform01(key, i) * (std::floor(hi) - std::floor(lo) + 1));
            break;
        }
        store_as(h.dtype, h.bytes.data() + i * es, v * scale);
      }
    });
  }
  if (init.sentinel) plant_sentinel(h, init, stream_key(op, seed, "sentinel:" + t.name));
  if (complex_view && init.structure == InitSpec::Structure::diag_dominant) {
    const size_t d = h.shape.size();  // [..., rows, cols, 2]
    diag_dominant_complex(h, d < 3 ? 1 : h.shape[d - 3], d < 2 ? 1 : h.shape[d - 2]);
  } else {
    apply_structure(h, init.structure, values);
  }
  if (variant && variant->inject.count(base) && numel > 0)
    inject(h, variant->inject.at(base), variant->rate, stream_key(op, seed, "inject:" + t.name));
  return h;
}

/// A plain tensor as itself; a list tensor as one plain tensor per item, named "xs[i]" (so each
/// item draws from its own stream, keyed by op, seed and the item's name), its shape evaluated
/// with `item` bound to i.
std::vector<std::pair<TensorSpec, Bindings>> items_of(const TensorSpec& t, const Bindings& values) {
  if (!t.is_list()) return {{t, values}};
  std::vector<std::pair<TensorSpec, Bindings>> out;
  for (int64_t i = 0, n = list_count(t, values); i < n; ++i) {
    TensorSpec item = t;
    item.list = Expr();
    item.name = item_name(t.name, i);
    Bindings b = values;
    b[kItemSize] = static_cast<double>(i);
    out.emplace_back(std::move(item), std::move(b));
  }
  return out;
}

}  // namespace

std::vector<HostTensor> make_inputs(const Task& task, const Bindings& values, uint64_t seed,
                                    const InputVariant* variant) {
  std::vector<HostTensor> out;
  for (const TensorSpec* t : task.spec->initialised())
    for (const auto& [item, b] : items_of(*t, values))
      out.push_back(draw_tensor(task, item, b, seed, variant));
  return out;
}

std::vector<HostTensor> make_outputs(const Task& task, const Bindings& values) {
  std::vector<HostTensor> out;
  for (const TensorSpec& t : task.spec->outputs)
    for (const auto& [item, b] : items_of(t, values)) out.push_back(shell(task, item, b));
  return out;
}

std::vector<RefTensor> run_reference(const Task& task, const Bindings& values,
                                     const std::vector<HostTensor>& inputs) {
  ReferenceFn fn = find_reference(task.spec->name);
  if (!fn)
    throw std::runtime_error("no reference registered for op '" + task.spec->name +
                             "': add references/" + task.spec->category + "/" + task.spec->name +
                             ".cpp");
  RefContext ctx;
  ctx.op = task.spec->name;
  // A dtype pair's reference sees U, the type its result is made in (cast: trunc toward zero for
  // an integer U, the value itself for a float one, rounded by the comparator).
  ctx.dtype = task.u.value_or(task.dtype);
  for (const HostTensor& h : inputs) {
    RefTensor& r = ctx.inputs[h.name];
    r.shape = h.shape;
    // A complex tensor reaches the reference as its real view: shape + [2], (re, im) interleaved.
    const DType ct = component_of(h.dtype);
    if (is_complex(h.dtype)) r.shape.push_back(2);
    const int64_t numel = numel_of(r.shape);
    const size_t es = dtype_size(ct);
    r.values.resize(static_cast<size_t>(numel));
    parallel_for((numel + kBlock - 1) / kBlock, [&](int64_t b) {
      for (int64_t i = b * kBlock; i < std::min(numel, (b + 1) * kBlock); ++i)
        r.values[i] = load_as(ct, h.bytes.data() + i * es);
    });
  }
  std::vector<std::string> out_names;  // list outputs item by item
  for (const TensorSpec& spec_t : task.spec->outputs)
    for (const auto& [t, b] : items_of(spec_t, values)) {
      RefTensor& r = ctx.outputs[t.name];
      out_names.push_back(t.name);
      r.shape = shape_of(t, b);
      if (is_complex(task.dtype_of(t))) r.shape.push_back(2);
      r.values.assign(static_cast<size_t>(numel_of(r.shape)), 0.0);
      // An in-place output starts as its initial values: the reference updates what the op
      // updates.
      if (t.inout && ctx.inputs.count(t.name)) r.values = ctx.inputs[t.name].values;
    }
  for (const std::string& s : task.spec->sizes) ctx.sizes[s] = static_cast<int64_t>(values.at(s));
  for (const ParamSpec& p : task.spec->params) ctx.params[p.name] = values.at(p.name);
  fn(ctx);
  std::vector<RefTensor> out;
  for (const std::string& n : out_names) out.push_back(std::move(ctx.outputs[n]));
  return out;
}

double bytes_moved(const Task& task, const Bindings& values) {
  if (!task.spec->bytes.empty()) {
    Bindings b = values;
    b["elem"] = static_cast<double>(dtype_size(task.dtype));
    return task.spec->bytes.eval_real(b);
  }
  return tensor_bytes(task, values);
}

double tensor_bytes(const Task& task, const Bindings& values) {
  double total = 0;
  for (const auto* group : {&task.spec->inputs, &task.spec->outputs})
    for (const TensorSpec& t : *group)
      total += static_cast<double>(numel_of(shape_of(t, values))) * dtype_size(task.dtype_of(t));
  return total;
}

}  // namespace km
