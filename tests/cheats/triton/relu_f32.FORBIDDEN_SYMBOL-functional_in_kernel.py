# KernelMark planted kernel (test input, not a sample): torch.nn.functional called inside a @triton.jit body, which the Triton
# interpreter would run as plain Python.
# km-reason: torch.nn.functional
import torch.nn.functional as F
import triton
import triton.language as tl


@triton.jit
def _relu(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(y_ptr + offs, F.relu(tl.load(x_ptr + offs, mask=offs < n)), mask=offs < n)


def relu_f32(x, y, n):
    _relu[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
