//! Pattern databases as bytes, so they can be built once (by `npuzzle tables`, at build time) and
//! shipped with the web app instead of being built in every browser.
//!
//! Format (then zlib-compressed, whose Adler-32 checksum is verified on reading, so a damaged file
//! is refused rather than trusted: a wrong entry could overestimate and lose optimality; browsers
//! inflate it natively as `deflate`): `NPDB` and a version byte; rows, columns, group count; per group its
//! size k, its k cells, then one nibble per placement, placements in increasing index order
//! (n!/(n−k)! of them: only real placements are stored, not the index's unused slots; the index
//! is the shape's, see [`super::pattern::radix`]).

use super::pattern::{PatternSet, PatternTable, TableKind, radix};
use crate::board::Shape;
use crate::error::Error;
use miniz_oxide::inflate::stream::{InflateState, inflate};
use miniz_oxide::{DataFormat, MZFlush, MZStatus};

/// Version 2: zlib framing with a checksum (version 1 was raw deflate).
const MAGIC: &[u8; 5] = b"NPDB\x02";

/// The most bytes a file of tables can have: the largest set (the 4×4's full tables, 20.2 MB
/// before compression) stored uncompressed, with room. A larger file is none of ours, and is
/// refused before it is read (`npuzzle --tables /dev/zero`).
pub const MAX_FILE_BYTES: u64 = 24 << 20;

pub(crate) fn encode(set: &PatternSet) -> Vec<u8> {
    encode_with(set, 9)
}

/// As [`encode`], compressed at zlib `level` (0 stores: fastest, for copies within a device).
pub(crate) fn encode_with(set: &PatternSet, level: u8) -> Vec<u8> {
    let (n, radix) = (set.shape.cells(), radix(set.shape));
    let mut out = MAGIC.to_vec();
    out.extend([
        set.shape.rows() as u8,
        set.shape.cols() as u8,
        set.kind.byte(),
        set.groups.len() as u8,
    ]);
    for g in &set.groups {
        out.push(g.cells.len() as u8);
        out.extend(&g.cells);
        let mut packed = Packer::default();
        placements(n, g.cells.len(), radix, &mut |index| {
            let i = index as usize;
            packed.push(g.nibbles[i / 2] >> (4 * (i % 2)) & 15);
        });
        out.extend(packed.bytes);
    }
    miniz_oxide::deflate::compress_to_vec_zlib(&out, level)
}

pub(crate) fn decode(deflated: &[u8]) -> Result<PatternSet, Error> {
    let mut r = Inflated::new(deflated);
    match read(&mut r) {
        Ok(set) => r.end().map(|()| set),
        // Damage found before the checksum is read may look like another version's file: the
        // checksum names it.
        Err(e) => Err(r.damaged_or(e)),
    }
}

/// The set a file holds, read up to its last table (not its checksum: see [`Inflated::end`]).
fn read(r: &mut Inflated) -> Result<PatternSet, Error> {
    let bad = |why: &str| Error::BadTables(why.to_string());
    if r.take(MAGIC.len())? != MAGIC {
        return Err(bad("written by another version of npuzzle"));
    }
    let head = r.take(4)?;
    let shape =
        Shape::new(usize::from(head[0]), usize::from(head[1])).map_err(|_| bad("bad size"))?;
    let (n, radix) = (shape.cells(), radix(shape));
    let kind = TableKind::from_byte(head[2]).ok_or(bad("unknown kind of tables"))?;
    let expected =
        PatternSet::groups_for(shape, kind).ok_or(bad("no tables of this kind for the size"))?;
    if usize::from(head[3]) != expected.len() {
        return Err(bad("group count differs from this version's"));
    }
    let mut groups = Vec::new();
    for want in expected {
        let k = usize::from(r.take(1)?[0]);
        let cells = r.take(k)?;
        if cells != want {
            return Err(bad("groups differ from this version's"));
        }
        let mut nibbles = vec![0u8; (radix as usize).pow(k as u32).div_ceil(2)];
        let (mut i, mut packed) = (0, 0);
        placements(n, k, radix, &mut |index| {
            if i % 2 == 0 {
                packed = r.next();
            }
            let v = packed >> (4 * (i % 2)) & 15;
            nibbles[index as usize / 2] |= v << (4 * (index as usize % 2));
            i += 1;
        });
        r.failed()?;
        groups.push(PatternTable { cells, nibbles });
    }
    Ok(PatternSet {
        shape,
        kind,
        groups,
    })
}

