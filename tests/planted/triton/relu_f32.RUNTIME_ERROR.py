# KernelMark planted kernel (test input, not a sample): the entry raises; the record quotes it.
# km-reason: (it raised ValueError: planted)
def relu_f32(x, y, n):
    raise ValueError("planted")
