# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (o = F.scaled_dot_product_attention(q, k, v), one query per batch row); not model output.
import functools
import math

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import triton as plgpu


def _decode_attention_kernel(q_ref, k_ref, v_ref, o_ref, *, skv, d, scale, bs, bd):
    # One program per batch row, keys in blocks of bs, all in fp32. Two passes: the maximum
    # score first (queries of magnitude 50 make scores of order 100: exp needs it subtracted),
    # then the softmax weights, their sum and the weighted sum of the values.
    b = pl.program_id(0).astype(jnp.int64)
    dd = jnp.arange(bd)
    dmask = dd < d
    q = plgpu.load(q_ref.at[b * d + dd], mask=dmask, other=0.0)
    nblocks = pl.cdiv(skv, bs)

    def tile(t):
        s = t * bs + jnp.arange(bs)
        smask = s < skv
        at = (b * skv + s[:, None]) * d + dd[None, :]
        kmask = smask[:, None] & dmask[None, :]
        kt = plgpu.load(k_ref.at[at], mask=kmask, other=0.0)
        return at, smask, kmask, jnp.sum(kt * q[None, :], axis=1) * scale

    def max_body(t, m):
        _, smask, _, score = tile(t)
        return jnp.maximum(m, jnp.where(smask, score, -jnp.inf))

    row_max = jnp.max(jax.lax.fori_loop(0, nblocks, max_body, jnp.full((bs,), -jnp.inf, jnp.float32)))

    def sum_body(t, carry):
        acc, wsum = carry
        at, smask, kmask, score = tile(t)
        wt = jnp.where(smask, jnp.exp(score - row_max), 0.0)
        vt = plgpu.load(v_ref.at[at], mask=kmask, other=0.0)
        return acc + jnp.sum(wt[:, None] * vt, axis=0), wsum + wt

    acc, wsum = jax.lax.fori_loop(0, nblocks, sum_body, (jnp.zeros((bd,), jnp.float32),
                                                         jnp.zeros((bs,), jnp.float32)))
    plgpu.store(o_ref.at[b * d + dd], acc / jnp.sum(wsum), mask=dmask)


@functools.partial(jax.jit, static_argnames=("b", "skv", "d"))
def _decode_attention(q, k, v, b, skv, d):
    bd = pl.next_power_of_2(d)
    bs = min(max(16, 8192 // bd), pl.next_power_of_2(skv))
    o = pl.pallas_call(functools.partial(_decode_attention_kernel, skv=skv, d=d,
                                         scale=1.0 / math.sqrt(d), bs=bs, bd=bd),
                       out_shape=jax.ShapeDtypeStruct((b * d,), q.dtype), grid=(b,))(
        q.reshape(b * d), k.reshape(b * skv * d), v.reshape(b * skv * d))
    return o.reshape(b, 1, d)


def decode_attention_f32(q, k, v, o, b, skv, d):
    if b == 0 or d == 0:
        return o
    return _decode_attention(q, k, v, b, skv, d)
