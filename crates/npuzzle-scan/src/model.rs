//! The digit classifier: a small perceptron (24×24 inputs, one hidden layer, a class per tile
//! number 1–35), its weights shipped in the crate as 8-bit integers with a scale per neuron.
//! Trained by `scripts/train-scan.sh` (crate `train` module) on synthetic photos only.

use crate::glyph::INPUTS;
use std::sync::OnceLock;

/// Tile numbers the classifier knows: 1 to 35 (a 6×6 board's).
pub const CLASSES: usize = 35;

const MAGIC: &[u8; 8] = b"NPZSCAN1";

/// The shipped weights.
static SHIPPED: &[u8] = include_bytes!("../weights/digits.bin");

/// A perceptron with one hidden layer of ReLUs and a softmax over [`CLASSES`].
#[derive(Clone)]
pub struct Model {
    /// Hidden neurons.
    pub hidden: usize,
    /// Hidden weights, row per neuron (`hidden` × [`INPUTS`]).
    pub w1: Vec<f32>,
    /// Hidden biases.
    pub b1: Vec<f32>,
    /// Output weights, row per class ([`CLASSES`] × `hidden`).
    pub w2: Vec<f32>,
    /// Output biases.
    pub b2: Vec<f32>,
}

impl Model {
    /// The weights shipped in the crate; `None` if the file is not a model of this build.
    pub fn shipped() -> Option<&'static Model> {
        static MODEL: OnceLock<Option<Model>> = OnceLock::new();
        MODEL.get_or_init(|| Model::from_bytes(SHIPPED)).as_ref()
    }

    /// A model of `hidden` neurons with all weights zero.
    pub fn zero(hidden: usize) -> Model {
        Model {
            hidden,
            w1: vec![0.0; hidden * INPUTS],
            b1: vec![0.0; hidden],
            w2: vec![0.0; CLASSES * hidden],
            b2: vec![0.0; CLASSES],
        }
    }

    /// The hidden layer's outputs for `x`.
    pub fn hidden_of(&self, x: &[f32]) -> Vec<f32> {
        (0..self.hidden)
            .map(|j| {
                let row = &self.w1[j * INPUTS..(j + 1) * INPUTS];
                (dot(row, x) + self.b1[j]).max(0.0)
            })
            .collect()
    }

    /// The class probabilities given the hidden layer's outputs.
    pub fn output_of(&self, hidden: &[f32]) -> [f32; CLASSES] {
        let mut z = [0f32; CLASSES];
        for (k, z) in z.iter_mut().enumerate() {
            *z = dot(&self.w2[k * self.hidden..(k + 1) * self.hidden], hidden) + self.b2[k];
        }
        softmax(z)
    }

    /// The probability of each tile number 1–35 (index 0 is tile 1) for glyph `x`.
    pub fn probabilities(&self, x: &[f32]) -> [f32; CLASSES] {
        self.output_of(&self.hidden_of(x))
    }

    /// The model as shipped: each neuron's weights as `i8` times a scale.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        for n in [INPUTS, self.hidden, CLASSES] {
            out.extend_from_slice(&(n as u16).to_le_bytes());
        }
        for (w, b, width) in [
            (&self.w1, &self.b1, INPUTS),
            (&self.w2, &self.b2, self.hidden),
        ] {
            for (row, bias) in w.chunks(width).zip(b) {
                let top = row.iter().fold(0f32, |m, v| m.max(v.abs())).max(1e-9);
                let scale = top / 127.0;
                out.extend_from_slice(&scale.to_le_bytes());
                out.extend_from_slice(&bias.to_le_bytes());
                out.extend(
                    row.iter()
                        .map(|v| (v / scale).round().clamp(-127.0, 127.0) as i8 as u8),
                );
            }
        }
        out
    }

    /// Reads [`Model::to_bytes`]'s form; `None` for anything else.
    pub fn from_bytes(bytes: &[u8]) -> Option<Model> {
        let rest = bytes.strip_prefix(MAGIC)?;
        let n = |i: usize| -> Option<usize> {
            Some(u16::from_le_bytes(rest.get(2 * i..2 * i + 2)?.try_into().ok()?) as usize)
        };
        if n(0)? != INPUTS || n(2)? != CLASSES {
            return None;
        }
        let mut model = Model::zero(n(1)?);
        let mut at = 6;
        let hidden = model.hidden;
        for (w, b, width) in [
            (&mut model.w1, &mut model.b1, INPUTS),
            (&mut model.w2, &mut model.b2, hidden),
        ] {
            for (row, bias) in w.chunks_mut(width).zip(b.iter_mut()) {
                let scale = f32::from_le_bytes(rest.get(at..at + 4)?.try_into().ok()?);
                *bias = f32::from_le_bytes(rest.get(at + 4..at + 8)?.try_into().ok()?);
                let q = rest.get(at + 8..at + 8 + width)?;
                for (v, &q) in row.iter_mut().zip(q) {
                    *v = f32::from(q as i8) * scale;
                }
                at += 8 + width;
            }
        }
        (at == rest.len()).then_some(model)
    }
}

/// Summed in eight lanes, which the compiler keeps in vector registers: a single running sum
/// waits on each addition in turn, and the hidden layer's 128 × 576 products were a fifth of a
/// board's reading.
fn dot(a: &[f32], b: &[f32]) -> f32 {
    const LANES: usize = 8;
    let mut sums = [0f32; LANES];
    let (a8, b8) = (a.chunks_exact(LANES), b.chunks_exact(LANES));
    let rest: f32 = a8
        .remainder()
        .iter()
        .zip(b8.remainder())
        .map(|(x, y)| x * y)
        .sum();
    for (x, y) in a8.zip(b8) {
        for k in 0..LANES {
            sums[k] += x[k] * y[k];
        }
    }
    sums.iter().sum::<f32>() + rest
}

fn softmax(mut z: [f32; CLASSES]) -> [f32; CLASSES] {
    let top = z.iter().copied().fold(f32::MIN, f32::max);
    let mut sum = 0.0;
    for v in z.iter_mut() {
        *v = (*v - top).exp();
        sum += *v;
    }
    z.map(|v| v / sum)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_form_reads_back_within_its_rounding() {
        let mut m = Model::zero(3);
        for (i, v) in m.w1.iter_mut().enumerate() {
            *v = ((i * 37 % 101) as f32 - 50.0) / 100.0;
        }
        m.b2[4] = 0.25;
        let back = Model::from_bytes(&m.to_bytes()).expect("reads back");
        assert_eq!(back.hidden, 3);
        assert_eq!(back.b2[4], 0.25);
        for (a, b) in m.w1.iter().zip(&back.w1) {
            assert!((a - b).abs() <= 0.5 / 127.0 + 1e-6, "{a} vs {b}");
        }
        assert!(Model::from_bytes(b"NPZSCAN1").is_none());
        assert!(Model::from_bytes(&m.to_bytes()[..100]).is_none());
    }
}
