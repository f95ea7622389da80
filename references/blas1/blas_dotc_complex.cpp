// SPDX-License-Identifier: Apache-2.0
#include "blas_dot_complex.hpp"

// r = sum conj(x_i) y_i (cublas<t>dotc).
KM_REFERENCE(blas_dotc_complex) { km::cblas::dot(ctx, true); }
