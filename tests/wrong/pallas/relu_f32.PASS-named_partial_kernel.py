# KernelMark planted kernel (test input, not a sample): an honest relu whose kernel is bound to a
# name with functools.partial before pallas_call. The checker refused this as host jnp
# (FORBIDDEN_SYMBOL) until session 12: it did not follow the name to the kernel it wraps.
# Its relu was jnp.maximum(x, 0.0) until session 26: the Pallas interpreter keeps NaN there, but
# on the H200 Pallas's GPU lowering gave 0 for NaN (WRONG_RESULT in every specials case, rightly):
# where(x < 0, 0, x) keeps NaN on both.
# km-correct-args: --sets small
from functools import partial

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import triton as plgpu


def _relu_kernel(x_ref, y_ref, *, n):
    start = pl.program_id(0) * 1024
    mask = start + jnp.arange(1024) < n
    x = plgpu.load(x_ref.at[pl.ds(start, 1024)], mask=mask, other=0.0)
    plgpu.store(y_ref.at[pl.ds(start, 1024)], jnp.where(x < 0, 0.0, x), mask=mask)


def relu_f32(x, y, n):
    kernel = partial(_relu_kernel, n=n)
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(y.shape, y.dtype),
                          grid=(pl.cdiv(n, 1024),))(x)
