# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (ys = [t.contiguous() for t in torch.split(x, split, dim=1)]); not model output.
import functools

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import triton as plgpu


def _chunk_kernel(x_ref, y_ref, *, rows, x_cols, cols, col0, block):
    # Chunk element e = (r, c) of [rows, cols] (cols = its width times inner) is x's element at
    # row r, column col0 + c, x seen flat as [rows, x_cols]. 64-bit offsets throughout.
    e = pl.program_id(0).astype(jnp.int64) * block + jnp.arange(block)
    mask = e < rows * cols
    r = e // cols
    v = plgpu.load(x_ref.at[r * x_cols + col0 + (e - r * cols)], mask=mask, other=0.0)
    plgpu.store(y_ref.at[e], v, mask=mask)


def _chunk(flat, x_dtype, outer, n, inner, start, width):
    size, block = outer * width * inner, 1024
    kernel = functools.partial(_chunk_kernel, rows=outer, x_cols=n * inner, cols=width * inner,
                               col0=start * inner, block=block)
    y = pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct((size,), x_dtype),
                       grid=(pl.cdiv(size, block),))(flat)
    return y.reshape(outer, width, inner)


@functools.partial(jax.jit, static_argnames=("outer", "n", "inner", "split"))
def _split(x, outer, n, inner, split):
    # One pallas_call per chunk: each is its own output array.
    flat = x.reshape(outer * n * inner)
    return [_chunk(flat, x.dtype, outer, n, inner, start, min(split, n - start))
            for start in range(0, n, split)]


def split_f32(x, ys, outer, n, inner, split):
    # The outputs are returned (JAX arrays are immutable): a list, one array per chunk.
    if outer * n * inner == 0:
        return [jnp.zeros(y.shape, y.dtype) for y in ys]
    return _split(x, outer, n, inner, split)
