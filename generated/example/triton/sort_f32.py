# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (values, indices = torch.sort(x, dim=-1, descending=bool(descending))); not model output.
import math

import torch
import triton
import triton.language as tl


@triton.jit
def _sort_rows(x, R: tl.constexpr, CHUNK: tl.constexpr, LOG: tl.constexpr):
    # Bitonic sort of each row of the int64 tile x [R, CHUNK] (CHUNK = 2^LOG), ascending.
    # Stage s merges runs of 2^s: the runs whose columns have bit s set are sorted descending,
    # done here by sorting ~x (an order-reversing bijection) ascending. Step j pairs column i
    # with i + j (i's bit j clear): a [R * CHUNK / 2j, 2, j] view, its middle axis moved last
    # and split into the pair's two tensors, which become (min, max). Only core operations:
    # tl.sort exchanges partners by an xor reduction, which Triton's interpreter runs element
    # by element in Python (10 s for one 16 x 256 tile), and tl.min / tl.max over the pair's
    # axis are @jit functions, each call of which cost the interpreter about 3 ms.
    col = tl.arange(0, CHUNK)[None, :]
    for stage in tl.static_range(1, LOG + 1):
        flip = -((col >> stage) & 1).to(tl.int64)
        x = x ^ flip
        for step in tl.static_range(stage):
            y = tl.reshape(x, [R * CHUNK >> (stage - step), 2, 1 << (stage - 1 - step)])
            a, b = tl.split(tl.permute(y, 0, 2, 1))
            y = tl.join(tl.minimum(a, b), tl.maximum(a, b))
            x = tl.reshape(tl.permute(y, 0, 2, 1), [R, CHUNK])
        x = x ^ flip
    return x


@triton.jit
def _keys(x_ptr, key_ptr, rows, d, DESC: tl.constexpr, R: tl.constexpr, CHUNK: tl.constexpr,
          LOG: tl.constexpr):
    # Sorts chunk c (CHUNK columns) of R rows. Each element becomes one int64 key: an int32
    # that orders like the float (negative floats' magnitude bits flipped; every NaN above +inf,
    # as torch; flipped again for a descending sort) in the high half, its column in the low
    # half. Keys are then distinct, ties fall in column order, and the column rides along.
    # Columns past d get the largest key, so they sort to the chunk's end and are not stored.
    r = tl.program_id(0).to(tl.int64) * R + tl.arange(0, R)
    col = tl.program_id(1).to(tl.int64) * CHUNK + tl.arange(0, CHUNK)
    mask = (r < rows)[:, None] & (col < d)[None, :]
    x = tl.load(x_ptr + r[:, None] * d + col[None, :], mask=mask, other=0.0)
    bits = x.to(tl.int32, bitcast=True)
    s = tl.where(bits < 0, bits ^ 0x7FFFFFFF, bits)
    s = tl.where(x != x, 0x7FFFFFFF, s)
    if DESC:
        s = -1 - s
    key = (s.to(tl.int64) << 32) | col[None, :]
    key = tl.where(mask, key, 0x7FFFFFFFFFFFFFFF)
    key = _sort_rows(key, R, CHUNK, LOG)
    tl.store(key_ptr + r[:, None] * d + col[None, :], key, mask=mask)


@triton.jit
def _merge(x_ptr, key_ptr, val_ptr, idx_ptr, rows, d, nchunks,
           R: tl.constexpr, CHUNK: tl.constexpr, LOG: tl.constexpr):
    # An element's place in the sorted row is the number of keys below its own, summed over the
    # row's sorted chunks (its own chunk included: there the count is its position). Each count
    # is a branch-free binary search (steps CHUNK, CHUNK / 2, ..., 1) over the chunk's valid
    # keys. The value is read back from x at the key's column, so its bits are x's own (NaN
    # payloads included). Rows past the end read the last row (in bounds) and store nothing.
    r = tl.program_id(0).to(tl.int64) * R + tl.arange(0, R)
    col = tl.program_id(1).to(tl.int64) * CHUNK + tl.arange(0, CHUNK)
    mask = (r < rows)[:, None] & (col < d)[None, :]
    row_keys = key_ptr + tl.minimum(r, rows - 1)[:, None] * d
    key = tl.load(row_keys + col[None, :], mask=mask, other=0)
    rank = tl.zeros([R, CHUNK], tl.int64)
    for c in range(0, nchunks):
        cnt = tl.minimum(d - c * CHUNK, CHUNK)
        run = row_keys + (c * CHUNK - 1)
        pos = tl.zeros([R, CHUNK], tl.int64)
        for i in tl.static_range(LOG + 1):
            cand = pos + (CHUNK >> i)
            probe = tl.load(run + cand, mask=cand <= cnt, other=0x7FFFFFFFFFFFFFFF)
            pos = tl.where(probe < key, cand, pos)
        rank += pos
    src = key & 0xFFFFFFFF
    v = tl.load(x_ptr + r[:, None] * d + src, mask=mask)
    out = r[:, None] * d + rank
    tl.store(val_ptr + out, v, mask=mask)
    tl.store(idx_ptr + out, src, mask=mask)


def sort_f32(x, values, indices, rows, d, descending):
    if rows == 0 or d == 0:
        return
    # Tiles of up to 8192 int64 keys (several short rows a program): the interpreter's cost is
    # per program and per operation: 3 x 40009 took about 9 s a call there with 4096-key tiles,
    # 3.0 s with these. On the H200 (triton 3.6) 2048 x 4096 took 0.54 ms (torch.sort 0.29 ms).
    CHUNK = min(8192, max(2, triton.next_power_of_2(d)))
    R = min(max(1, 8192 // CHUNK), triton.next_power_of_2(rows))
    LOG = int(math.log2(CHUNK))
    nchunks = triton.cdiv(d, CHUNK)
    keys = torch.empty((rows, d), dtype=torch.int64, device=x.device)
    grid = (triton.cdiv(rows, R), nchunks)
    _keys[grid](x, keys, rows, d, DESC=bool(descending), R=R, CHUNK=CHUNK, LOG=LOG, num_warps=8)
    _merge[grid](x, keys, values, indices, rows, d, nchunks, R=R, CHUNK=CHUNK, LOG=LOG,
                 num_warps=8)
