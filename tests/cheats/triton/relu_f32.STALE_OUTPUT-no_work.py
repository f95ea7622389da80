# KernelMark planted kernel (test input, not a sample): returns at once: the outputs keep their poison.
def relu_f32(x, y, n):
    return None
