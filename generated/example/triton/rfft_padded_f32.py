# KernelMark sample kernel, written by the KernelMark authors from the op's semantics
# (X = torch.fft.rfft(x, n=2 * L) / (2 * L); re = X.real; im = X.imag); not model output.
import torch
import triton
import triton.language as tl

# Bluestein's algorithm: N = 2L is any even size (2 * 10007 in the held-out set), so the DFT
# becomes a circular convolution of size M = next_power_of_2(2L), done with radix-2 FFTs:
#   X[k] = c[k] * sum_t (x[t] c[t]) * conj(c[k - t]),  c[m] = exp(-i pi m^2 / N),
# since 2kt = k^2 + t^2 - (k - t)^2. Every angle pi * (m^2 mod 2N) / N (and 2 pi j / M) is reduced
# exactly in integers before it becomes a float; all arithmetic is fp32. The forward FFTs run
# decimation in frequency (natural order in, bit-reversed out), the product is taken in that
# order, and the inverse runs decimation in time (bit-reversed in, natural out): no permutation.
# Its rounding error is relative to the whole row, so a short row (L <= DIRECT_L), where one bin's
# terms can be far smaller than the row, takes a direct sum instead, whose error follows each
# bin's own terms (the tolerance's).
BLOCK = 16384
DIRECT_L = 128
# A constexpr global: a GPU compile refuses a plain float global (the interpreter accepts it; H200,
# Triton 3.6, session 8).
PI = tl.constexpr(3.141592653589793)


@triton.jit
def _direct(x_ptr, re_ptr, im_ptr, rows, L, R: tl.constexpr, BF: tl.constexpr, BT: tl.constexpr):
    # X[f] = sum_t x[t] exp(-i pi f t / L) / 2L: BF bins of R rows per program, the twiddle tile
    # shared by the rows (fp32 IEEE dots).
    r = tl.program_id(0).to(tl.int64) * R + tl.arange(0, R)
    f = tl.program_id(1).to(tl.int64) * BF + tl.arange(0, BF)
    rmask = r < rows
    re = tl.zeros([BF, R], tl.float32)
    im = tl.zeros([BF, R], tl.float32)
    for start in range(0, L, BT):
        t = start + tl.arange(0, BT)
        x = tl.load(x_ptr + r[:, None] * L + t[None, :], mask=rmask[:, None] & (t[None, :] < L),
                    other=0.0)
        ang = ((f[:, None] * t[None, :]) % (2 * L)).to(tl.float32) * (PI / L)
        xt = tl.trans(x)
        re = tl.dot(tl.cos(ang), xt, re, input_precision="ieee")
        im = tl.dot(tl.sin(ang), xt, im, input_precision="ieee")
    out = r[None, :] * (L + 1) + f[:, None]
    mask = rmask[None, :] & (f[:, None] < L + 1)
    inv = 1.0 / (2 * L).to(tl.float32)
    tl.store(re_ptr + out, re * inv, mask=mask)
    tl.store(im_ptr + out, -im * inv, mask=mask)


# Sizes are not specialised on: Triton compiles a kernel again for every integer argument equal
# to 1 or of another divisibility by 16, so the stage loop's `half` alone gave about a dozen
# compilations of _butterfly; on the H200 the first Bluestein case (L = 1000) ran past the 30 s
# reply limit compiling them (session 8).
@triton.jit(do_not_specialize=["total", "L", "M"])
def _prep(x_ptr, ar_ptr, ai_ptr, br_ptr, bi_ptr, total, L, M, BLOCK: tl.constexpr):
    # a[r, n] = x[r, n] c[n] (n < L, else 0) for every row; row 0 also writes the chirp filter
    # b[m] = conj(c[m]) at m and M - m (|m| <= L), zeros between.
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < total
    r = offs // M
    n = offs - r * M
    N2 = 4 * L  # 2N: c[m] = exp(-i pi (m^2 mod 2N) / N)
    ang = ((n * n) % N2).to(tl.float32) * (PI / (2 * L))
    x = tl.load(x_ptr + r * L + n, mask=mask & (n < L), other=0.0)
    tl.store(ar_ptr + offs, x * tl.cos(ang), mask=mask)
    tl.store(ai_ptr + offs, -x * tl.sin(ang), mask=mask)
    m = tl.where(n <= L, n, M - n)
    inside = (n <= L) | (n >= M - (L - 1))
    bang = ((m * m) % N2).to(tl.float32) * (PI / (2 * L))
    bmask = mask & (r == 0)
    tl.store(br_ptr + n, tl.where(inside, tl.cos(bang), 0.0), mask=bmask)
    tl.store(bi_ptr + n, tl.where(inside, tl.sin(bang), 0.0), mask=bmask)


