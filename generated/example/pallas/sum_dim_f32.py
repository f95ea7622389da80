# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (y = x.sum(-1)); not model output.
import functools

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import triton as plgpu


def _sum_kernel(x_ref, y_ref, *, cols, block):
    row = pl.program_id(0)

    def body(j, acc):
        mask = j * block + jnp.arange(block) < cols
        return acc + plgpu.load(x_ref.at[pl.ds(row * cols + j * block, block)], mask=mask, other=0.0)

    acc = jax.lax.fori_loop(0, pl.cdiv(cols, block), body, jnp.zeros((block,), jnp.float32))
    plgpu.store(y_ref.at[pl.ds(row, 1)], jnp.sum(acc).reshape(1))


@functools.partial(jax.jit, static_argnames=("rows", "cols"))
def _sum_dim(x, rows, cols):
    block = min(1024, pl.next_power_of_2(cols))
    return pl.pallas_call(functools.partial(_sum_kernel, cols=cols, block=block),
                          out_shape=jax.ShapeDtypeStruct((rows,), x.dtype),
                          grid=(rows,))(x.reshape(rows * cols))


def sum_dim_f32(x, y, rows, cols):
    if rows == 0:
        return y
    if cols == 0:  # a sum over no terms (a zero-size row has no block to load)
        return jnp.zeros((rows,), x.dtype)
    return _sum_dim(x, rows, cols)
