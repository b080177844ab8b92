//! Queries over orthodox chess positions, after the CQLi examples: who
//! attacks a square (directly, through batteries, despite pins), pins,
//! checks, insufficient mating material, GBR codes, a static evaluation,
//! repetition identity, and the named mating patterns.
