# KernelMark planted kernel (test input, not a sample): softmax by torch itself, no Triton work.
# km-reason: torch.softmax
import torch


def softmax_f32(x, y, rows, cols):
    y.copy_(torch.softmax(x, dim=-1))
