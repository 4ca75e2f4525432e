//! The corpus's dice: xoshiro256++, so a seed gives the same photo everywhere.

use rand_core::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// A seeded source of the random choices a photo is made of.
pub struct Dice(Xoshiro256PlusPlus);

impl Dice {
    /// Dice for `seed`.
    pub fn new(seed: u64) -> Dice {
        Dice(Xoshiro256PlusPlus::seed_from_u64(seed))
    }

    /// A whole number in `lo..hi`.
    pub fn range(&mut self, lo: u32, hi: u32) -> u32 {
        lo + (self.0.next_u64() % u64::from(hi - lo)) as u32
    }

    /// A number in `lo..hi`.
    pub fn real(&mut self, lo: f32, hi: f32) -> f32 {
        let unit = (self.0.next_u64() >> 40) as f32 / (1u64 << 24) as f32;
        lo + unit * (hi - lo)
    }

    /// True with probability `p`.
    pub fn chance(&mut self, p: f32) -> bool {
        self.real(0.0, 1.0) < p
    }

    /// A seed for a library's own generator (the noise).
    pub fn seed(&mut self) -> u64 {
        self.0.next_u64()
    }
}
