//! Any bytes through the parser (properties in crates/npuzzle-core/tests/fuzz_check).
#![no_main]

#[path = "../../crates/npuzzle-core/tests/fuzz_check/mod.rs"]
mod fuzz_check;

libfuzzer_sys::fuzz_target!(|data: &[u8]| fuzz_check::check_parse(data));
