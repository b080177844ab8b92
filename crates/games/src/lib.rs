//! Game collections for nightrider: games read from PGN and positions read
//! from FEN/EPD lists, replayed with nightrider's move generator, and the
//! statistics and searches of the CQLi examples over them.
