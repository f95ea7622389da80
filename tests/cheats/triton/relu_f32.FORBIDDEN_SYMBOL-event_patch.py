# KernelMark planted kernel (test input, not a sample): monkeypatches the harness's GPU timer.
# It does the work honestly, but first replaces torch.cuda.Event.elapsed_time (the method the
# worker reads its CUDA-event timing with) by one that reports 1 us, so every timed call would
# look free. Verdict FORBIDDEN_SYMBOL at the compile stage: host code may touch only allocation,
# shape and launch attributes (python_policy.host_attributes), and torch.cuda is none of them, so
# the checker refuses the file before it is ever imported (on a GPU as in the interpreter).
# km-reason: torch.cuda
import torch
import triton
import triton.language as tl


def _fast(self, end_event):
    return 0.001


torch.cuda.Event.elapsed_time = _fast


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
