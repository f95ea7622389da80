// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "mixednet.hpp"

// KernelBench level 3 #22 (EfficientNetB0) at base width c (the source's channel counts / 8),
// BatchNorm in training mode, the weights packed in layer order (mixednet.hpp); in double, the
// values only (the spec judges them relative to the outputs' rms). Blocks in units of c: (in,
// out, kernel, stride, expand ratio, expand conv, residual).
KM_REFERENCE(efficientnet_b0) {
  km::model::efficientnet(ctx, {{4, 2, 3, 1, 1, false, false}, {2, 3, 3, 2, 6, true, false}, {3, 3, 3, 1, 6, true, true}, {3, 5, 5, 2, 6, true, false}, {5, 5, 5, 1, 6, true, true}, {5, 10, 3, 2, 6, true, false}, {10, 10, 3, 1, 6, true, true}, {10, 14, 5, 1, 6, true, false}, {14, 14, 5, 1, 6, true, true}, {14, 24, 5, 2, 6, true, false}, {24, 24, 5, 1, 6, true, true}, {24, 24, 5, 1, 6, true, true}, {24, 40, 3, 1, 6, true, false}},
                          160);
}
