# KernelMark planted kernel (test input, not a sample): reaches torch.relu by a name built at run time.
# km-reason: getattr
import torch


def relu_f32(x, y, n):
    fn = getattr(torch, "re" + "lu")
    y.copy_(fn(x))
