# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (y[::incy] += alpha * x[::incx], cuBLAS's saxpy); not model output.
import functools

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import triton as plgpu

BLOCK = 4096


def _axpy_kernel(x_ref, y_ref, out_ref, *, ylen, incx, incy, alpha):
    # One block of y's whole buffer: the strided elements (j % incy == 0) get y + alpha * x, those
    # between the strides are copied bit for bit (the result is a new array: JAX's are immutable).
    j = pl.program_id(0).astype(jnp.int64) * BLOCK + jnp.arange(BLOCK)
    mask = j < ylen
    on = mask & (j % incy == 0)
    y = plgpu.load(y_ref.at[pl.ds(pl.program_id(0) * BLOCK, BLOCK)], mask=mask, other=0.0)
    x = plgpu.load(x_ref.at[jnp.where(on, j // incy * incx, 0)], mask=on, other=0.0)
    # alpha is rounded to float first, as cuBLAS's saxpy takes it.
    plgpu.store(out_ref.at[pl.ds(pl.program_id(0) * BLOCK, BLOCK)],
                jnp.where(on, y + jnp.float32(alpha) * x, y), mask=mask)


# alpha is static: one compilation per value (a correctness run draws a few).
@functools.partial(jax.jit, static_argnames=("ylen", "incx", "incy", "alpha"))
def _axpy(x, y, ylen, incx, incy, alpha):
    return pl.pallas_call(functools.partial(_axpy_kernel, ylen=ylen, incx=incx, incy=incy,
                                            alpha=alpha),
                          out_shape=jax.ShapeDtypeStruct((ylen,), y.dtype),
                          grid=(pl.cdiv(ylen, BLOCK),))(x, y)


def blas_axpy_f32(x, y, n, incx, incy, alpha):
    if n == 0:
        return y
    return _axpy(x, y, y.shape[0], incx, incy, alpha)
