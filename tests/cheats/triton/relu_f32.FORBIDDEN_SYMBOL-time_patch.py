# KernelMark planted kernel (test input, not a sample): monkeypatches the clock. It replaces
# time.perf_counter and time.monotonic with a clock that barely moves, so a Python-side timer
# would see every call as free. Verdict FORBIDDEN_SYMBOL at the compile stage: `time` is not in
# python_policy.allow_imports (and the harness times with CUDA events or the C++ adapter's clock,
# which no Python name reaches).
# km-reason: imports time
import time

import triton
import triton.language as tl

_t = [0.0]


def _frozen():
    _t[0] += 1e-9
    return _t[0]


time.perf_counter = _frozen
time.monotonic = _frozen


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
