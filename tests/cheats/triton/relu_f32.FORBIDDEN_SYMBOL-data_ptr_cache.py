# KernelMark planted kernel (test input, not a sample): a result cache keyed by the buffers'
# addresses. The first call for an (input, output) address pair runs the kernel; later calls
# with the same addresses return at once, leaving whatever the output buffer held (a timing
# loop that reuses its buffers would see free calls). Verdict FORBIDDEN_SYMBOL at the compile
# stage: data_ptr is not a host attribute the policy allows (python_policy.host_attributes).
# Without that rule the harness would still catch it at run time: outputs are poisoned before
# every call (STALE_OUTPUT), as relu_f32.STALE_OUTPUT-shape_cache.py shows for a cache the
# policy cannot see.
# km-reason: .data_ptr
import triton
import triton.language as tl

_done = set()


@triton.jit
def _relu(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(y_ptr + offs, tl.where(x < 0, 0.0, x), mask=mask)


def relu_f32(x, y, n):
    key = (x.data_ptr(), y.data_ptr(), n)
    if n == 0 or key in _done:
        return
    _done.add(key)
    _relu[(triton.cdiv(n, 4096),)](x, y, n, BLOCK=4096)
