# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (y = torch.nn.functional.interpolate(x, scale_factor=4, mode='nearest')); not model output.
import functools

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import triton as plgpu

BLOCK = 8192


def _upsample_kernel(x_ref, y_ref, *, total, h, w):
    # One lane per element of y [n * c, 4h, 4w]: its source is x[plane, oy / 4, ox / 4].
    offs = pl.program_id(0).astype(jnp.int64) * BLOCK + jnp.arange(BLOCK)
    mask = offs < total
    ow = 4 * w
    ox = offs % ow
    oy = (offs // ow) % (4 * h)
    plane = offs // (ow * 4 * h)
    src = (plane * h + oy // 4) * w + ox // 4
    plgpu.store(y_ref.at[offs], plgpu.load(x_ref.at[src], mask=mask, other=0.0), mask=mask)


@functools.partial(jax.jit, static_argnames=("n", "c", "h", "w"))
def _upsample(x, n, c, h, w):
    total = n * c * 16 * h * w
    y = pl.pallas_call(functools.partial(_upsample_kernel, total=total, h=h, w=w),
                       out_shape=jax.ShapeDtypeStruct((total,), x.dtype),
                       grid=(pl.cdiv(total, BLOCK),))(x.reshape(n * c * h * w))
    return y.reshape(n, c, 4 * h, 4 * w)


def upsample_nearest_4x_f32(x, y, n, c, h, w):
    if n * c * h * w == 0:
        return y
    return _upsample(x, n, c, h, w)
