# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (cublasSgemv: y = alpha * op(A) x + beta * y, A column-major with leading dimension lda, x and
# y strided); not model output.
import triton
import triton.language as tl


@triton.jit
def _gemv(a_ptr, x_ptr, y_ptr, n_out, n_red, s_out, s_red, incx, incy, alpha, beta,
          BO: tl.constexpr, BR: tl.constexpr):
    # BO outputs a program; the reduction runs in blocks of BR, summed in fp32. op(A)(o, r) is at
    # A[o * s_out + r * s_red]: (1, lda) for trans = 0, (lda, 1) for trans = 1, so one kernel
    # serves both. Where beta = 0, y is not read (the mask is all false): a NaN there must not
    # reach the result. Only y[o * incy] is written: the elements between keep their bits.
    o = tl.program_id(0).to(tl.int64) * BO + tl.arange(0, BO)
    omask = o < n_out
    acc = tl.zeros([BO, BR], tl.float32)
    for start in range(0, n_red, BR):
        r = start + tl.arange(0, BR).to(tl.int64)
        rmask = r < n_red
        a = tl.load(a_ptr + o[:, None] * s_out + r[None, :] * s_red,
                    mask=omask[:, None] & rmask[None, :], other=0.0)
        xv = tl.load(x_ptr + r * incx, mask=rmask, other=0.0)
        acc += a * xv[None, :]
    v = tl.sum(acc, axis=1)
    yv = tl.load(y_ptr + o * incy, mask=omask & (beta != 0.0), other=0.0)
    tl.store(y_ptr + o * incy, alpha * v + beta * yv, mask=omask)


def blas_gemv_f32(A, x, y, m, n, lda, incx, incy, trans, alpha, beta):
    n_out, n_red = (n, m) if trans else (m, n)
    if n_out == 0:
        return
    s_out, s_red = (lda, 1) if trans else (1, lda)
    # Tiles of 64 x 256 (16384 products a step) keep the interpreter's per-program cost down and
    # are an ordinary size for a GPU; BO shrinks for short outputs.
    BO = min(64, max(16, triton.next_power_of_2(n_out)))
    BR = min(256, max(16, triton.next_power_of_2(n_red)))
    _gemv[(triton.cdiv(n_out, BO),)](A, x, y, n_out, n_red, s_out, s_red, incx, incy, alpha, beta,
                                     BO=BO, BR=BR, num_warps=4)
