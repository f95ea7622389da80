# KernelMark sample kernel, written by the KernelMark authors from the op's semantics (one Elman
# RNN step: h = tanh(i2h(cat(x, h0))), y = h2o(h)); not model output. Two pallas_calls, each a
# tiled a @ W.T in fp32 with the bias (and tanh) in its epilogue. The cat is never built: i2h's
# sum runs over x against W's first in_size columns, then over h0 against the rest.
import functools

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import triton as plgpu

BM, BN, BK = 64, 64, 32


def _linear_kernel(*refs, m, n, ks, tanh):
    # refs: one operand per part of the sum (lengths ks, side by side in W's columns), W, bias, out.
    *a_refs, w_ref, b_ref, y_ref = refs
    i, j = pl.program_id(0), pl.program_id(1)
    rows = i * BM + jnp.arange(BM)
    cols = j * BN + jnp.arange(BN)
    acc = jnp.zeros((BM, BN), jnp.float32)
    col0 = 0
    for a_ref, k in zip(a_refs, ks):
        def body(t, acc, a_ref=a_ref, k=k, col0=col0):
            kk = t * BK + jnp.arange(BK)
            a = plgpu.load(a_ref.at[pl.ds(i * BM, BM), pl.ds(t * BK, BK)],
                           mask=(rows < m)[:, None] & (kk < k)[None, :], other=0.0)
            w = plgpu.load(w_ref.at[pl.ds(j * BN, BN), pl.ds(col0 + t * BK, BK)],
                           mask=(cols < n)[:, None] & (kk < k)[None, :], other=0.0)
            # W's [BN, BK] tile enters the dot transposed; allow_tf32=False: an IEEE fp32 dot.
            return acc + plgpu.dot(a, w, trans_b=True, allow_tf32=False)

        acc = jax.lax.fori_loop(0, pl.cdiv(k, BK), body, acc)
        col0 += k
    y = acc + plgpu.load(b_ref.at[pl.ds(j * BN, BN)], mask=cols < n, other=0.0)[None, :]
    if tanh:
        y = jnp.tanh(y)
    plgpu.store(y_ref.at[pl.ds(i * BM, BM), pl.ds(j * BN, BN)], y,
                mask=(rows < m)[:, None] & (cols < n)[None, :])


def _operand(a):
    # A zero-size operand (k = 0 in the `empty` set) has no element for a load to slice, and JAX
    # refuses that while tracing even where every load is masked off: a 1-element stand-in of the
    # same rank takes its place. It is never read: the loop over k runs 0 times.
    return a if a.size else jnp.zeros((1,) * a.ndim, a.dtype)


def _linear(parts, W, b, m, n, ks, tanh):
    if n == 0:  # hidden = 0: no output column, so no grid to launch
        return jnp.zeros((m, 0), W.dtype)
    parts, W, b = tuple(_operand(a) for a in parts), _operand(W), _operand(b)
    return pl.pallas_call(functools.partial(_linear_kernel, m=m, n=n, ks=ks, tanh=tanh),
                          out_shape=jax.ShapeDtypeStruct((m, n), W.dtype),
                          grid=(pl.cdiv(m, BM), pl.cdiv(n, BN)))(*parts, W, b)


@functools.partial(jax.jit, static_argnames=("batch", "in_size", "hidden", "out_size"))
def _rnn(x, h0, w_i2h, b_i2h, w_h2o, b_h2o, batch, in_size, hidden, out_size):
    h = _linear((x, h0), w_i2h, b_i2h, batch, hidden, (in_size, hidden), True)
    return _linear((h,), w_h2o, b_h2o, batch, out_size, (hidden,), False)


def vanilla_rnn_f32(x, h0, w_i2h, b_i2h, w_h2o, b_h2o, y, batch, in_size, hidden, out_size):
    if batch == 0 or out_size == 0:
        return y
    return _rnn(x, h0, w_i2h, b_i2h, w_h2o, b_h2o, batch, in_size, hidden, out_size)
