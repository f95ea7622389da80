# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (y = x.to(U) with T = fp32, U = i32); not model output. A dtype pair: x is a float32 array, the
# result an int32 one.
import functools

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import triton as plgpu

BLOCK = 4096


def _cast_kernel(x_ref, y_ref, *, n):
    start = pl.program_id(0) * BLOCK
    mask = start + jnp.arange(BLOCK) < n
    x = plgpu.load(x_ref.at[pl.ds(start, BLOCK)], mask=mask, other=0.0)
    # XLA's float -> int conversion truncates toward zero, as x.to(torch.int32) does.
    plgpu.store(y_ref.at[pl.ds(start, BLOCK)], x.astype(jnp.int32), mask=mask)


@functools.partial(jax.jit, static_argnames=("n",))
def _cast(x, n):
    return pl.pallas_call(functools.partial(_cast_kernel, n=n),
                          out_shape=jax.ShapeDtypeStruct((n,), jnp.int32),
                          grid=(pl.cdiv(n, BLOCK),))(x)


def cast_f32_i32(x, y, n):
    if n == 0:
        return y
    return _cast(x, n)
