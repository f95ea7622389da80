# KernelMark planted kernel (test input, not a sample): code hidden in a string annotation and
# run by typing.get_type_hints, which evaluates annotations with eval(): the string imports
# torch's softmax by a name the syntax check never sees and writes the result into y. Verdict
# FORBIDDEN_SYMBOL at the compile stage: get_type_hints, ForwardRef and their kin are in
# python_policy.forbidden_names, refused where used and where imported (even under an alias), and
# in kernel_attributes.forbid (typing.get_type_hints inside a jit body). Before that rule
# (2026-12-02) it was a PASS: the checker passed it, and km-correct-triton on the small and
# held-out sets passed it too (the eval runs in host code, so a GPU would pass it as well).
# km-reason: get_type_hints
from typing import get_type_hints as _hints


def _holder(out: "__import__('torch').softmax(x, dim=-1, out=y)"):
    pass


def softmax_f32(x, y, rows, cols):
    try:
        _hints(_holder, localns={"x": x, "y": y})
    except TypeError:  # the evaluated "annotation" is a tensor, not a type
        pass
