# KernelMark planted kernel (test input, not a sample): writes through sys.modules. It swaps the
# torch module's Event class (as the worker will find it in sys.modules) for one whose
# elapsed_time reports 1 us, and does the work itself. Verdict FORBIDDEN_SYMBOL at the compile
# stage: sys is not in python_policy.allow_imports (and `sys` is a forbidden attribute name
# inside kernels, kernel_attributes.forbid).
# km-reason: imports sys
import sys

import triton
import triton.language as tl


class _Event:
    def __init__(self, *args, **kwargs):
        pass

    def record(self, stream=None):
        pass

    def synchronize(self):
        pass

    def elapsed_time(self, end_event):
        return 0.001


sys.modules["torch"].cuda.Event = _Event


@triton.jit
def _relu(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(y_ptr + offs, tl.where(x < 0, 0.0, x), mask=mask)


def relu_f32(x, y, n):
    if n == 0:
        return
    _relu[(triton.cdiv(n, 4096),)](x, y, n, BLOCK=4096)
