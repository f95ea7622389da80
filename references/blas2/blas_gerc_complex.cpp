// SPDX-License-Identifier: Apache-2.0
#include "blas_ger_complex.hpp"

// A += alpha x y^H (cublas<t>gerc).
KM_REFERENCE(blas_gerc_complex) { km::cblas::ger(ctx, true); }
