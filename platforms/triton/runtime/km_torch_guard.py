# SPDX-License-Identifier: Apache-2.0
"""The run-time half of the triton policy on torch: a TorchFunctionMode around each call of a
candidate's entry that refuses every torch operation the candidate's own host code performs,
except allocation, shapes, strides, dtypes and views (python_policy.host_attributes.allow).

The syntax check refuses attributes (torch.matmul, x.sum(), x.copy_()), but it cannot tell a
tensor from an int, so operators passed it: `C[:] = A @ B` was PASS, torch computing the product
(tests/cheats/triton/matmul_f32.FORBIDDEN_SYMBOL-host_operator.py). A probe on the H200
(2026-12-02) saw which torch functions reach the mode during honest calls: from triton's launcher
only data_ptr, size, stride, storage_offset, untyped_storage, new_empty and property reads;
from the candidate only what the candidate wrote. So an operation is refused only where the first
frame outside torch is the candidate's file; triton's own calls (its launcher, its interpreter)
pass. Names on the allow list skip the frame walk, so an honest launch pays one Python call per
torch function: on the 2-core box 4.2 us a call (a mode that only forwards: 3.5 us; no mode:
0.2 us), so the entry's host time grows by some tens of us. The queued timer hides host time
behind its spin (km_py_host.py); the H200 measured entry host times of 125-230 us with the guard
(benchmarks/results/h200/2026-12-02-session7).
"""
import sys

# Reads and views that reach the mode under another name than the attribute the source shows:
# property reads (x.shape, x.dtype) arrive as __get__, len(x) as __len__, int(t) as __int__.
_READS = ("__get__", "__len__", "__int__", "__index__", "__float__", "__bool__", "__format__",
          "__repr__", "data_ptr", "storage_offset", "untyped_storage", "new_empty", "item",
          "is_contiguous", "element_size", "numel", "dim", "size", "stride")


def _has_tensor(torch, index):
    items = index if isinstance(index, (tuple, list)) else (index,)
    return any(isinstance(i, torch.Tensor) or isinstance(i, (tuple, list)) for i in items)


def make_guard(torch, host, candidate_file, allow):
    """A fresh mode object for `with`; `host.forbidden` gets the first refusal's description,
    which the worker turns into FORBIDDEN_SYMBOL (as the audit hook's refusals)."""
    from torch.overrides import TorchFunctionMode
    allowed = frozenset(allow) | frozenset(_READS)
    torch_dir = torch.__file__.rsplit("/", 1)[0]
    here = __file__

    def from_candidate():
        f = sys._getframe(2)
        while f is not None and f.f_code.co_filename.startswith((torch_dir, here)):
            f = f.f_back
        return f is not None and f.f_code.co_filename == candidate_file

    class Guard(TorchFunctionMode):
        def __torch_function__(self, func, types, args=(), kwargs=None):
            name = getattr(func, "__name__", "")
            if name not in allowed and not (
                    name == "__getitem__" and len(args) > 1 and not _has_tensor(torch, args[1])) \
                    and from_candidate():
                what = "torch %s called by the candidate's host code" % name
                if not host.forbidden:
                    host.forbidden = "%s at run time (python_policy.host_attributes: host code " \
                                     "may only allocate, read shapes and launch kernels)" % what
                raise PermissionError("kernelmark: %s is forbidden on platform triton" % what)
            return func(*args, **(kwargs or {}))

    return Guard()
