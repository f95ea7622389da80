# KernelMark planted kernel (test input, not a sample): hands the work to a background thread
# and returns the output argument at once, so the timed call ends before the work starts (and
# its result never reaches the harness: JAX arrays are immutable). Verdict FORBIDDEN_SYMBOL at
# the compile stage: threading is not in python_policy.allow_imports.
# km-reason: imports threading
import functools
import threading

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import triton as plgpu


def _relu_kernel(x_ref, y_ref, *, n):
    offs = pl.program_id(0) * 4096 + jnp.arange(4096)
    x = plgpu.load(x_ref.at[offs], mask=offs < n, other=0.0)
    plgpu.store(y_ref.at[offs], jnp.where(x < 0, 0.0, x), mask=offs < n)


def _launch(x, n):
    pl.pallas_call(functools.partial(_relu_kernel, n=n),
                   out_shape=jax.ShapeDtypeStruct((n,), x.dtype), grid=(pl.cdiv(n, 4096),))(x)


def relu_f32(x, y, n):
    if n == 0:
        return y
    threading.Thread(target=_launch, args=(x, n), daemon=True).start()
    return y
