# KernelMark planted kernel (test input, not a sample): starts a process.
# km-reason: subprocess
import subprocess


def relu_f32(x, y, n):
    subprocess.run(["true"])
    return y
