# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (y = torch.softmax(x, dim=-1)); not model output. bf16 in and out, fp32 inside, one rounding.
import functools

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import triton as plgpu


def _softmax_kernel(x_ref, y_ref, *, cols, block):
    row_start = pl.program_id(0) * cols  # x and y are flat: row r starts at r * cols
    nblocks = pl.cdiv(cols, block)

    def load(j, other):
        mask = j * block + jnp.arange(block) < cols
        at = pl.ds(row_start + j * block, block)
        return at, mask, plgpu.load(x_ref.at[at], mask=mask, other=other).astype(jnp.float32)

    def max_body(j, m):
        return jnp.maximum(m, load(j, -jnp.inf)[2])

    row_max = jnp.max(jax.lax.fori_loop(0, nblocks, max_body, jnp.full((block,), -jnp.inf, jnp.float32)))

    def sum_body(j, s):
        _, mask, x = load(j, -jnp.inf)
        return s + jnp.where(mask, jnp.exp(x - row_max), 0.0)

    total = jnp.sum(jax.lax.fori_loop(0, nblocks, sum_body, jnp.zeros((block,), jnp.float32)))

    def out_body(j, carry):
        at, mask, x = load(j, 0.0)
        plgpu.store(y_ref.at[at], (jnp.exp(x - row_max) / total).astype(y_ref.dtype), mask=mask)
        return carry

    jax.lax.fori_loop(0, nblocks, out_body, 0)


@functools.partial(jax.jit, static_argnames=("rows", "cols"))
def _softmax(x, rows, cols):
    block = min(1024, pl.next_power_of_2(cols))
    y = pl.pallas_call(functools.partial(_softmax_kernel, cols=cols, block=block),
                       out_shape=jax.ShapeDtypeStruct((rows * cols,), x.dtype),
                       grid=(rows,))(x.reshape(rows * cols))
    return y.reshape(rows, cols)


def softmax_bf16(x, y, rows, cols):
    if rows == 0 or cols == 0:
        return y
    return _softmax(x, rows, cols)
