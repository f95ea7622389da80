# KernelMark planted kernel (test input, not a sample): the entry's arguments in another order.
def relu_f32(y, x, n):
    return x
