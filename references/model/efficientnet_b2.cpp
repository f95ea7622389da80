// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "mixednet.hpp"

// KernelBench level 3 #24 (EfficientNetB2) at base width c (the source's channel counts / 8),
// BatchNorm in training mode, ReLU and the squeeze-and-excitation layers in sequence inside the
// blocks, the weights packed in layer order (mixednet.hpp); in double, the values only (the spec
// judges them relative to the outputs' rms). Blocks in units of c: (in, out, kernel, stride,
// expand ratio, expand conv, residual).
KM_REFERENCE(efficientnet_b2) {
  km::model::efficientnet(ctx, {{4, 12, 3, 1, 3, true, false}, {12, 18, 3, 2, 6, true, false}, {18, 24, 3, 2, 6, true, false}, {24, 36, 3, 2, 6, true, false}, {36, 48, 3, 1, 6, true, false}},
                          176, true);
}
