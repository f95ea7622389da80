# KernelMark planted kernel (test input, not a sample): os.system through an import the policy
# does not allow (the audit hook's os.system event would refuse it at run time too).
# km-reason: imports os
import os


def relu_f32(x, y, n):
    os.system("true")
    return y
