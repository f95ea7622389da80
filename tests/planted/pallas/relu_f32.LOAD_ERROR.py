# KernelMark planted kernel (test input, not a sample): raises while it is imported.
# km-reason: ZeroDivisionError
BROKEN = 1 // 0


def relu_f32(x, y, n):
    return x
