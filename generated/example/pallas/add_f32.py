# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (z = torch.add(x, y, alpha=alpha), x + alpha * y); not model output.
import functools

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import triton as plgpu

BLOCK = 4096


def _add_kernel(x_ref, y_ref, z_ref, *, n, alpha):
    start = pl.program_id(0) * BLOCK
    mask = start + jnp.arange(BLOCK) < n
    x = plgpu.load(x_ref.at[pl.ds(start, BLOCK)], mask=mask, other=0.0)
    y = plgpu.load(y_ref.at[pl.ds(start, BLOCK)], mask=mask, other=0.0)
    # alpha is rounded to float first, as PyTorch does for an fp32 add.
    plgpu.store(z_ref.at[pl.ds(start, BLOCK)], x + jnp.float32(alpha) * y, mask=mask)


# alpha is static: one compilation per value (a correctness run draws a few).
@functools.partial(jax.jit, static_argnames=("n", "alpha"))
def _add(x, y, n, alpha):
    return pl.pallas_call(functools.partial(_add_kernel, n=n, alpha=alpha),
                          out_shape=jax.ShapeDtypeStruct((n,), x.dtype),
                          grid=(pl.cdiv(n, BLOCK),))(x, y)


def add_f32(x, y, z, n, alpha):
    if n == 0:
        return z
    return _add(x, y, n, alpha)
