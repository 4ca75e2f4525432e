//! How a solver answered, beyond the algorithm asked for ([`Solution::method`]): a typed value,
//! so each interface words it itself ([`Display`](std::fmt::Display) gives the English of the
//! JSON's `method`; the words crate gives German and Spanish) and nothing parses it back.
//!
//! [`Solution::method`]: crate::Solution::method

use std::fmt;

/// The method. In serde it is one number ([`Method::code`]): it crosses from the solver worker
/// to the page in every answer, and a number costs the page's wasm the least code to read.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(into = "u64", try_from = "u64")]
pub enum Method {
    /// The algorithm asked for, as it is (nothing to add to its name).
    #[default]
    Search,
    /// An exact distance table for the goal, walked downhill (`auto`, at most 9 cells).
    ExactTable,
    /// IDA* with additive pattern databases (`auto`, at most 16 cells).
    PatternDatabases {
        /// The quick (5-5-5) set, answering before the full one arrives.
        quick: bool,
        /// Each partition also read reflected (square boards).
        reflected: bool,
    },
    /// IDA* with linear conflict (`auto` where no tables serve).
    LinearConflict,
    /// Weighted A* on the whole board (fast mode, close to the goal or with the 5×5's tables).
    Weighted {
        /// Its estimate: pattern databases (else linear conflict).
        patterns: bool,
        /// f = g + weight·h, in tenths (15: 1.5).
        weight_tenths: u32,
    },
    /// Fast mode: rows and columns one by one, then the last region optimally.
    Lines {
        /// Lines placed by search (small boards), not tile by tile.
        searched: bool,
        /// The last region's rows.
        rows: usize,
        /// The last region's columns.
        cols: usize,
        /// How the last region was solved.
        finish: Finish,
    },
}

/// How fast mode solved its last region optimally.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finish {
    /// The small (at most 3×3) region, by IDA* with linear conflict: nothing more to say.
    Plain,
    /// With pattern databases.
    PatternDatabases,
    /// By IDA* with linear conflict (a region of up to 12 cells).
    LinearConflict,
}

impl Method {
    /// The method as one number: the kind in the low byte, then its fields, a byte each
    /// (booleans and [`Finish`] as 0, 1, 2).
    pub fn code(self) -> u64 {
        let b = u64::from;
        match self {
            Method::Search => 0,
            Method::ExactTable => 1,
            Method::PatternDatabases { quick, reflected } => 2 | b(quick) << 8 | b(reflected) << 16,
            Method::LinearConflict => 3,
            Method::Weighted {
                patterns,
                weight_tenths,
            } => 4 | b(patterns) << 8 | u64::from(weight_tenths.min(255)) << 16,
            Method::Lines {
                searched,
                rows,
                cols,
                finish,
            } => {
                let finish = match finish {
                    Finish::Plain => 0,
                    Finish::PatternDatabases => 1,
                    Finish::LinearConflict => 2,
                };
                let side = |n: usize| n.min(255) as u64;
                5 | b(searched) << 8 | side(rows) << 16 | side(cols) << 24 | finish << 32
            }
        }
    }

    /// The method a [`code`](Method::code) stands for; `None` for a number that stands for none.
    pub fn from_code(code: u64) -> Option<Method> {
        let byte = |i: u32| (code >> (8 * i)) & 0xff;
        let flag = |i: u32| match byte(i) {
            0 => Some(false),
            1 => Some(true),
            _ => None,
        };
        Some(match byte(0) {
            0 => Method::Search,
            1 => Method::ExactTable,
            2 => Method::PatternDatabases {
                quick: flag(1)?,
                reflected: flag(2)?,
            },
            3 => Method::LinearConflict,
            4 => Method::Weighted {
                patterns: flag(1)?,
                weight_tenths: byte(2) as u32,
            },
            5 => Method::Lines {
                searched: flag(1)?,
                rows: byte(2) as usize,
                cols: byte(3) as usize,
                finish: match byte(4) {
                    0 => Finish::Plain,
                    1 => Finish::PatternDatabases,
                    2 => Finish::LinearConflict,
                    _ => return None,
                },
            },
            _ => return None,
        })
    }

