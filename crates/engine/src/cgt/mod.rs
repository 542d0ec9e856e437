//! Short partizan games as canonical forms: construction, sums, comparison, numbers, stops,
//! temperature and thermographs.
