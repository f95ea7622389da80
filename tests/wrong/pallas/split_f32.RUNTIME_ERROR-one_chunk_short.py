# KernelMark planted kernel (test input, not a sample): a split that returns one chunk fewer than
# the output list holds (it drops the short last chunk, or the only one). The glue refuses a list
# output of the wrong length with the reason (session 26), before anything is copied.
# km-reason: output ys is a list of
# km-correct-args: --sets small
import functools

import jax
from jax.experimental import pallas as pl
from jax.experimental.pallas import triton as plgpu
import jax.numpy as jnp


def _chunk_kernel(x_ref, y_ref, *, rows, x_cols, cols, col0):
    e = pl.program_id(0).astype(jnp.int64) * 1024 + jnp.arange(1024)
    mask = e < rows * cols
    r = e // cols
    plgpu.store(y_ref.at[e], plgpu.load(x_ref.at[r * x_cols + col0 + (e - r * cols)], mask=mask, other=0.0),
                mask=mask)


def _chunk(flat, dtype, outer, n, inner, start, width):
    size = outer * width * inner
    kernel = functools.partial(_chunk_kernel, rows=outer, x_cols=n * inner, cols=width * inner, col0=start * inner)
    y = pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct((size,), dtype), grid=(pl.cdiv(size, 1024),))(flat)
    return y.reshape(outer, width, inner)


def split_f32(x, ys, outer, n, inner, split):
    flat = x.reshape(outer * n * inner)
    return [_chunk(flat, x.dtype, outer, n, inner, start, split) for start in range(0, n - split, split)]
