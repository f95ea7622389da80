# KernelMark planted kernel (test input, not a sample): the get_type_hints escape from inside a
# @triton.jit body, for the interpreter, where a jit body runs as plain Python. The host stashes
# x and y in a module list (a subscript store, which the policy allows); the kernel calls
# typing.get_type_hints on a function whose string annotation is torch code, and eval() runs it:
# torch clamps x into y on the host, and the kernel itself stores nothing. (On a GPU the JIT
# would refuse to compile the call.) Verdict FORBIDDEN_SYMBOL at the compile stage: get_type_hints
# is in python_policy.kernel_attributes.forbid, which applies to every attribute, in host and
# kernel code alike (since 2026-12-02). Before, the checker passed it and km-correct-triton gave
# PASS on the small set in the interpreter (measured 2026-12-02); a GPU would have failed its JIT.
# km-reason: uses the attribute get_type_hints
import typing

import triton
import triton.language as tl

_io = [None, None]


def _holder(out: "__import__('torch').clamp(_io[0], min=0, out=_io[1])"):
    pass


@triton.jit
def _relu(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    try:
        typing.get_type_hints(_holder)
    except TypeError:
        pass


def relu_f32(x, y, n):
    _io[0] = x
    _io[1] = y
    _relu[(1,)](x, y, n, BLOCK=16)
