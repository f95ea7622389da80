# KernelMark planted kernel (test input, not a sample): a tensor method that computes on the host (clamp_), no Triton work.
# km-reason: .clamp
def relu_f32(x, y, n):
    y[:] = x.clamp(min=0)
