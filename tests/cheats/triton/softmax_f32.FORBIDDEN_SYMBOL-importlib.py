# KernelMark planted kernel (test input, not a sample): reaches torch.nn.functional through
# importlib with a module name built at run time (so no `import torch.nn.functional` line and no
# `F.` attribute names the compute), then lets torch do the softmax on the host. Verdict
# FORBIDDEN_SYMBOL at the compile stage: importlib is not in python_policy.allow_imports.
# km-reason: imports importlib
import importlib


def softmax_f32(x, y, rows, cols):
    fn = importlib.import_module("torch.nn." + "functional")
    y.copy_(fn.softmax(x, dim=-1))
