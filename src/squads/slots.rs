//! Counting upgrade slots: the slots a pilot has (its printed bar, plus the slots its
//! equipped cards grant, minus those they remove) against the slots its cards take (a
//! card listing two slots takes both). Each card's needs are fixed, so a pilot's cards
//! fit exactly when, slot by slot, they need no more than it has; the answer does not
//! depend on the order the cards are listed in.

/// One slot type that is short: how many the cards need, how many the pilot has, and
/// the cards needing it (ids, in squad order).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Short<'a> {
    pub slot: &'a str,
    pub need: usize,
    pub have: i32,
    pub cards: Vec<&'a str>,
}

/// Every slot type the cards need more of than the pilot has, in the order each slot
/// type is first needed. `have`: the slots available (repeats count); `granted`: slots
/// added (positive) or removed (negative) by equipped cards; `cards`: each card's id and
/// the slots it takes.
pub fn short<'a>(have: &[&'a str], granted: &[(&'a str, i32)], cards: &[(&'a str, &[&'a str])]) -> Vec<Short<'a>> {
    let mut out: Vec<Short<'a>> = Vec::new();
    for (id, takes) in cards {
        for slot in takes.iter() {
            match out.iter_mut().find(|s| s.slot == *slot) {
                Some(s) => {
                    s.need += 1;
                    if s.cards.last() != Some(id) {
                        s.cards.push(id);
                    }
                }
                None => out.push(Short { slot, need: 1, have: count(slot, have, granted), cards: vec![id] }),
            }
        }
    }
    out.retain(|s| s.need as i32 > s.have);
    out
}

fn count(slot: &str, have: &[&str], granted: &[(&str, i32)]) -> i32 {
    let printed = have.iter().filter(|s| **s == slot).count() as i32;
    printed + granted.iter().filter(|(s, _)| *s == slot).map(|(_, n)| *n).sum::<i32>()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dual_slot_card_takes_both_and_grants_count() {
        // Two crew slots: a Crew + Crew card fits alone, not beside another crew card.
        let have = ["Crew", "Crew", "Cargo"];
        assert!(short(&have, &[], &[("jabba", &["Crew", "Crew"])]).is_empty());
        let s = short(&have, &[], &[("jabba", &["Crew", "Crew"]), ("lando", &["Crew"])]);
        assert_eq!(s, vec![Short { slot: "Crew", need: 3, have: 2, cards: vec!["jabba", "lando"] }]);
        // A granted turret slot takes a turret card; a removed slot is gone.
        assert!(short(&have, &[("Turret", 1)], &[("dorsalturret", &["Turret"])]).is_empty());
        assert_eq!(short(&have, &[("Cargo", -1)], &[("x", &["Cargo"])]).len(), 1);
        // Order of the cards does not change the verdict.
        let a = short(&have, &[], &[("a", &["Crew"]), ("b", &["Crew"]), ("c", &["Crew"])]);
        let b = short(&have, &[], &[("c", &["Crew"]), ("b", &["Crew"]), ("a", &["Crew"])]);
        assert_eq!((a[0].need, a[0].have), (b[0].need, b[0].have));
    }
}