/// The inflated bytes of a file, read a chunk at a time: inflated whole, the 4×4's tables
/// (20 MB) would add to the peak memory of a page's worker, which wasm never gives back. Its
/// zlib checksum is verified at the stream's end ([`Inflated::end`]), before a set is returned.
struct Inflated<'a> {
    state: Box<InflateState>,
    input: &'a [u8],
    chunk: Vec<u8>,
    at: usize,
    len: usize,
    ended: bool,
    /// Why reading failed, once it has.
    failure: Option<Error>,
}

impl<'a> Inflated<'a> {
    fn new(input: &'a [u8]) -> Inflated<'a> {
        Inflated {
            state: InflateState::new_boxed(DataFormat::Zlib),
            input,
            chunk: vec![0; 1 << 16],
            at: 0,
            len: 0,
            ended: false,
            failure: None,
        }
    }

    fn damaged() -> Error {
        Error::BadTables("damaged (its checksum or compression does not hold)".to_string())
    }

    /// Inflates the next chunk: false once the stream has ended, its checksum verified.
    fn refill(&mut self) -> Result<bool, Error> {
        while !self.ended {
            let done = inflate(&mut self.state, self.input, &mut self.chunk, MZFlush::None);
            self.input = &self.input[done.bytes_consumed..];
            match done.status {
                Ok(MZStatus::StreamEnd) => self.ended = true,
                Ok(_) if done.bytes_written > 0 || done.bytes_consumed > 0 => {}
                _ => return Err(Self::damaged()),
            }
            (self.at, self.len) = (0, done.bytes_written);
            if self.len > 0 {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// The next byte, or 0 once reading has failed (see [`Inflated::failed`]): a table's entries
    /// are read one at a time inside [`placements`], which does not stop, and are not kept whole
    /// (2.9 MB more for a 6-tile table of the 4×4).
    #[inline]
    fn next(&mut self) -> u8 {
        if self.at == self.len {
            if self.failure.is_some() {
                return 0;
            }
            match self.refill() {
                Ok(true) => {}
                Ok(false) => {
                    self.failure = Some(Error::BadTables("truncated".to_string()));
                    return 0;
                }
                Err(e) => {
                    self.failure = Some(e);
                    return 0;
                }
            }
        }
        self.at += 1;
        self.chunk[self.at - 1]
    }

    /// Why the bytes read since the last call are not to be trusted, if they are not.
    fn failed(&mut self) -> Result<(), Error> {
        self.failure.take().map_or(Ok(()), Err)
    }

    /// The next `k` bytes.
    fn take(&mut self, k: usize) -> Result<Vec<u8>, Error> {
        let bytes = (0..k).map(|_| self.next()).collect();
        self.failed().map(|()| bytes)
    }

    /// Reads to the stream's end: an error if bytes are left (inflated, or after the stream) or
    /// the checksum does not hold.
    fn end(&mut self) -> Result<(), Error> {
        if self.at < self.len || self.refill()? || !self.input.is_empty() {
            return Err(Error::BadTables("trailing bytes".to_string()));
        }
        Ok(())
    }

    /// `error`, or "damaged" if the stream, read on to its end (at most 64 MB more), does not
    /// hold.
    fn damaged_or(&mut self, error: Error) -> Error {
        for _ in 0..1024 {
            match self.refill() {
                Ok(true) => {}
                Ok(false) => return error,
                Err(damaged) => return damaged,
            }
        }
        error
    }
}

/// Calls `f` with the index (Σ cellᵢ·radixⁱ) of every placement of k tiles on n cells, in
/// lexicographic order of (cellₖ₋₁, …, cell₀): increasing index, so writes stay local.
fn placements<F: FnMut(u32)>(n: usize, k: usize, radix: u32, f: &mut F) {
    // Generic rather than `dyn`: the call per placement (tens of millions) inlines.
    fn go<F: FnMut(u32)>(n: usize, radix: u32, slot: usize, used: u32, index: u32, f: &mut F) {
        // The free cells in increasing order, one bit each.
        let mut free = ((1u32 << n) - 1) & !used;
        while free != 0 {
            let c = free.trailing_zeros();
            free &= free - 1;
            let index = index + c * radix.pow(slot as u32);
            if slot == 0 {
                f(index)
            } else {
                go(n, radix, slot - 1, used | 1 << c, index, f)
            }
        }
    }
    if k > 0 {
        go(n, radix, k - 1, 0, 0, f);
    }
}

#[derive(Default)]
struct Packer {
    bytes: Vec<u8>,
    half: bool,
}

impl Packer {
    fn push(&mut self, v: u8) {
        if self.half {
            *self.bytes.last_mut().expect("a byte is open") |= v << 4;
        } else {
            self.bytes.push(v);
        }
        self.half = !self.half;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every set of tables, stored without compression (zlib's worst: 5 bytes a 64 KiB block,
    /// 6 of framing), fits within [`MAX_FILE_BYTES`].
    #[test]
    fn every_set_of_tables_fits_the_largest_file() {
        use crate::tables::pattern::placement_count;
        let mut most = 0;
        for (rows, cols) in (1..=21).flat_map(|r| (1..=21).map(move |c| (r, c))) {
            let Ok(shape) = Shape::new(rows, cols) else {
                continue;
            };
            for kind in [TableKind::Full, TableKind::Quick] {
                let Some(groups) = PatternSet::groups_for(shape, kind) else {
                    continue;
                };
                let n = shape.cells();
                let table = |k: usize| 1 + k as u64 + (placement_count(n, k) as u64).div_ceil(2);
                let raw =
                    MAGIC.len() as u64 + 4 + groups.iter().map(|g| table(g.len())).sum::<u64>();
                most = most.max(raw + 5 * raw.div_ceil(65_535) + 6);
            }
        }
        assert!(most > 20_000_000 && most <= MAX_FILE_BYTES, "{most}");
    }

    #[test]
    fn round_trip_and_rejects() {
        let shape = Shape::new(2, 4).unwrap();
        let set = PatternSet::build(shape, TableKind::Full, 1, &mut |_| {});
        let bytes = encode(&set);
        let back = decode(&bytes).unwrap();
        assert_eq!(back.groups.len(), set.groups.len());
        for (a, b) in set.groups.iter().zip(&back.groups) {
            assert_eq!((&a.cells, &a.nibbles), (&b.cells, &b.nibbles));
        }
        assert_eq!(
            decode(b"nonsense").err().map(|e| e.code()),
            Some("bad-tables")
        );
        // Why a file is refused: the message the user reads.
        let why = |file: &[u8]| match decode(file) {
            Err(Error::BadTables(why)) => why,
            other => panic!("refused as bad tables: {:?}", other.err()),
        };
        let inflated = miniz_oxide::inflate::decompress_to_vec_zlib(&bytes).unwrap();
        let deflate = |b: &[u8]| miniz_oxide::deflate::compress_to_vec_zlib(b, 1);
        assert_eq!(why(&deflate(&inflated[..inflated.len() - 1])), "truncated");
        assert_eq!(
            why(&deflate(&[&inflated[..], &[0]].concat())),
            "trailing bytes"
        );
        assert_eq!(why(&[&bytes[..], &[0]].concat()), "trailing bytes");
        let mut older = inflated.clone();
        older[4] = 1;
        assert_eq!(
            why(&deflate(&older)),
            "written by another version of npuzzle"
        );
        // The same change in a file longer than a chunk, its checksum wrong: damage, not
        // another version, though the checksum is read after the first chunk is refused.
        let mut forged = deflate(&[&older[..], &vec![0; 1 << 17]].concat());
        *forged.last_mut().unwrap() ^= 1;
        assert!(why(&forged).starts_with("damaged"), "{}", why(&forged));
        // Any one byte changed anywhere is caught, and called damage (by the checksum where
        // inflating still works), even where it first looks like another version's file.
        for at in (0..bytes.len()).step_by(bytes.len() / 97 + 1) {
            let mut flipped = bytes.clone();
            flipped[at] ^= 0x10;
            assert!(
                why(&flipped).starts_with("damaged"),
                "byte {at} of {}",
                bytes.len()
            );
        }
    }
}
