// KernelMark planted kernel (test input, not a sample): the sample's walk with the end of each
// slash range read as inclusive when its key blocks are saved (i <= min(hi, kv - 1)), so a range
// whose width is a multiple of bn gets one block too many: an off-by-one at block ends.
#include <algorithm>
#include <cstring>

namespace {
struct Row {
  int32_t* offsets;
  int32_t* columns;
  int64_t blocks = 0, cols = 0, kv, bn, cap;
  bool overflow = false;
  void save(int64_t lo, int64_t hi) {
    if (lo >= kv) return;
    hi = std::min(hi, kv - 1);  // the defect: the range's end read as inclusive
    for (int64_t i = lo; i <= hi; i += bn) {
      if (blocks == cap) return;  // kept in bounds: the verdict is the values
      offsets[blocks++] = static_cast<int32_t>(i);
    }
  }
};
}  // namespace

int convert_vertical_slash_indexes_i32(const int32_t* q_seqlens, const int32_t* kv_seqlens,
                                       const int32_t* vertical_indexes,
                                       const int32_t* slash_indexes, int32_t* block_count,
                                       int32_t* block_offset, int32_t* column_count,
                                       int32_t* column_index, int64_t batch, int64_t heads,
                                       int64_t nv, int64_t ns, int64_t ctx, int64_t kvx, int64_t bm,
                                       int64_t bn, int64_t causal) {
  (void)kvx;
  const int64_t rows = (ctx + bm - 1) / bm;
  const int64_t units = batch * heads * rows;
  std::memset(block_count, 0, sizeof(int32_t) * units);
  std::memset(column_count, 0, sizeof(int32_t) * units);
  std::memset(block_offset, 0, sizeof(int32_t) * units * ns);
  std::memset(column_index, 0, sizeof(int32_t) * units * nv);
  int bad = 0;
#pragma omp parallel for schedule(dynamic) reduction(| : bad)
  for (int64_t u = 0; u < units; ++u) {
    const int64_t b = u / (heads * rows), m = u % rows, bh = u / rows;
    const int64_t q = q_seqlens[b], kv = kv_seqlens[b];
    const int64_t start = m * bm, end = start + bm;
    if (start >= q) continue;
    const int64_t d = causal ? kv - q : kv;
    const int32_t* V = vertical_indexes + bh * nv;
    const int32_t* S = slash_indexes + bh * ns;
    Row row{block_offset + u * ns, column_index + u * nv, 0, 0, kv, bn, ns, false};
    const int64_t fall_lo = causal ? d + end : kv, fall_hi = fall_lo + bn;
    int64_t v_idx = V[0], v = 1, s_idx = S[0], s = 1;
    while (s_idx >= end + d && s < ns) s_idx = S[s++];
    const bool has_slash = s_idx <= end + d;
    s_idx = std::max(d + end - s_idx, bm);
    int64_t lo = s_idx - bm, hi = s_idx;
    if (!has_slash) lo = fall_lo, hi = fall_hi;
    bool finished = false;
    for (;;) {
      if (v_idx < hi) {
        if (v_idx < lo) {
          if (row.cols == nv) { bad = 1; break; }
          row.columns[row.cols++] = static_cast<int32_t>(v_idx);
        }
        v_idx = v < nv ? V[v++] : end + bn + d;
        continue;
      }
      if (s < ns && (causal || S[s] >= start)) {
        s_idx = std::max(d + end - S[s++], bm);
      } else if (v == nv || (v_idx > lo && causal)) {
        if (v == nv && !causal && v_idx < kv) {
          if (row.cols == nv) { bad = 1; break; }
          row.columns[row.cols++] = static_cast<int32_t>(v_idx);
        }
        row.save(lo, hi);
        break;
      } else {
        if (!causal) row.save(lo, hi);
        lo = fall_lo, hi = fall_hi;
        finished = true;
      }
      if (!finished) {
        if (s_idx > hi + bm) {
          row.save(lo, hi);
          lo = s_idx - bm, hi = s_idx;
        } else if (s_idx > hi) {
          hi += bm;
        }
      }
    }
    if (row.overflow) bad = 1;
    block_count[u] = static_cast<int32_t>(row.blocks);
    column_count[u] = static_cast<int32_t>(row.cols);
  }
  return bad;
}
