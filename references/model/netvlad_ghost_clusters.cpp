// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include "model.hpp"

// KernelBench level 3 #46 (NetVladWithGhostClusters), BatchNorm1d in training mode (batch
// statistics over the b * n rows): in double through the shared routines (model.hpp), with each
// output's term size.
KM_REFERENCE(netvlad_ghost_clusters) {
  km::model::netvlad(ctx, ctx.size("g"));
}
