//! Reading the card tables from their compact encoding (`gen/cards.bin`, laid out by
//! scripts/cards/encode.mjs) once, on first use.
//!
//! Why an encoding and not Rust statics: statics of `&str` and slices cost every string and
//! list an 8-byte pointer pair in the module's data, and the tables took 143 KB of the
//! gzipped module that way; the encoding is a string table and one-byte values (README
//! "Size" gives both figures). The reader (`gen/decode.rs`) is generated from the same
//! schema as the bytes, so the two cannot disagree; a test reads every byte.
//!
//! Strings borrow from the `'static` bytes; lists are allocated once and kept for the
//! module's life (`Vec::leak`), so the tables keep the `&'static` types of `types.rs`.

use super::gen::{decode, CARDS};
use super::Tables;
use std::sync::OnceLock;

/// A value the reader can read (implemented by the generated `gen/decode.rs`).
pub trait Read: Sized {
    fn read(r: &mut Reader) -> Self;
}

/// A cursor over the encoded bytes. A read past the end or an unknown tag does not panic:
/// it records the failure and yields a zero, and [`read_all`] then refuses the whole read.
pub struct Reader {
    bytes: &'static [u8],
    at: usize,
    strings: Vec<&'static str>,
    failed: bool,
}

impl Reader {
    fn byte(&mut self) -> u8 {
        let b = self.bytes.get(self.at).copied();
        self.at += 1;
        b.unwrap_or_else(|| {
            self.failed = true;
            0
        })
    }

    /// Unsigned LEB128, at most 32 bits.
    fn varint(&mut self) -> u32 {
        let mut value = 0u32;
        for shift in (0..35).step_by(7) {
            let b = self.byte();
            value |= u32::from(b & 0x7f).checked_shl(shift).unwrap_or(0);
            if b & 0x80 == 0 {
                return value;
            }
        }
        self.failed = true;
        0
    }

    pub fn u8(&mut self) -> u8 {
        self.byte()
    }

    pub fn i8(&mut self) -> i8 {
        self.byte() as i8
    }

    pub fn bool(&mut self) -> bool {
        self.byte() != 0
    }

    pub fn u16(&mut self) -> u16 {
        let v = self.varint();
        u16::try_from(v).unwrap_or_else(|_| {
            self.failed = true;
            0
        })
    }

    /// Zigzag LEB128.
    pub fn i16(&mut self) -> i16 {
        let v = self.varint();
        let n = ((v >> 1) as i32) ^ -((v & 1) as i32);
        i16::try_from(n).unwrap_or_else(|_| {
            self.failed = true;
            0
        })
    }

    pub fn f64(&mut self) -> f64 {
        let mut b = [0u8; 8];
        for x in &mut b {
            *x = self.byte();
        }
        f64::from_le_bytes(b)
    }

    /// A string, by its index in the string table.
    pub fn str(&mut self) -> &'static str {
        let i = self.varint() as usize;
        self.strings.get(i).copied().unwrap_or_else(|| {
            self.failed = true;
            ""
        })
    }

    /// An enum's tag, below `n`.
    pub fn tag(&mut self, n: u8) -> u8 {
        let t = self.byte();
        if t >= n {
            self.failed = true;
        }
        t.min(n - 1)
    }

    pub fn opt<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> Option<T> {
        match self.byte() {
            0 => None,
            1 => Some(f(self)),
            _ => {
                self.failed = true;
                None
            }
        }
    }

    /// A list, kept for the module's life. The length is checked against the bytes left
    /// (every item takes at least one byte) before anything is allocated.
    pub fn list<T>(&mut self, mut f: impl FnMut(&mut Self) -> T) -> &'static [T] {
        let n = self.varint() as usize;
        if n > self.bytes.len().saturating_sub(self.at) {
            self.failed = true;
            return &[];
        }
        let mut items = Vec::with_capacity(n);
        for _ in 0..n {
            items.push(f(self));
        }
        items.leak()
    }

    fn string_table(&mut self) {
        let n = self.varint() as usize;
        if n > self.bytes.len() {
            self.failed = true;
            return;
        }
        self.strings.reserve_exact(n);
        for _ in 0..n {
            let len = self.varint() as usize;
            let bytes = self.at.checked_add(len).and_then(|end| self.bytes.get(self.at..end));
            match bytes.map(std::str::from_utf8) {
                Some(Ok(s)) => self.strings.push(s),
                _ => self.failed = true,
            }
            self.at = self.at.saturating_add(len);
        }
    }
}

/// The tables in `bytes`, or `None` when the bytes are not a whole, well-formed encoding.
pub fn read_all(bytes: &'static [u8]) -> Option<Tables> {
    let mut r = Reader { bytes, at: 0, strings: Vec::new(), failed: false };
    r.string_table();
    let tables = decode::read_tables(&mut r);
    (!r.failed && r.at == bytes.len()).then_some(tables)
}

/// The card tables, read on first use. Should the encoding ever not read (it is checked
/// whole by the tests below), every table is empty: ids are then unknown names, not a trap.
#[cfg(feature = "cards")]
pub fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| read_all(CARDS).unwrap_or(Tables::EMPTY))
}

/// A module built without the cards (Cargo feature `cards`, the core module) knows none.
#[cfg(not(feature = "cards"))]
pub fn tables() -> &'static Tables {
    &Tables::EMPTY
}

#[cfg(all(test, feature = "cards"))]
mod tests {
    use super::*;

    #[test]
    fn the_committed_encoding_reads_whole() {
        let t = read_all(CARDS).expect("cards.bin reads to its end");
        assert!(t.pilots_2e.len() > 600 && t.pilots_1e.len() > 250);
        assert!(!t.upgrades_2e.is_empty() && !t.upgrades_1e.is_empty());
    }

    #[test]
    fn a_cut_or_extended_encoding_is_refused() {
        let cut: &'static [u8] = CARDS[..CARDS.len() - 1].to_vec().leak();
        assert!(read_all(cut).is_none());
        let mut long = CARDS.to_vec();
        long.push(0);
        assert!(read_all(long.leak()).is_none());
        assert!(read_all(&[]).is_none());
    }

    #[test]
    fn a_bad_tag_is_refused_not_a_panic() {
        let mut r = Reader { bytes: &[9], at: 0, strings: vec![], failed: false };
        assert_eq!(r.tag(4), 3);
        assert!(r.failed);
    }
}
