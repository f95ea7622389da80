# KernelMark planted kernel (test input, not a sample): a result cache keyed by the buffers'
# addresses (jax.Array.unsafe_buffer_pointer, JAX's data_ptr). The first call for an input
# address computes; later calls with the same address return the array kept from that call
# (a timing loop that reuses its buffers would see free calls, and a new input behind the same
# address would get the old answer). Verdict FORBIDDEN_SYMBOL at the compile stage:
# unsafe_buffer_pointer is not a host attribute the policy allows (python_policy.host_attributes).
# km-reason: .unsafe_buffer_pointer
import functools

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import triton as plgpu

_cache = {}


def _relu_kernel(x_ref, y_ref, *, n):
    offs = pl.program_id(0) * 4096 + jnp.arange(4096)
    x = plgpu.load(x_ref.at[offs], mask=offs < n, other=0.0)
    plgpu.store(y_ref.at[offs], jnp.where(x < 0, 0.0, x), mask=offs < n)


def relu_f32(x, y, n):
    if n == 0:
        return y
    key = (x.unsafe_buffer_pointer(), n)
    if key not in _cache:
        _cache[key] = pl.pallas_call(functools.partial(_relu_kernel, n=n),
                                     out_shape=jax.ShapeDtypeStruct((n,), x.dtype),
                                     grid=(pl.cdiv(n, 4096),))(x)
    return _cache[key]
