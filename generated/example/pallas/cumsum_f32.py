# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (y = torch.cumsum(x, dim=-1)); not model output.
import functools

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import triton as plgpu


def _cumsum_kernel(x_ref, y_ref, *, rows, cols, r, block):
    # r rows per program, their columns in blocks of block, left to right: a scan inside the
    # block plus the running total of the blocks before it (carried in order, in fp32).
    rr = pl.program_id(0).astype(jnp.int64) * r + jnp.arange(r)
    rmask = rr < rows
    base = rr[:, None] * cols

    # The new carry is the scan's last valid column: a loop-carried `carry + jnp.sum(x)` crashed
    # the GPU lowering on the H200 (signal 11 for cols = 4099 and 65537; the same pattern in
    # Triton asserts in its OptimizeThreadLocality pass, benchmarks/results/h200/2026-12-02-session7).
    def body(t, carry):
        c = t * block + jnp.arange(block)
        mask = rmask[:, None] & (c < cols)[None, :]
        at = base + c[None, :]
        x = plgpu.load(x_ref.at[at], mask=mask, other=0.0)
        y = jnp.cumsum(x, axis=1) + carry[:, None]
        plgpu.store(y_ref.at[at], y, mask=mask)
        last = jnp.minimum(cols, (t + 1) * block) - 1
        return jnp.sum(jnp.where(c[None, :] == last, y, 0.0), axis=1)

    jax.lax.fori_loop(0, pl.cdiv(cols, block), body, jnp.zeros((r,), jnp.float32))


@functools.partial(jax.jit, static_argnames=("rows", "cols"))
def _cumsum(x, rows, cols):
    block = min(4096, pl.next_power_of_2(cols))
    r = min(max(1, 4096 // block), pl.next_power_of_2(rows))
    y = pl.pallas_call(functools.partial(_cumsum_kernel, rows=rows, cols=cols, r=r, block=block),
                       out_shape=jax.ShapeDtypeStruct((rows * cols,), x.dtype),
                       grid=(pl.cdiv(rows, r),))(x.reshape(rows * cols))
    return y.reshape(rows, cols)


def cumsum_f32(x, y, rows, cols):
    if rows == 0 or cols == 0:
        return y
    return _cumsum(x, rows, cols)
