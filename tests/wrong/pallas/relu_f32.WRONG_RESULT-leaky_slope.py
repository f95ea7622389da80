# KernelMark planted kernel (test input, not a sample): a leaky relu (0.01 x below zero) where
# relu was asked.
# km-correct-args: --sets small
import functools

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import triton as plgpu


def _relu_kernel(x_ref, y_ref, *, n):
    start = pl.program_id(0) * 1024
    mask = start + jnp.arange(1024) < n
    x = plgpu.load(x_ref.at[pl.ds(start, 1024)], mask=mask, other=0.0)
    plgpu.store(y_ref.at[pl.ds(start, 1024)], jnp.where(x < 0, 0.01 * x, x), mask=mask)


def relu_f32(x, y, n):
    return pl.pallas_call(functools.partial(_relu_kernel, n=n),
                          out_shape=jax.ShapeDtypeStruct(y.shape, y.dtype),
                          grid=(pl.cdiv(n, 1024),))(x)
