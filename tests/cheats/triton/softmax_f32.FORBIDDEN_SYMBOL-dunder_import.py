# KernelMark planted kernel (test input, not a sample): the builtin __import__ with a name built
# at run time, and the softmax done by torch on the host. Verdict FORBIDDEN_SYMBOL at the compile
# stage: __import__ is one of python_policy.forbidden_names (as are __builtins__, getattr, eval
# and exec, the other ways to reach it).
# km-reason: uses __import__
def softmax_f32(x, y, rows, cols):
    torch = __import__("to" + "rch")
    y.copy_(torch.softmax(x, dim=-1))
