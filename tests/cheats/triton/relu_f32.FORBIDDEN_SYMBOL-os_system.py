# KernelMark planted kernel (test input, not a sample): os.system through an import the policy does not allow.
# km-reason: imports os
import os


def relu_f32(x, y, n):
    os.system("true")
