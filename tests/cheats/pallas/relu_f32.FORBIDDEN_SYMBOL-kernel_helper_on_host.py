# KernelMark planted kernel (test input, not a sample): the jnp fallback through a kernel's
# helper. A pallas_call runs (so the module has a kernel, and _relu is kernel code, where jnp is
# the language), but the entry returns _relu(x) computed by jnp on the host. Verdict
# FORBIDDEN_SYMBOL at the compile stage: host code may pass a kernel to pallas_call or
# functools.partial, never call it (km_pallas_policy.py, since 2026-12-02). Before that rule the
# checker passed it and the result was right: a PASS.
# km-reason: kernel function _relu
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def _relu(v):
    return jnp.maximum(v, 0.0)


def _relu_kernel(x_ref, y_ref):
    y_ref[...] = _relu(x_ref[...])


def relu_f32(x, y, n):
    if n == 0:
        return pl.pallas_call(_relu_kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype))(x)
    return _relu(x)
