# KernelMark planted kernel (test input, not a sample): returns an array of the wrong shape (the
# host glue refuses it: the result's shape and dtype must be the output's), and the record says why.
# km-reason: (it raised TypeError: relu_f32 returned 2 value(s), the task has 1 output(s)
# km-correct-args: --sets small
# One worker throughout: before the glue waited for a refused result's computation, the worker
# died of SIGSEGV after refused calls and was replaced in 3 of 6 runs on the 2-core box (0 of 6 after).
# km-worker-starts: 1
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def _copy_kernel(x_ref, y_ref):
    y_ref[...] = jnp.where(x_ref[...] < 0, 0.0, x_ref[...])


def relu_f32(x, y, n):
    out = pl.pallas_call(_copy_kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype))(x)
    return out, out
