// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "mixednet.hpp"

// KernelBench level 3 #26 (ShuffleNet) at base width c (the source's channel counts / 4), groups 3,
// BatchNorm in training mode, the weights packed in layer order (mixednet.hpp); in double with each
// output's term size.
KM_REFERENCE(shufflenet) { km::model::shufflenet(ctx); }
