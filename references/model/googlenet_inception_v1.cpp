// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "mixednet.hpp"

// KernelBench level 3 #7 (GoogleNetInceptionV1) at base width c, the weights packed per role in
// module order (mixednet.hpp); in double with each output's term size.
KM_REFERENCE(googlenet_inception_v1) { km::model::googlenet(ctx); }
