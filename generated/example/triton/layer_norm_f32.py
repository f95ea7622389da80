# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (y = torch.nn.functional.layer_norm(x, (d,), w, b, eps)); not model output.
import triton
import triton.language as tl


@triton.jit
def _layer_norm(x_ptr, w_ptr, b_ptr, y_ptr, d, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    x_row = x_ptr + row * d
    y_row = y_ptr + row * d
    # Mean first, then the variance around it (two passes: no cancellation of E[x^2] - E[x]^2).
    acc = tl.zeros([BLOCK], tl.float32)
    for start in range(0, d, BLOCK):
        offs = start + tl.arange(0, BLOCK)
        acc += tl.load(x_row + offs, mask=offs < d, other=0.0)
    mean = tl.sum(acc, axis=0) / d
    acc = tl.zeros([BLOCK], tl.float32)
    for start in range(0, d, BLOCK):
        offs = start + tl.arange(0, BLOCK)
        mask = offs < d
        x = tl.load(x_row + offs, mask=mask, other=0.0)
        dev = tl.where(mask, x - mean, 0.0)
        acc += dev * dev
    rstd = 1.0 / tl.sqrt(tl.sum(acc, axis=0) / d + eps)
    for start in range(0, d, BLOCK):
        offs = start + tl.arange(0, BLOCK)
        mask = offs < d
        x = tl.load(x_row + offs, mask=mask)
        w = tl.load(w_ptr + offs, mask=mask)
        b = tl.load(b_ptr + offs, mask=mask)
        tl.store(y_row + offs, (x - mean) * rstd * w + b, mask=mask)


def layer_norm_f32(x, w, b, y, rows, d, eps):
    if rows == 0 or d == 0:
        return
    BLOCK = min(1024, triton.next_power_of_2(d))
    _layer_norm[(rows,)](x, w, b, y, d, eps, BLOCK=BLOCK)
