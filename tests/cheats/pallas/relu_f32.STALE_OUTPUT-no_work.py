# KernelMark planted kernel (test input, not a sample): returns the output argument itself: the
# outputs keep their poison.
def relu_f32(x, y, n):
    return y
