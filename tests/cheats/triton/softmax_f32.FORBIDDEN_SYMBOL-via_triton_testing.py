# KernelMark planted kernel (test input, not a sample): torch.softmax reached through triton's
# own submodule (triton.testing imports torch) from the host code.
# km-reason: testing
import triton


def softmax_f32(x, y, rows, cols):
    triton.testing.torch.softmax(x, dim=-1, out=y)
