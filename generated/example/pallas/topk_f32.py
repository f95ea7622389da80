# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (values, indices = torch.topk(x, k, dim=-1, largest, sorted=True)); not model output.
#
# No sort inside the kernel (Pallas's Triton lowering has none): the k places are taken one by
# one, each the largest element that ranks below the last one taken, in a total order: a key
# from the float's bits (monotone in the value, NaN above +inf; negated for the smallest), ties
# broken by the lower index. Each place scans the row in blocks, so rows of any length fit.
import functools

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import triton as plgpu

NONE = -(2 ** 31)  # below every key: a NaN is made positive first, so no key is -2^31


def _topk_kernel(x_ref, v_ref, i_ref, *, d, k, largest, block):
    row = pl.program_id(0).astype(jnp.int64)
    lane = jnp.arange(block, dtype=jnp.int32)

    def keys(c):
        cols = c * block + lane
        x = plgpu.load(x_ref.at[row * d + cols], mask=cols < d, other=0.0)
        x = jnp.where(jnp.isnan(x), jnp.float32(jnp.nan), x)  # one positive NaN
        b = jax.lax.bitcast_convert_type(x, jnp.int32)
        key = jnp.where(b < 0, b ^ jnp.int32(0x7FFFFFFF), b)  # monotone in x
        if not largest:
            key = ~key  # smallest first, NaN last
        return b, cols, jnp.where(cols < d, key, jnp.int32(NONE))

    def place(j, last):
        lk, li = last

        # The best element after (lk, li): a higher key ranks first, then a lower index.
        def scan(c, best):
            bk, bi, bv = best
            b, cols, key = keys(c)
            key = jnp.where((key < lk) | ((key == lk) & (cols > li)), key, jnp.int32(NONE))
            ck = jnp.max(key)
            ci = jnp.min(jnp.where(key == ck, cols, jnp.int32(d)))
            # The element's bits (a max over floats dropped NaN in the interpreter).
            cv = jnp.max(jnp.where(cols == ci, b, jnp.int32(NONE)))
            better = ck > bk  # blocks come in index order: an equal key later is not better
            return jnp.where(better, ck, bk), jnp.where(better, ci, bi), jnp.where(better, cv, bv)

        bk, bi, bv = jax.lax.fori_loop(0, pl.cdiv(d, block), scan,
                                       (jnp.int32(NONE), jnp.int32(d), jnp.int32(0)))
        bv = jax.lax.bitcast_convert_type(bv, jnp.float32)
        plgpu.store(v_ref.at[pl.ds(row * k + j, 1)], bv.reshape(1))
        plgpu.store(i_ref.at[pl.ds(row * k + j, 1)], bi.astype(jnp.int64).reshape(1))
        return bk, bi

    # Start above every key: (2^31 - 1, -1) ranks before anything (keys are at most 2^31 - 1,
    # a NaN's 0x7FC00000 for the largest).
    jax.lax.fori_loop(0, k, place, (jnp.int32(2 ** 31 - 1), jnp.int32(-1)))


@functools.partial(jax.jit, static_argnames=("rows", "d", "k", "largest"))
def _topk(x, rows, d, k, largest):
    block = min(4096, pl.next_power_of_2(d))
    v, i = pl.pallas_call(functools.partial(_topk_kernel, d=d, k=k, largest=largest, block=block),
                          out_shape=(jax.ShapeDtypeStruct((rows * k,), x.dtype),
                                     jax.ShapeDtypeStruct((rows * k,), jnp.int64)),
                          grid=(rows,))(x.reshape(rows * d))
    return v.reshape(rows, k), i.reshape(rows, k)


def topk_f32(x, values, indices, rows, d, k, largest):
    if rows == 0 or k == 0:
        return values, indices
    return _topk(x, rows, d, k, bool(largest))
