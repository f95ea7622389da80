# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (y[i] = 1 with probability p[i], else 0: torch.bernoulli); not model output.
#
# Seed contract: element i's uniform is a counter-based hash of (seed, offset + i) in uint32
# arithmetic (GPU Pallas has no PRNG primitive), so the draw depends on (p, seed, offset) only:
# the same bits on every call, another draw for another seed. The mixer is the "lowbias32"
# integer finaliser (xor-shifts and two odd multipliers, from Wellons' hash-prospector), applied
# to a Weyl sequence of the counter keyed by the seed, then once more: 24 bits give u in [0, 1).
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


def _bernoulli_kernel(p_ref, seed_ref, off_ref, y_ref, *, n):
    start = pl.program_id(0) * BLOCK
    i = start + jnp.arange(BLOCK, dtype=jnp.int64)
    mask = i < n
    p = plgpu.load(p_ref.at[pl.ds(start, BLOCK)], mask=mask, other=0.0)
    seed, c = seed_ref[0], off_ref[0] + i  # int64: seed < 2^31, counter up to 2^20 + n
    lo32 = lambda v: (v & 0xFFFFFFFF).astype(jnp.uint32)
    key = _mix(lo32(seed) ^ jnp.uint32(0x5DEECE66))
    key = key ^ _mix(lo32(seed >> 32) + jnp.uint32(0x3C6EF372))
    h = _mix(key + lo32(c) * jnp.uint32(0x9E3779B9))
    h = _mix(h ^ _mix(lo32(c >> 32) ^ key))
    u = (h >> 8).astype(jnp.float32) * jnp.float32(1.0 / 16777216.0)  # 24 bits: exact in fp32
    y = jnp.where(u < p, 1.0, 0.0).astype(jnp.float32)  # p = 0: never, p = 1: always
    plgpu.store(y_ref.at[pl.ds(start, BLOCK)], y, mask=mask)


# seed and offset are arrays, not static: a new seed does not compile the kernel again.
@functools.partial(jax.jit, static_argnames=("n",))
def _bernoulli(p, seed, offset, n):
    return pl.pallas_call(functools.partial(_bernoulli_kernel, n=n),
                          out_shape=jax.ShapeDtypeStruct((n,), p.dtype),
                          grid=(pl.cdiv(n, BLOCK),))(p, seed.reshape(1), offset.reshape(1))


def bernoulli_f32(p, y, n, seed, offset):
    if n == 0:
        return y
    return _bernoulli(p, seed, offset, n)
