//! The nearest known ids to an unknown one, so that a problem can say "did you mean":
//! edit distance (insertions, deletions, substitutions), ties broken by id, so the
//! answer does not depend on the order the ids are visited in.

/// Edit distance between `a` and `b`, in bytes (ids are ASCII), stopping early once
/// every path exceeds `cap` (the answer is then `cap + 1`).
pub fn distance(a: &str, b: &str, cap: usize) -> usize {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len().abs_diff(b.len()) > cap {
        return cap + 1;
    }
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        let mut best = row[0];
        for (j, cb) in b.iter().enumerate() {
            let sub = prev + usize::from(ca != cb);
            prev = row[j + 1];
            row[j + 1] = sub.min(prev + 1).min(row[j] + 1);
            best = best.min(row[j + 1]);
        }
        if best > cap {
            return cap + 1;
        }
    }
    row[b.len()]
}

/// Up to `n` ids of `known` nearest to `id` (nearest first, then by id); an id further
/// than half the length of `id` (at least 2 edits) is not offered.
pub fn nearest<'a>(id: &str, known: impl Iterator<Item = &'a str>, n: usize) -> Vec<&'a str> {
    let cap = (id.len() / 2).max(2);
    let mut best: Vec<(usize, &'a str)> = Vec::new();
    if n == 0 {
        return Vec::new();
    }
    for k in known {
        let worst = best.get(n - 1).copied();
        let d = distance(id, k, worst.map_or(cap, |w| w.0));
        let better = match worst {
            Some(w) => (d, k) < w,
            None => d <= cap,
        };
        if !better || best.iter().any(|w| w.1 == k) {
            continue;
        }
        let at = best.partition_point(|w| *w < (d, k));
        best.insert(at, (d, k));
        best.truncate(n);
    }
    best.into_iter().map(|(_, k)| k).collect()
}

/// Most unknown ids one squad check searches the nearest known ids for. Why a bound: a
/// search compares the id with every id of its kind (0.4 ms against the 2e upgrades), and
/// a 1 MiB squad lists up to 8,192 unknown ids (128 pilots of 64 upgrades: 3.5 s, issue
/// 30). Past it a problem names the unknown id alone, so a check's work is bounded by the
/// squad's size, not by the data's size times the squad's.
pub const MAX_SEARCHES: usize = 16;

/// What a problem says past [`MAX_SEARCHES`].
pub const NOT_SEARCHED: &str = "; no nearest ids offered past the first 16 unknown ids of a squad";

thread_local! {
    /// Searches left in the running check (`None`: no check runs, nothing is bounded).
    static SEARCHES_LEFT: std::cell::Cell<Option<usize>> = const { std::cell::Cell::new(None) };
}

/// Bounds the searches to [`MAX_SEARCHES`] until the returned guard drops (one check).
pub fn bounded() -> Bounded {
    Bounded(SEARCHES_LEFT.replace(Some(MAX_SEARCHES)))
}

/// The scope of [`bounded`]; restores the bound of an enclosing scope when it drops.
pub struct Bounded(Option<usize>);

impl Drop for Bounded {
    fn drop(&mut self) {
        SEARCHES_LEFT.set(self.0);
    }
}

/// Takes one search from the running check's bound (always granted outside a check).
fn take_search() -> bool {
    match SEARCHES_LEFT.get() {
        None => true,
        Some(0) => false,
        Some(n) => {
            SEARCHES_LEFT.set(Some(n - 1));
            true
        }
    }
}

/// "; nearest known: a, b, c" (or nothing when none is near; [`NOT_SEARCHED`] once the
/// check's searches are spent).
pub fn nearest_text<'a>(id: &str, known: impl Iterator<Item = &'a str>) -> String {
    if !take_search() {
        return NOT_SEARCHED.to_string();
    }
    let near = nearest(id, known, super::SUGGESTIONS);
    if near.is_empty() {
        String::new()
    } else {
        format!("; nearest known: {}", near.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances_by_hand() {
        assert_eq!(distance("kitten", "sitting", 10), 3);
        assert_eq!(distance("", "abc", 10), 3);
        assert_eq!(distance("abc", "abc", 0), 0);
        assert_eq!(distance("abcdef", "a", 2), 3);
    }

    #[test]
    fn a_check_searches_at_most_max_searches_ids() {
        let ids = ["lukeskywalker", "wedgeantilles"];
        let texts: Vec<String> = {
            let _scope = bounded();
            (0..MAX_SEARCHES + 3).map(|_| nearest_text("lukeskywalkr", ids.iter().copied())).collect()
        };
        assert!(texts[..MAX_SEARCHES].iter().all(|t| t == "; nearest known: lukeskywalker"));
        assert!(texts[MAX_SEARCHES..].iter().all(|t| t == NOT_SEARCHED));
        assert!(NOT_SEARCHED.contains(&format!(" {MAX_SEARCHES} ")), "the text names the bound");
        // Outside a check (and in the next one) the searches are granted again.
        assert_eq!(nearest_text("lukeskywalkr", ids.iter().copied()), "; nearest known: lukeskywalker");
        let _next = bounded();
        assert_eq!(nearest_text("lukeskywalkr", ids.iter().copied()), "; nearest known: lukeskywalker");
    }

    #[test]
    fn nearest_is_independent_of_order() {
        let ids = ["lukeskywalker", "lukeskywalker-swz106", "wedgeantilles", "biggsdarklighter", "lukeskywlker"];
        let a = nearest("lukeskywalkr", ids.iter().copied(), 3);
        let mut rev = ids;
        rev.reverse();
        assert_eq!(a, nearest("lukeskywalkr", rev.iter().copied(), 3));
        assert_eq!(a[0], "lukeskywalker");
        assert!(nearest("zzzzzzzzzzzzzzzzzzzz", ids.iter().copied(), 3).is_empty());
    }
}
