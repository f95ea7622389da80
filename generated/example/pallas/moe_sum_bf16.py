# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (out = x.sum(dim=1), x [tokens, k, hidden], bf16: summed in fp32, rounded once); not model
# output.
import functools

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import triton as plgpu

BLOCK = 4096


def _moe_sum_kernel(x_ref, out_ref, *, total, k, hidden):
    # One lane per output element (token, h); the k expert rows of a token are summed in order.
    offs = pl.program_id(0).astype(jnp.int64) * BLOCK + jnp.arange(BLOCK)
    mask = offs < total
    tok = offs // hidden
    src = tok * (k * hidden) + (offs - tok * hidden)

    def expert(e, acc):
        v = plgpu.load(x_ref.at[src + e * hidden], mask=mask, other=0.0)
        return acc + v.astype(jnp.float32)

    acc = jax.lax.fori_loop(0, k, expert, jnp.zeros((BLOCK,), jnp.float32))
    plgpu.store(out_ref.at[offs], acc.astype(out_ref.dtype), mask=mask)


def _operand(a):
    # A zero-size operand (k = 0 in the `empty` set) has no element for a load to slice, and JAX
    # refuses that while tracing even where every load is masked off: a 1-element stand-in of the
    # same rank takes its place. It is never read: the loop over k runs 0 times.
    return a if a.size else jnp.zeros((1,) * a.ndim, a.dtype)


@functools.partial(jax.jit, static_argnames=("tokens", "k", "hidden"))
def _moe_sum(x, tokens, k, hidden):
    total = tokens * hidden
    out = pl.pallas_call(functools.partial(_moe_sum_kernel, total=total, k=k, hidden=hidden),
                         out_shape=jax.ShapeDtypeStruct((total,), x.dtype),
                         grid=(pl.cdiv(total, BLOCK),))(x.reshape(x.size))
    return out.reshape(tokens, hidden)


def moe_sum_bf16(x, out, tokens, k, hidden):
    if tokens * hidden == 0:
        return out
    return _moe_sum(_operand(x), tokens, k, hidden)
