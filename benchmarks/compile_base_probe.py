#!/usr/bin/env python3
"""Does torch.compile touch an in-place input's base? (why the Python host's tensors own their bytes)

blas syrk's semantics writes C through torch.as_strided. Here C's bytes end at a PROT_NONE page, as
the harness lays out a drawn case, and C is either a view of a larger uint8 base that reaches into
that page (the host glue's tensors before 793ea71: a view of the buffer with its guard zones) or a
tensor over its own bytes. On the 2-core box, torch 2.15.0 on the CPU (2026-12-05):

  python3 benchmarks/compile_base_probe.py view    # exit 139: SIGSEGV, the base's page touched
  python3 benchmarks/compile_base_probe.py exact   # "ok exact"
"""
import ctypes
import mmap
import sys

import torch

libc = ctypes.CDLL(None)
libc.mprotect.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
PAGE = 4096
n, ldc, k = 3, 21, 5
nbytes = n * ldc * 16  # complex128
pages = (nbytes + PAGE - 1) // PAGE + 2
buf = mmap.mmap(-1, pages * PAGE)
base = ctypes.addressof(ctypes.c_char.from_buffer(buf))
start = base + (pages - 1) * PAGE - nbytes  # C ends where the protected page starts
whole = torch.frombuffer((ctypes.c_char * (nbytes + 2 * PAGE)).from_address(start - PAGE), dtype=torch.uint8)
libc.mprotect(ctypes.c_void_p(base + (pages - 1) * PAGE), PAGE, 0)
if sys.argv[1] == "exact":
    C = torch.frombuffer((ctypes.c_char * nbytes).from_address(start), dtype=torch.complex128)
else:
    C = whole[PAGE:PAGE + nbytes].view(torch.complex128)
A = torch.randn(n * k, dtype=torch.complex128)


def syrk(A, C):
    opA = torch.as_strided(A, (n, k), (1, n))
    Cv = torch.as_strided(C, (n, n), (1, ldc))
    R = 2 * (opA @ opA.T) + 0.5 * Cv
    keep = torch.ones(n, n, dtype=torch.bool).triu()
    Cv.copy_(torch.where(keep, R, Cv))


torch.compile(syrk)(A, C)
print("ok", sys.argv[1])
