// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "mixednet.hpp"

// KernelBench level 3 #15 (DenseNet121): dense blocks of {6, 12, 24, 16} layers at growth rate g, BatchNorm
// in training mode, the weights packed per role in layer order (mixednet.hpp); in double with each
// output's term size.
KM_REFERENCE(densenet121) { km::model::densenet(ctx, {6, 12, 24, 16}); }
