# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (y[::incy] += alpha * x[::incx], cuBLAS's saxpy); not model output.
import triton
import triton.language as tl


@triton.jit
def _axpy(x_ptr, y_ptr, n, incx, incy, alpha, BLOCK: tl.constexpr):
    i = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = i < n
    x = tl.load(x_ptr + i * incx, mask=mask)
    y = tl.load(y_ptr + i * incy, mask=mask)
    # Only the strided elements of y are stored: those between the strides keep their bits.
    tl.store(y_ptr + i * incy, y + alpha * x, mask=mask)


def blas_axpy_f32(x, y, n, incx, incy, alpha):
    if n == 0:
        return
    BLOCK = 4096
    _axpy[(triton.cdiv(n, BLOCK),)](x, y, n, incx, incy, alpha, BLOCK=BLOCK)
