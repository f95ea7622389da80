# KernelMark planted kernel (test input, not a sample): launches on a side stream of its own and
# returns without waiting, so the CUDA events the harness records on its own stream around the
# call would time an empty stream. Verdict FORBIDDEN_SYMBOL at the compile stage: torch.cuda
# (Stream, stream) is outside python_policy.host_attributes, on a GPU as in the interpreter.
# km-reason: torch.cuda
import torch
import triton
import triton.language as tl

_side = []


@triton.jit
def _relu(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(y_ptr + offs, tl.where(x < 0, 0.0, x), mask=mask)


def relu_f32(x, y, n):
    if n == 0:
        return
    if not _side:
        _side.append(torch.cuda.Stream())
    with torch.cuda.stream(_side[0]):
        _relu[(triton.cdiv(n, 4096),)](x, y, n, BLOCK=4096)
