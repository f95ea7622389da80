// Planted wrong kernel (self-test only): a vertical-slash conversion that extends the current key
// range to the new slash's end (re = e) where the op adds bm (re += bm) for a slash ending within
// bm past the range. Caught by: blocks whose slashes are close but not adjacent (the
// local_window variant's crowded slashes; the ranges then end at other keys, so the block lists
// and the dropped columns differ).
#include <algorithm>

int convert_vertical_slash_indexes_i32(const int32_t* q_seqlens, const int32_t* kv_seqlens,
                                       const int32_t* vertical_indexes,
                                       const int32_t* slash_indexes, int32_t* block_count,
                                       int32_t* block_offset, int32_t* column_count,
                                       int32_t* column_index, int64_t batch, int64_t heads,
                                       int64_t ctx, int64_t nv, int64_t ns, int64_t bm,
                                       int64_t bn) {
  const int64_t R = (ctx + bm - 1) / bm;
  const int64_t rows = batch * heads * R;
#pragma omp parallel for schedule(dynamic, 16)
  for (int64_t row = 0; row < rows; ++row) {
    const int64_t r = row % R, bh = row / R, b = bh / heads;
    int32_t* offs = block_offset + row * ns;
    int32_t* cols = column_index + row * nv;
    std::fill(offs, offs + ns, 0);
    std::fill(cols, cols + nv, 0);
    block_count[row] = 0;
    column_count[row] = 0;
    const int64_t q = q_seqlens[b], kv = kv_seqlens[b], delta = kv - q;
    const int64_t start_m = r * bm;
    if (start_m >= q) continue;
    const int64_t end_m = start_m + bm;
    const int32_t* V = vertical_indexes + bh * nv;
    const int32_t* S = slash_indexes + bh * ns;
    int64_t nb = 0, nc = 0;
    auto save = [&](int64_t rs, int64_t re) {
      if (rs >= kv) return;
      for (int64_t x = rs; x < std::min(re, kv); x += bn) offs[nb++] = static_cast<int32_t>(x);
    };
    int64_t v = 1, vi = V[0], s = 1, si = S[0];
    while (si >= end_m + delta && s < ns) si = S[s++];
    const bool has_slash = !(si > end_m + delta);
    si = std::max(delta + end_m - si, bm);
    int64_t rs = has_slash ? si - bm : delta + end_m;
    int64_t re = has_slash ? si : delta + end_m + bn;
    while (true) {
      if (vi < re) {
        if (vi < rs) cols[nc++] = static_cast<int32_t>(vi);
        vi = v < nv ? V[v++] : end_m + bn + delta;
      } else if (s < ns) {
        si = std::max(delta + end_m - S[s++], bm);
        if (si > re + bm) {
          save(rs, re);
          rs = si - bm, re = si;
        } else if (si > re) {
          re = si;  // extends the range to the slash's end (MInference's rule adds bm)
        }
      } else {
        save(rs, re);
        break;
      }
    }
    block_count[row] = static_cast<int32_t>(nb);
    column_count[row] = static_cast<int32_t>(nc);
  }
  return 0;
}
