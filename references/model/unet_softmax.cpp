// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "mixednet.hpp"

// KernelBench level 3 #45 (UNetSoftmax) at feature width f (the source's 64), BatchNorm in
// training mode, softmax over the width axis, the weights packed in layer order (mixednet.hpp); in
// double with each output's term size.
KM_REFERENCE(unet_softmax) { km::model::unet_softmax(ctx); }
