// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "mixednet.hpp"

// KernelBench level 3 #16 (DenseNet201): dense blocks of {6, 12, 48, 32} layers at growth rate g, BatchNorm
// in training mode, the weights packed per role in layer order (mixednet.hpp); in double with each
// output's term size.
KM_REFERENCE(densenet201) { km::model::densenet(ctx, {6, 12, 48, 32}); }
