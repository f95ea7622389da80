# KernelMark planted kernel (test input, not a sample): returns an array of the wrong shape (the
# host glue refuses it: the result's shape and dtype must be the output's).
# km-correct-args: --sets small
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def _copy_kernel(x_ref, y_ref):
    y_ref[...] = jnp.where(x_ref[...] < 0, 0.0, x_ref[...])


def relu_f32(x, y, n):
    out = pl.pallas_call(_copy_kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype))(x)
    return out, out
