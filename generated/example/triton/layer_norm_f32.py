# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (y = torch.nn.functional.layer_norm(x, (d,), w, b, eps)); not model output.
import triton
import triton.language as tl


@triton.jit
def _layer_norm(x_ptr, w_ptr, b_ptr, y_ptr, rows, d, eps, R: tl.constexpr, BLOCK: tl.constexpr):
    # R rows per program (short rows share a tile), BLOCK columns per step.
    r = tl.program_id(0).to(tl.int64) * R + tl.arange(0, R)
    rmask = r < rows
    base = r[:, None] * d
    # Mean first, then the variance around it (two passes: no cancellation of E[x^2] - E[x]^2).
    acc = tl.zeros([R, BLOCK], tl.float32)
    for start in range(0, d, BLOCK):
        c = start + tl.arange(0, BLOCK)
        mask = rmask[:, None] & (c[None, :] < d)
        acc += tl.load(x_ptr + base + c[None, :], mask=mask, other=0.0)
    mean = tl.sum(acc, axis=1) / d
    acc = tl.zeros([R, BLOCK], tl.float32)
    for start in range(0, d, BLOCK):
        c = start + tl.arange(0, BLOCK)
        mask = rmask[:, None] & (c[None, :] < d)
        x = tl.load(x_ptr + base + c[None, :], mask=mask, other=0.0)
        dev = tl.where(mask, x - mean[:, None], 0.0)
        acc += dev * dev
    rstd = 1.0 / tl.sqrt(tl.sum(acc, axis=1) / d + eps)
    for start in range(0, d, BLOCK):
        c = start + tl.arange(0, BLOCK)
        cmask = c < d
        mask = rmask[:, None] & cmask[None, :]
        x = tl.load(x_ptr + base + c[None, :], mask=mask)
        w = tl.load(w_ptr + c, mask=cmask)
        b = tl.load(b_ptr + c, mask=cmask)
        y = (x - mean[:, None]) * rstd[:, None] * w[None, :] + b[None, :]
        tl.store(y_ptr + base + c[None, :], y, mask=mask)


def layer_norm_f32(x, w, b, y, rows, d, eps):
    if rows == 0 or d == 0:
        return
    BLOCK = min(8192, triton.next_power_of_2(d))
    R = min(max(1, 8192 // BLOCK), triton.next_power_of_2(rows))
    _layer_norm[(triton.cdiv(rows, R),)](x, w, b, y, rows, d, eps, R=R, BLOCK=BLOCK, num_warps=8)
