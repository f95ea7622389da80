# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (y = torch.nn.functional.layer_norm(x, (d,), w, b, eps)); not model output.
import functools

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import triton as plgpu


def _layer_norm_kernel(x_ref, w_ref, b_ref, y_ref, *, d, block, eps):
    row_start = pl.program_id(0) * d  # x and y are flat: row r starts at r * d
    nblocks = pl.cdiv(d, block)

    def cols(j):
        offs = j * block + jnp.arange(block)
        return offs, offs < d

    # Mean first, then the variance around it (two passes: no cancellation of E[x^2] - E[x]^2).
    def mean_body(j, acc):
        offs, mask = cols(j)
        return acc + plgpu.load(x_ref.at[pl.ds(row_start + j * block, block)], mask=mask, other=0.0)

    mean = jnp.sum(jax.lax.fori_loop(0, nblocks, mean_body, jnp.zeros((block,), jnp.float32))) / d

    def var_body(j, acc):
        offs, mask = cols(j)
        x = plgpu.load(x_ref.at[pl.ds(row_start + j * block, block)], mask=mask, other=0.0)
        dev = jnp.where(mask, x - mean, 0.0)
        return acc + dev * dev

    var = jnp.sum(jax.lax.fori_loop(0, nblocks, var_body, jnp.zeros((block,), jnp.float32))) / d
    rstd = 1.0 / jnp.sqrt(var + jnp.float32(eps))

    def out_body(j, carry):
        offs, mask = cols(j)
        at = pl.ds(row_start + j * block, block)
        x = plgpu.load(x_ref.at[at], mask=mask, other=0.0)
        w = plgpu.load(w_ref.at[pl.ds(j * block, block)], mask=mask, other=0.0)
        b = plgpu.load(b_ref.at[pl.ds(j * block, block)], mask=mask, other=0.0)
        plgpu.store(y_ref.at[at], (x - mean) * rstd * w + b, mask=mask)
        return carry

    jax.lax.fori_loop(0, nblocks, out_body, 0)


# eps is static: one compilation per value (a correctness run draws a few).
@functools.partial(jax.jit, static_argnames=("rows", "d", "eps"))
def _layer_norm(x, w, b, rows, d, eps):
    block = min(1024, pl.next_power_of_2(d))
    y = pl.pallas_call(functools.partial(_layer_norm_kernel, d=d, block=block, eps=eps),
                       out_shape=jax.ShapeDtypeStruct((rows * d,), x.dtype),
                       grid=(rows,))(x.reshape(rows * d), w, b)
    return y.reshape(rows, d)


def layer_norm_f32(x, w, b, y, rows, d, eps):
    if rows == 0 or d == 0:
        return y
    return _layer_norm(x, w, b, rows, d, eps)
