# KernelMark planted kernel (test input, not a sample): the honest twin of the host_operator
# cheats. Its host code does what the torch guard must keep allowing: integer slicing into views
# (x[:half], y[half:]), shape and property reads (.numel(), .shape, .dtype, .device), len and
# int. The compute stays in the Triton kernel, launched once per half. Expected verdict: PASS; a
# guard that refused views or property reads would convict honest kernels here.
# km-correct-args: --sets small --seeds 101
import triton
import triton.language as tl


@triton.jit
def _relu(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(y_ptr + offs, tl.where(x < 0, 0.0, x), mask=mask)


def _launch(x, y):
    count = int(x.numel())
    if count == 0 or len(x.shape) != 1 or x.dtype != y.dtype or x.device != y.device:
        return
    _relu[(triton.cdiv(count, 1024),)](x, y, count, BLOCK=1024)


def relu_f32(x, y, n):
    half = n // 2
    _launch(x[:half], y[:half])
    _launch(x[half:n], y[half:n])
