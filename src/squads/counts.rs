//! Counting names across a squad: 2e limited cards ("a squad cannot include more copies
//! of a card than its limited dots", pilots and upgrades sharing the count by name), 1e
//! unique names (one card of each unique name per squad) and per-squad limits.

/// One card in the squad: its name, the pilot holding it, its id (for an upgrade) and
/// how many copies of the name the squad may hold (0: any).
#[derive(Clone, Copy, Debug)]
pub struct Counted<'a> {
    pub name: &'a str,
    pub pilot: usize,
    pub upgrade: Option<&'a str>,
    pub allowed: u32,
}

/// Every name held more often than allowed: `(name, held, allowed, last holder)`, in
/// the order the names first appear. The last holder is the one the problem names.
/// Names are found through an index (not a scan of the names seen), so a squad of many
/// cards is counted in O(n log n): `squadOptions` counts the squad once per card offered.
pub fn over<'a>(cards: impl IntoIterator<Item = Counted<'a>>) -> Vec<(&'a str, u32, u32, Counted<'a>)> {
    let mut out: Vec<(&'a str, u32, u32, Counted<'a>)> = Vec::new();
    let mut at: std::collections::BTreeMap<&'a str, usize> = std::collections::BTreeMap::new();
    for c in cards.into_iter().filter(|c| c.allowed > 0) {
        match at.get(c.name) {
            Some(&i) => {
                let o = &mut out[i];
                o.1 += 1;
                o.2 = o.2.min(c.allowed);
                o.3 = c;
            }
            None => {
                at.insert(c.name, out.len());
                out.push((c.name, 1, c.allowed, c));
            }
        }
    }
    out.retain(|o| o.1 > o.2);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limited_names_across_pilots_and_upgrades() {
        let c = |name, pilot, upgrade, allowed| Counted { name, pilot, upgrade, allowed };
        // Han Solo as a pilot and as crew: two of a limited-1 name.
        let cards = [c("Han Solo", 0, None, 1), c("Han Solo", 1, Some("hansolo"), 1), c("Predator", 1, Some("predator"), 0)];
        let o = over(cards);
        assert_eq!(o.len(), 1);
        assert_eq!((o[0].0, o[0].1, o[0].2, o[0].3.pilot), ("Han Solo", 2, 1, 1));
        // Limited 2: two copies are fine, three are not.
        let two = [c("Dreadnought Hunter", 0, Some("d"), 2), c("Dreadnought Hunter", 1, Some("d"), 2)];
        assert!(over(two).is_empty());
    }
}
