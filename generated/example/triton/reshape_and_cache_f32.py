# KernelMark sample kernel, written by the KernelMark authors from the op's semantics (vLLM's
# reshape_and_cache: each token's key and value into the paged cache, split layout); not model
# output.
import triton
import triton.language as tl


@triton.jit
def _reshape_and_cache(k_ptr, v_ptr, slot_ptr, kc_ptr, vc_ptr, t, h, d, x, bs,
                       BT: tl.constexpr, BE: tl.constexpr):
    # A tile of BT tokens x BE of their h * d elements a program. Token i goes to block
    # slot // bs, position slot % bs; its element (j, e) (flat j * d + e) to
    # key_cache[block, j, e // x, pos, e % x] and value_cache[block, j, e, pos]. A slot of -1
    # (padding) masks its row: nothing is written, and cache elements no token names keep their
    # bits. Plain copies: the bits are unchanged.
    hd = h * d
    tok = tl.program_id(0).to(tl.int64) * BT + tl.arange(0, BT)
    el = tl.program_id(1).to(tl.int64) * BE + tl.arange(0, BE)
    slot = tl.load(slot_ptr + tok, mask=tok < t, other=-1)
    mask = (slot >= 0)[:, None] & (el < hd)[None, :]
    blk = slot // bs
    pos = slot - blk * bs
    j = el // d
    e = el - j * d
    head = blk[:, None] * h + j[None, :]
    src = tok[:, None] * hd + el[None, :]
    kv = tl.load(k_ptr + src, mask=mask)
    vv = tl.load(v_ptr + src, mask=mask)
    ec = e // x
    kdst = ((head * (d // x) + ec[None, :]) * bs + pos[:, None]) * x + (e - ec * x)[None, :]
    vdst = (head * d + e[None, :]) * bs + pos[:, None]
    tl.store(kc_ptr + kdst, kv, mask=mask)
    tl.store(vc_ptr + vdst, vv, mask=mask)


def reshape_and_cache_f32(key, value, slot_mapping, key_cache, value_cache, t, h, d, x, blocks, bs):
    hd = h * d
    if t == 0 or hd == 0:
        return
    # Tiles of up to 8192 elements (whole rows of h * d <= 8192), as the other examples: the
    # interpreter's cost is per program.
    BE = min(8192, triton.next_power_of_2(hd))
    BT = min(max(1, 8192 // BE), triton.next_power_of_2(t))
    _reshape_and_cache[(triton.cdiv(t, BT), triton.cdiv(hd, BE))](
        key, value, slot_mapping, key_cache, value_cache, t, h, d, x, bs,
        BT=BT, BE=BE, num_warps=8)
