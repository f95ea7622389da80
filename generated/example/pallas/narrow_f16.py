# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (y = x.narrow(1, start, length).contiguous(), x [outer, n, inner], fp16); not model output.
import functools

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import triton as plgpu

BLOCK = 8192


def _narrow_kernel(x_ref, y_ref, *, total, n, inner, start, run):
    # One lane per output element; each outer slice is one contiguous run of length * inner
    # elements in both arrays, starting start * inner elements into the input's slice.
    offs = pl.program_id(0).astype(jnp.int64) * BLOCK + jnp.arange(BLOCK)
    mask = offs < total
    o = offs // run
    src = o * (n * inner) + start * inner + (offs - o * run)
    plgpu.store(y_ref.at[offs], plgpu.load(x_ref.at[src], mask=mask, other=0.0), mask=mask)


@functools.partial(jax.jit, static_argnames=("outer", "n", "inner", "length", "start"))
def _narrow(x, outer, n, inner, length, start):
    total = outer * length * inner
    y = pl.pallas_call(functools.partial(_narrow_kernel, total=total, n=n, inner=inner, start=start,
                                         run=length * inner),
                       out_shape=jax.ShapeDtypeStruct((total,), x.dtype),
                       grid=(pl.cdiv(total, BLOCK),))(x.reshape(outer * n * inner))
    return y.reshape(outer, length, inner)


def narrow_f16(x, y, outer, n, inner, length, start):
    if outer * length * inner == 0:
        return y
    return _narrow(x, outer, n, inner, length, start)
