//! A stable insertion sort for the engine's short lists (a ship's two sections, a
//! polygon's at most [`crate::limits::MAX_VERTICES`] edges, a table's at most 128 ships, the
//! cuts of one line). The standard library's stable sort is several kilobytes of
//! wasm per element type; this is a few dozen bytes, and on lists this short it is
//! as fast. It orders exactly as `sort_by` does (stable: equal elements keep their
//! order). Lists that may be long (the set-aside search's candidates) keep `sort_by`.

use std::cmp::Ordering;

/// Sorts `v` by `cmp`, stably, in O(n²) compares: only for short lists.
pub fn sort_small_by<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && cmp(&v[j - 1], &v[j]) == Ordering::Greater {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// [`sort_small_by`] in the element's own order.
pub fn sort_small<T: Ord>(v: &mut [T]) {
    sort_small_by(v, T::cmp);
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn orders_as_the_stable_sort_does(v in proptest::collection::vec((0u8..5, 0u16..1000), 0..80)) {
            let mut mine = v.clone();
            let mut std = v;
            sort_small_by(&mut mine, |a, b| a.0.cmp(&b.0));
            std.sort_by_key(|a| a.0);
            prop_assert_eq!(mine, std);
        }
    }
}