    /// The weight in words, `1.5`, by integer arithmetic (no float printing in the page's wasm).
    pub fn weight(weight_tenths: u32) -> String {
        format!("{}.{}", weight_tenths / 10, weight_tenths % 10)
    }
}

impl fmt::Display for Method {
    /// In English, as the JSON's `method` says it (`""` for [`Method::Search`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Method::Search => Ok(()),
            Method::ExactTable => f.write_str("exact distance table"),
            Method::PatternDatabases { quick, reflected } => {
                f.write_str(if quick {
                    "IDA* with the quick (5-5-5) pattern databases"
                } else {
                    "IDA* with additive pattern databases"
                })?;
                f.write_str(if reflected { " and reflection" } else { "" })
            }
            Method::LinearConflict => f.write_str("IDA* with linear conflict"),
            Method::Weighted {
                patterns,
                weight_tenths,
            } => {
                let estimate = if patterns {
                    "pattern databases"
                } else {
                    "linear conflict"
                };
                let weight = Method::weight(weight_tenths);
                write!(f, "weighted A* with {estimate}, weight {weight}")
            }
            Method::Lines {
                searched,
                rows,
                cols,
                finish,
            } => {
                let placed = if searched {
                    ", each placed by search"
                } else {
                    ""
                };
                let how = match finish {
                    Finish::Plain => "",
                    Finish::PatternDatabases => " with pattern databases",
                    Finish::LinearConflict => " by IDA* with linear conflict",
                };
                write!(
                    f,
                    "rows and columns one by one{placed}, the last {rows}×{cols} optimally{how}"
                )
            }
        }
    }
}

impl From<Method> for u64 {
    fn from(m: Method) -> u64 {
        m.code()
    }
}

impl TryFrom<u64> for Method {
    type Error = &'static str;
    fn try_from(code: u64) -> Result<Method, &'static str> {
        Method::from_code(code).ok_or("not a method's code")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_method_crosses_as_its_code() {
        let mut all = vec![Method::Search, Method::ExactTable, Method::LinearConflict];
        for (a, b) in [(false, false), (false, true), (true, false), (true, true)] {
            all.push(Method::PatternDatabases {
                quick: a,
                reflected: b,
            });
            all.push(Method::Weighted {
                patterns: a,
                weight_tenths: if b { 15 } else { 20 },
            });
            for finish in [
                Finish::Plain,
                Finish::PatternDatabases,
                Finish::LinearConflict,
            ] {
                all.push(Method::Lines {
                    searched: a,
                    rows: if b { 3 } else { 4 },
                    cols: 4,
                    finish,
                });
            }
        }
        let codes: std::collections::HashSet<u64> = all.iter().map(|m| m.code()).collect();
        assert_eq!(codes.len(), all.len(), "codes are distinct");
        for m in all {
            assert_eq!(Method::from_code(m.code()), Some(m));
            let json = serde_json::to_string(&m).unwrap();
            assert_eq!(serde_json::from_str::<Method>(&json).unwrap(), m);
        }
        assert_eq!(Method::from_code(9), None);
        assert_eq!(Method::from_code(2 | 7 << 8), None, "a flag is 0 or 1");
        assert!(serde_json::from_str::<Method>("6").is_err());
    }

    #[test]
    fn methods_read_as_the_json_always_said_them() {
        let lines = Method::Lines {
            searched: true,
            rows: 4,
            cols: 4,
            finish: Finish::PatternDatabases,
        };
        assert_eq!(
            lines.to_string(),
            "rows and columns one by one, each placed by search, the last 4×4 optimally with pattern databases"
        );
        let weighted = Method::Weighted {
            patterns: false,
            weight_tenths: 15,
        };
        assert_eq!(
            weighted.to_string(),
            "weighted A* with linear conflict, weight 1.5"
        );
        assert_eq!(Method::Search.to_string(), "");
    }
}
