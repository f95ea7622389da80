// SPDX-License-Identifier: Apache-2.0
#include "blas_dot_complex.hpp"

// r = sum x_i y_i, unconjugated (cublas<t>dotu).
KM_REFERENCE(blas_dotu_complex) { km::cblas::dot(ctx, false); }
