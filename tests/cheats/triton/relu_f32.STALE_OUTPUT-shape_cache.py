# KernelMark planted kernel (test input, not a sample): a result cache keyed by shape, built
# only from what the static policy allows (a dict, torch.empty_like, a Triton copy kernel). The
# first call for each n computes relu into a private buffer; every later call with the same n
# copies that stored result into y instead of reading x. Repeating a call on the same inputs
# (the two poisons, the pre-filled rerun) cannot tell; the correctness stage's rerun of small
# and drawn cases with one input element changed can: the output is the earlier case's result
# (a replay), and the verdict is STALE_OUTPUT. The fresh-worker rerun of the first held-out case
# would not catch it (a fresh process has an empty cache, so it computes). The same on a GPU:
# the cache then holds device tensors, and the changed-element rerun is part of every run. The
# small set alone (each n once, each rerun with a changed element) is enough to convict it.
# km-correct-args: --sets small --seeds 101
import torch
import triton
import triton.language as tl

_cache = {}


@triton.jit
def _relu(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(y_ptr + offs, tl.where(x < 0, 0.0, x), mask=mask)


@triton.jit
def _copy(src_ptr, dst_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(dst_ptr + offs, tl.load(src_ptr + offs, mask=mask), mask=mask)


def relu_f32(x, y, n):
    if n == 0:
        return
    grid = (triton.cdiv(n, 16384),)
    if n not in _cache:
        saved = torch.empty_like(y)
        _relu[grid](x, saved, n, BLOCK=16384)
        _cache[n] = saved
    _copy[grid](_cache[n], y, n, BLOCK=16384)