@triton.jit(do_not_specialize=["total", "M", "half", "sign"])
def _butterfly(re_ptr, im_ptr, total, M, half, sign, INVERSE: tl.constexpr, BLOCK: tl.constexpr):
    # One radix-2 stage over every row: butterfly j of a row pairs i0 and i1 = i0 + half, its
    # twiddle exp(sign 2 pi i (pos * M / (2 half)) / M).
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < total
    hm = M // 2
    r = offs // hm
    j = offs - r * hm
    pos = j % half
    i0 = r * M + (j // half) * (2 * half) + pos
    i1 = i0 + half
    ang = (pos * (M // (2 * half))).to(tl.float32) * (2 * PI / M)
    wr = tl.cos(ang)
    wi = sign * tl.sin(ang)
    ur = tl.load(re_ptr + i0, mask=mask, other=0.0)
    ui = tl.load(im_ptr + i0, mask=mask, other=0.0)
    vr = tl.load(re_ptr + i1, mask=mask, other=0.0)
    vi = tl.load(im_ptr + i1, mask=mask, other=0.0)
    if INVERSE:  # decimation in time: t = v w; (u + t, u - t)
        tr = vr * wr - vi * wi
        ti = vr * wi + vi * wr
        tl.store(re_ptr + i0, ur + tr, mask=mask)
        tl.store(im_ptr + i0, ui + ti, mask=mask)
        tl.store(re_ptr + i1, ur - tr, mask=mask)
        tl.store(im_ptr + i1, ui - ti, mask=mask)
    else:  # decimation in frequency: (u + v, (u - v) w)
        dr = ur - vr
        di = ui - vi
        tl.store(re_ptr + i0, ur + vr, mask=mask)
        tl.store(im_ptr + i0, ui + vi, mask=mask)
        tl.store(re_ptr + i1, dr * wr - di * wi, mask=mask)
        tl.store(im_ptr + i1, dr * wi + di * wr, mask=mask)


@triton.jit(do_not_specialize=["total", "M"])
def _multiply(ar_ptr, ai_ptr, br_ptr, bi_ptr, total, M, BLOCK: tl.constexpr):
    # The spectra's product (both in bit-reversed order), the filter's row shared by all rows.
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < total
    n = offs % M
    ar = tl.load(ar_ptr + offs, mask=mask, other=0.0)
    ai = tl.load(ai_ptr + offs, mask=mask, other=0.0)
    br = tl.load(br_ptr + n, mask=mask, other=0.0)
    bi = tl.load(bi_ptr + n, mask=mask, other=0.0)
    tl.store(ar_ptr + offs, ar * br - ai * bi, mask=mask)
    tl.store(ai_ptr + offs, ar * bi + ai * br, mask=mask)


@triton.jit(do_not_specialize=["total", "L", "M"])
def _finish(ar_ptr, ai_ptr, re_ptr, im_ptr, total, L, M, BLOCK: tl.constexpr):
    # X[k] = c[k] conv[k] / M (the inverse FFT's scale), then / 2L, for the L + 1 bins.
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < total
    r = offs // (L + 1)
    k = offs - r * (L + 1)
    yr = tl.load(ar_ptr + r * M + k, mask=mask, other=0.0)
    yi = tl.load(ai_ptr + r * M + k, mask=mask, other=0.0)
    ang = ((k * k) % (4 * L)).to(tl.float32) * (PI / (2 * L))
    cr = tl.cos(ang)
    ci = -tl.sin(ang)
    scale = 1.0 / (M.to(tl.float32) * (2 * L).to(tl.float32))
    tl.store(re_ptr + offs, (yr * cr - yi * ci) * scale, mask=mask)
    # A real row's bins 0 and L are real (every term's sine is 0): exactly, not to rounding.
    im = tl.where((k == 0) | (k == L), 0.0, (yr * ci + yi * cr) * scale)
    tl.store(im_ptr + offs, im, mask=mask)


def _fft(re, im, rows, M, inverse):
    total = rows * (M // 2)
    grid = (triton.cdiv(total, BLOCK),)
    half = 1 if inverse else M // 2
    while 1 <= half < M:
        _butterfly[grid](re, im, total, M, half, 1.0 if inverse else -1.0, INVERSE=inverse,
                         BLOCK=BLOCK, num_warps=8)
        half = half * 2 if inverse else half // 2


def rfft_padded_f32(x, re, im, b, c, L):
    rows = b * c
    if rows == 0:
        return
    if L <= DIRECT_L:
        _direct[(triton.cdiv(rows, 16), triton.cdiv(L + 1, 64))](x, re, im, rows, L, R=16, BF=64,
                                                                 BT=64, num_warps=4)
        return
    M = triton.next_power_of_2(2 * L)
    ar = torch.empty(rows * M, device=x.device, dtype=torch.float32)
    ai = torch.empty(rows * M, device=x.device, dtype=torch.float32)
    br = torch.empty(M, device=x.device, dtype=torch.float32)
    bi = torch.empty(M, device=x.device, dtype=torch.float32)
    total = rows * M
    _prep[(triton.cdiv(total, BLOCK),)](x, ar, ai, br, bi, total, L, M, BLOCK=BLOCK, num_warps=8)
    _fft(ar, ai, rows, M, False)
    _fft(br, bi, 1, M, False)
    _multiply[(triton.cdiv(total, BLOCK),)](ar, ai, br, bi, total, M, BLOCK=BLOCK, num_warps=8)
    _fft(ar, ai, rows, M, True)
    out = rows * (L + 1)
    _finish[(triton.cdiv(out, BLOCK),)](ar, ai, re, im, out, L, M, BLOCK=BLOCK, num_warps=8)
