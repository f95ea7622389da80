# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (native_dropout in training: keep = u >= p, y = x * keep / (1 - p)); not model output.
#
# Seed contract: as bernoulli_f32, element i's uniform is a counter-based hash of (seed,
# offset + i) in uint32 arithmetic (GPU Pallas has no PRNG primitive): the "lowbias32" integer
# finaliser (Wellons' hash-prospector) over a Weyl sequence of the counter keyed by the seed.
import functools

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import triton as plgpu

BLOCK = 4096


def _mix(z):
    z = z ^ (z >> 16)
    z = z * jnp.uint32(0x7FEB352D)
    z = z ^ (z >> 15)
    z = z * jnp.uint32(0x846CA68B)
    return z ^ (z >> 16)


def _dropout_kernel(x_ref, seed_ref, off_ref, y_ref, keep_ref, *, total, p, scale):
    start = pl.program_id(0) * BLOCK
    i = start + jnp.arange(BLOCK, dtype=jnp.int64)
    mask = i < total
    x = plgpu.load(x_ref.at[pl.ds(start, BLOCK)], mask=mask, other=0.0)
    seed, c = seed_ref[0], off_ref[0] + i
    lo32 = lambda v: (v & 0xFFFFFFFF).astype(jnp.uint32)
    key = _mix(lo32(seed) ^ jnp.uint32(0x5DEECE66))
    key = key ^ _mix(lo32(seed >> 32) + jnp.uint32(0x3C6EF372))
    h = _mix(key + lo32(c) * jnp.uint32(0x9E3779B9))
    h = _mix(h ^ _mix(lo32(c >> 32) ^ key))
    u = (h >> 8).astype(jnp.float32) * jnp.float32(1.0 / 16777216.0)  # 24 bits: exact in fp32
    keep = u >= jnp.float32(p)
    plgpu.store(y_ref.at[pl.ds(start, BLOCK)], jnp.where(keep, x * jnp.float32(scale), 0.0),
                mask=mask)
    plgpu.store(keep_ref.at[pl.ds(start, BLOCK)], keep, mask=mask)


# p is static (one compilation per value); seed and offset are arrays: a new seed does not
# compile the kernel again.
@functools.partial(jax.jit, static_argnames=("total", "p"))
def _dropout(x, seed, offset, total, p):
    scale = 1.0 / (1.0 - p)  # Python float arithmetic on the static p, rounded to fp32 once
    y, keep = pl.pallas_call(functools.partial(_dropout_kernel, total=total, p=p, scale=scale),
                             out_shape=(jax.ShapeDtypeStruct((total,), x.dtype),
                                        jax.ShapeDtypeStruct((total,), jnp.bool_)),
                             grid=(pl.cdiv(total, BLOCK),))(
        x.reshape(total), seed.reshape(1), offset.reshape(1))
    return y.reshape(x.shape), keep.reshape(x.shape)


def dropout_f32(x, y, mask, rows, d, p, seed, offset):
    if rows * d == 0:
        return y, mask
    return _dropout(x, seed, offset, rows * d, p)
