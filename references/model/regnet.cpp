// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "mixednet.hpp"

// KernelBench level 3 #27 (RegNet) at width c (the source's 64): three stages of two conv3x3 + bn
// + relu and a max pool; BatchNorm in training mode, the weights packed in layer order
// (mixednet.hpp); in double with each output's term size.
KM_REFERENCE(regnet) { km::model::regnet(ctx); }
