# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (softmax over the experts, the k largest with their ids, optionally renormalised); not model
# output. Two outputs: fp32 weights and int32 ids, returned as a tuple in the outputs' order.
import functools

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import triton as plgpu


def _topk_softmax_kernel(g_ref, w_ref, id_ref, *, experts, k, renormalize, eb, kb):
    t = pl.program_id(0)
    lane = jnp.arange(eb, dtype=jnp.int32)  # int32 also where JAX runs with x64 enabled
    valid = lane < experts
    g = plgpu.load(g_ref.at[pl.ds(t * experts, eb)], mask=valid, other=-jnp.inf)
    m = jnp.max(g)
    total = jnp.sum(jnp.where(valid, jnp.exp(g - m), 0.0))
    slot = jnp.arange(kb)

    # k rounds of "take the largest logit left" (the lowest index among equal ones; any order of
    # ties is accepted), ranking the logits themselves: softmax is monotone.
    def take(j, carry):
        work, picked, ids = carry
        v = jnp.max(work)
        i = jnp.min(jnp.where((work == v) & valid, lane, jnp.int32(eb)))
        picked = jnp.where(slot == j, v, picked)
        ids = jnp.where(slot == j, i, ids)
        return jnp.where(lane == i, -jnp.inf, work), picked, ids

    _, picked, ids = jax.lax.fori_loop(
        0, k, take, (g, jnp.full((kb,), -jnp.inf, jnp.float32), jnp.zeros((kb,), jnp.int32)))
    w = jnp.where(slot < k, jnp.exp(picked - m), 0.0)
    w = w / (jnp.sum(w) if renormalize else total)
    out = pl.ds(t * k, kb)
    plgpu.store(w_ref.at[out], w, mask=slot < k)
    plgpu.store(id_ref.at[out], ids, mask=slot < k)


@functools.partial(jax.jit, static_argnames=("tokens", "experts", "k", "renormalize"))
def _topk_softmax(gating, tokens, experts, k, renormalize):
    eb, kb = pl.next_power_of_2(experts), pl.next_power_of_2(k)
    w, ids = pl.pallas_call(functools.partial(_topk_softmax_kernel, experts=experts, k=k,
                                              renormalize=renormalize, eb=eb, kb=kb),
                            out_shape=(jax.ShapeDtypeStruct((tokens * k,), jnp.float32),
                                       jax.ShapeDtypeStruct((tokens * k,), jnp.int32)),
                            grid=(tokens,))(gating.reshape(tokens * experts))
    return w.reshape(tokens, k), ids.reshape(tokens, k)


def topk_softmax_f32(gating, topk_weights, topk_ids, tokens, experts, k, renormalize):
    if tokens == 0 or k == 0:  # nothing to select (the `empty` set)
        return topk_weights, topk_ids
    return _topk_softmax(gating, tokens, experts, k, bool(renormalize))
