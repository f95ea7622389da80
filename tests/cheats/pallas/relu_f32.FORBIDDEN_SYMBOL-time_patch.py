# KernelMark planted kernel (test input, not a sample): monkeypatches the clock. It replaces
# time.perf_counter and time.monotonic with a clock that barely moves, so a Python-side timer
# would see every call as free. Verdict FORBIDDEN_SYMBOL at the compile stage: `time` is not in
# python_policy.allow_imports (and the harness times with CUDA events or the C++ adapter's clock,
# which no Python name reaches).
# km-reason: imports time
import functools
import time

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import triton as plgpu

_t = [0.0]


def _frozen():
    _t[0] += 1e-9
    return _t[0]


time.perf_counter = _frozen
time.monotonic = _frozen


def _relu_kernel(x_ref, y_ref, *, n):
    offs = pl.program_id(0) * 4096 + jnp.arange(4096)
    x = plgpu.load(x_ref.at[offs], mask=offs < n, other=0.0)
    plgpu.store(y_ref.at[offs], jnp.where(x < 0, 0.0, x), mask=offs < n)


def relu_f32(x, y, n):
    if n == 0:
        return y
    return pl.pallas_call(functools.partial(_relu_kernel, n=n),
                          out_shape=jax.ShapeDtypeStruct((n,), x.dtype), grid=(pl.cdiv(n, 4096),))(x)
