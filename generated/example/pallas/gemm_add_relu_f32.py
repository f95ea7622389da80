# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (y = torch.relu(F.linear(x, W) + bias), W [n, k]); not model output.
import functools

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import triton as plgpu

BM, BN, BK = 64, 64, 32


def _gemm_add_relu_kernel(x_ref, w_ref, bias_ref, y_ref, *, m, n, k):
    # A BM x BN tile of x @ W.T accumulated in fp32 over k in blocks of BK (W's rows are the
    # output columns: its [BN, BK] tile enters the dot transposed), then the bias and relu in
    # the epilogue, and one store.
    i, j = pl.program_id(0), pl.program_id(1)
    rows = i * BM + jnp.arange(BM)
    cols = j * BN + jnp.arange(BN)

    def body(t, acc):
        ks = t * BK + jnp.arange(BK)
        a = plgpu.load(x_ref.at[pl.ds(i * BM, BM), pl.ds(t * BK, BK)],
                       mask=(rows < m)[:, None] & (ks < k)[None, :], other=0.0)
        w = plgpu.load(w_ref.at[pl.ds(j * BN, BN), pl.ds(t * BK, BK)],
                       mask=(cols < n)[:, None] & (ks < k)[None, :], other=0.0)
        # allow_tf32=False: an IEEE fp32 dot (TF32, the GPU default, is outside fp32's tolerance).
        return acc + plgpu.dot(a, w, trans_b=True, allow_tf32=False)

    acc = jax.lax.fori_loop(0, pl.cdiv(k, BK), body, jnp.zeros((BM, BN), jnp.float32))
    bias = plgpu.load(bias_ref.at[pl.ds(j * BN, BN)], mask=cols < n, other=0.0)
    # relu as torch: NaN stays NaN (jnp.maximum propagates it).
    y = jnp.maximum(acc + bias[None, :], 0.0)
    plgpu.store(y_ref.at[pl.ds(i * BM, BM), pl.ds(j * BN, BN)], y,
                mask=(rows < m)[:, None] & (cols < n)[None, :])


def _operand(a):
    # A zero-size operand (k = 0 in the `empty` set) has no element for a load to slice, and JAX
    # refuses that while tracing even where every load is masked off: a 1-element stand-in of the
    # same rank takes its place. It is never read: the loop over k runs 0 times.
    return a if a.size else jnp.zeros((1,) * a.ndim, a.dtype)


@functools.partial(jax.jit, static_argnames=("m", "k", "n"))
def _gemm_add_relu(x, W, bias, m, k, n):
    return pl.pallas_call(functools.partial(_gemm_add_relu_kernel, m=m, n=n, k=k),
                          out_shape=jax.ShapeDtypeStruct((m, n), x.dtype),
                          grid=(pl.cdiv(m, BM), pl.cdiv(n, BN)))(x, W, bias)


def gemm_add_relu_f32(x, W, bias, y, m, k, n):
    if m == 0 or n == 0:
        return y
    return _gemm_add_relu(_operand(x), _operand(W), bias, m, k, n)
