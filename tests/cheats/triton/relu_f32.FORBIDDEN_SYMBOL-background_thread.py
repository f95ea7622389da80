# KernelMark planted kernel (test input, not a sample): hands the launch to a background thread
# and returns at once, so the timed call ends before the work starts (and the result lands, if
# at all, after the harness has looked). Verdict FORBIDDEN_SYMBOL at the compile stage: threading
# is not in python_policy.allow_imports.
# km-reason: imports threading
import threading

import triton
import triton.language as tl


@triton.jit
def _relu(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(y_ptr + offs, tl.where(x < 0, 0.0, x), mask=mask)


def _launch(x, y, n):
    _relu[(triton.cdiv(n, 4096),)](x, y, n, BLOCK=4096)


def relu_f32(x, y, n):
    if n == 0:
        return
    threading.Thread(target=_launch, args=(x, y, n), daemon=True).start()
