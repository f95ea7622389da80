# KernelMark planted kernel (test input, not a sample): softmax by torch itself, no Pallas work
# (torch over the JAX array's buffer through DLPack).
# km-reason: imports torch
import torch


def softmax_f32(x, y, rows, cols):
    return torch.softmax(torch.from_dlpack(x), dim=-1)
