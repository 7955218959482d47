//! A written response ([`super::Writer`]) as JSON text: what native callers, the
//! tests and the benchmarks read. Numbers are written as the shortest text that reads
//! back to the same f64 (`crate::num_text::write_f64`).

use super::to::{op, ToWire, Writer};
use crate::num_text::write_f64;
use std::fmt::Write;

/// JSON text of `value`.
pub fn to_text<T: ToWire + ?Sized>(value: &T) -> String {
    let mut w = Writer { for_text: true, ..Writer::default() };
    value.to_wire(&mut w);
    let (mut t, mut out) = (Ops { ops: w.ops.iter(), nums: w.nums.iter(), text: &w.text }, String::with_capacity(256));
    let first = t.next();
    t.value(first, &mut out);
    out
}

/// The written operations not yet turned into text, with their numbers and strings.
struct Ops<'a> {
    ops: std::slice::Iter<'a, u32>,
    nums: std::slice::Iter<'a, f64>,
    text: &'a str,
}

impl Ops<'_> {
    /// The next operation (`END` past the last: every loop here ends).
    fn next(&mut self) -> u32 {
        self.ops.next().copied().unwrap_or(op::END)
    }

    /// The next of the numbers, as text.
    fn number(&mut self, out: &mut String) {
        write_f64(out, self.nums.next().copied().unwrap_or(0.0));
    }

    /// The value operation `code` starts, as text.
    fn value(&mut self, code: u32, out: &mut String) {
        match code {
            op::OBJECT | op::ARRAY => {
                let object = code == op::OBJECT;
                out.push(if object { '{' } else { '[' });
                // An object's keys and values alternate until `END`.
                let mut c = self.next();
                while c != op::END {
                    self.value(c, out);
                    if object {
                        out.push(':');
                        let v = self.next();
                        self.value(v, out);
                    }
                    c = self.next();
                    if c != op::END {
                        out.push(',');
                    }
                }
                out.push(if object { '}' } else { ']' });
            }
            op::NUMS => {
                out.push('[');
                for i in 0..self.next() {
                    if i > 0 {
                        out.push(',');
                    }
                    self.number(out);
                }
                out.push(']');
            }
            op::NUM => self.number(out),
            // Freezing and keeping are JS matters (`KEEP`'s slot skipped): the text is the value's.
            op::FROZEN | op::KEEP => {
                if code == op::KEEP {
                    self.next();
                }
                let c = self.next();
                self.value(c, out);
            }
            op::TRUE => out.push_str("true"),
            op::FALSE => out.push_str("false"),
            op::TEXT => {
                self.next(); // its UTF-16 length, for JS
                let bytes = self.next() as usize;
                let (s, rest) = self.text.split_at_checked(bytes).unwrap_or((self.text, ""));
                self.text = rest;
                quote(out, s);
            }
            _ => out.push_str("null"),
        }
    }
}

/// `s` as a JSON string.
fn quote(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' | '\\' => out.extend(['\\', c]),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            // Writing to a String cannot fail.
            c if (c as u32) < 0x20 => _ = write!(out, "\\u{:04x}", c as u32),
            c => out.push(c),
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    #[test]
    fn writes_json_that_reads_back() {
        let mut m = BTreeMap::new();
        m.insert("é\"\n\u{1}".to_string(), vec![(1.5, -0.0), (f64::NAN, 1e300)]);
        m.insert("a".to_string(), vec![]);
        let text = to_text(&(m, Some("static")));
        assert_eq!(text, r#"[{"a":[],"é\"\n\u0001":[[1.5,-0],[null,1e300]]},"static"]"#);
        // Arrays of numbers are one operation; a non-finite one is still null.
        assert_eq!(to_text(&vec![[1.0, 2.5], [f64::NAN, 3.0]]), "[[1,2.5],[null,3]]");
        assert_eq!(to_text(&Vec::<f64>::new()), "[]");
        let none: Option<bool> = None;
        assert_eq!(to_text(&(none, [true, false])), "[null,[true,false]]");
    }

    #[test]
    fn floats_round_trip_exactly() {
        let values = [0.1, 1.0 / 3.0, 927.9791847198287, -1e-300, 9_007_199_254_740_993.0, 5e-324];
        let text = to_text(&values.to_vec());
        let back: Vec<f64> = text.trim_matches(['[', ']']).split(',').map(|s| s.parse().unwrap()).collect();
        assert_eq!(back, values);
    }
}
