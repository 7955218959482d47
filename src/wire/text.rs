//! A written response ([`super::Writer`]) as JSON text: what native callers, the
//! tests and the benchmarks read. Numbers are written as the shortest text that reads
//! back to the same f64 (`crate::num_text::write_f64`).

use super::to::{op, ToWire, Writer};
use crate::num_text::write_f64;

/// JSON text of `value`.
pub fn to_text<T: ToWire + ?Sized>(value: &T) -> String {
    let mut w = Writer { for_text: true, ..Writer::default() };
    value.to_wire(&mut w);
    let mut t = Text { w: &w, out: String::with_capacity(256), op: 0, num: 0, text: 0 };
    t.value();
    t.out
}

struct Text<'a> {
    w: &'a Writer,
    out: String,
    op: usize,
    num: usize,
    text: usize,
}

impl Text<'_> {
    fn next(&mut self) -> u32 {
        let v = self.w.ops.get(self.op).copied().unwrap_or(op::END);
        self.op += 1;
        v
    }

    fn value(&mut self) {
        let code = self.next();
        self.value_of(code);
    }

    /// The next of the numbers, as text.
    fn number(&mut self) {
        let v = self.w.nums.get(self.num).copied().unwrap_or(0.0);
        self.num += 1;
        write_f64(&mut self.out, v);
    }

    fn value_of(&mut self, code: u32) {
        match code {
            op::OBJECT | op::ARRAY => {
                let object = code == op::OBJECT;
                self.out.push(if object { '{' } else { '[' });
                // An object's keys and values alternate until `END`.
                let mut first = true;
                loop {
                    let c = self.next();
                    if c == op::END {
                        break;
                    }
                    if !first {
                        self.out.push(',');
                    }
                    first = false;
                    self.value_of(c);
                    if object {
                        self.out.push(':');
                        self.value();
                    }
                }
                self.out.push(if object { '}' } else { ']' });
            }
            op::NUMS => {
                let n = self.next() as usize;
                self.out.push('[');
                for i in 0..n {
                    if i > 0 {
                        self.out.push(',');
                    }
                    self.number();
                }
                self.out.push(']');
            }
            op::NUM => self.number(),
            // Freezing is a JS matter: the text is the value's.
            op::FROZEN => self.value(),
            op::KEEP => {
                self.op += 1;
                self.value();
            }
            op::TRUE => self.out.push_str("true"),
            op::FALSE => self.out.push_str("false"),
            op::TEXT => {
                let bytes = self.w.ops.get(self.op + 1).copied().unwrap_or(0) as usize;
                self.op += 2;
                let s = self.w.text.get(self.text..self.text + bytes).unwrap_or("");
                self.text += bytes;
                quote(&mut self.out, s);
            }
            _ => self.out.push_str("null"),
        }
    }
}

/// `s` as a JSON string.
fn quote(out: &mut String, s: &str) {
    out.push('"');
    if !s.bytes().any(|b| b == b'"' || b == b'\\' || b < 0x20) {
        out.push_str(s);
    } else {
        for c in s.chars() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                '\n' => out.push_str("\\n"),
                '\r' => out.push_str("\\r"),
                '\t' => out.push_str("\\t"),
                c if (c as u32) < 0x20 => {
                    out.push_str("\\u00");
                    out.push(char::from_digit(c as u32 >> 4, 16).unwrap_or('0'));
                    out.push(char::from_digit(c as u32 & 15, 16).unwrap_or('0'));
                }
                c => out.push(c),
            }
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
