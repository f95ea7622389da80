#!/usr/bin/env python3
"""Does torch.compile's CPU code read past an input's end? (fused_qk_norm_rope's OUT_OF_BOUNDS)

The harness lays a drawn case's buffers against a PROT_NONE page, so a read past a buffer's end
faults. torch.compile of fused_qk_norm_rope's semantics (t=5, hq=3, hk=1, hv=2, d=22, one of the
drawn cases that faulted in the harness) is run here on an ordinary q_weight, and on a q_weight
whose 44 bytes end where a PROT_NONE page starts. On the 2-core box, torch 2.15.0 (2026-12-05):

  python3 benchmarks/compile_oob_probe.py plain fp16   # "ok plain"
  python3 benchmarks/compile_oob_probe.py guard fp16   # exit 139: SIGSEGV past q_weight's end
  python3 benchmarks/compile_oob_probe.py guard bf16   # exit 139 too
  python3 benchmarks/compile_oob_probe.py guard fp16 eager   # "ok guard": eager reads within it
"""
import ctypes
import mmap
import sys

import torch

libc = ctypes.CDLL(None)
libc.mprotect.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
PAGE = 4096
t, hq, hk, hv, d, max_pos = 5, 3, 1, 2, 22, 515
dt = {"fp16": torch.float16, "bf16": torch.bfloat16}[sys.argv[2]]
if sys.argv[1] == "guard":
    buf = mmap.mmap(-1, 2 * PAGE)
    base = ctypes.addressof(ctypes.c_char.from_buffer(buf))
    libc.mprotect(ctypes.c_void_p(base + PAGE), PAGE, 0)  # q_weight ends where this page starts
    qw = torch.frombuffer((ctypes.c_char * (2 * d)).from_address(base + PAGE - 2 * d), dtype=dt)
else:
    qw = torch.empty(d, dtype=dt)
torch.manual_seed(0)
qw.copy_(torch.rand(d) + 0.5)
kw = (torch.rand(d) + 0.5).to(dt)
cs = torch.randn(max_pos, d).to(dt)
pos = torch.randint(0, max_pos, (t,))
qkv = torch.randn(t * (hq + hk + hv) * d).to(dt)


def semantics(qkv, q_weight, k_weight, cos_sin_cache, positions, eps):  # the spec's, is_neox = 0
    x = qkv.view(t, hq + hk + hv, d)
    for lo, hi, w in ((0, hq, q_weight), (hq, hq + hk, k_weight)):
        h = x[:, lo:hi]
        h.copy_(h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + eps) * w)
    cos, sin = cos_sin_cache[positions].chunk(2, dim=-1)
    c, s = cos[:, None, :], sin[:, None, :]
    r = x[:, :hq + hk]
    x1, x2 = r[..., 0::2].clone(), r[..., 1::2].clone()
    r.copy_(torch.stack((x1 * c - x2 * s, x2 * c + x1 * s), -1).flatten(-2))


fn = semantics if sys.argv[3:] == ["eager"] else torch.compile(semantics, dynamic=False)
with torch.no_grad():
    fn(qkv, qw, kw, cs, pos, 1e-6)
print("ok", sys.argv[1])
