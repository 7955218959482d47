//! `resolveAttack` speed: the exact distribution of a 6-dice attack with focus and
//! lock against 4 defense dice with focus and evade (the benchmark), alone
//! and with the seeded roll around it.

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use xwing_huge::attack::distribution::{distribution, DistributionInput};
use xwing_huge::attack::modifiers::{AttackTokens, DefenseTokens};
use xwing_huge::attack::{resolve, Attack, AttackGeometry, Attacker, AttackerTokens, Defender, DefenderTokens, Weapon};
use xwing_huge::Edition;

fn input() -> DistributionInput {
    DistributionInput {
        edition: Edition::Second,
        attack_dice: 6,
        defense_dice: 4,
        attack: AttackTokens { focus: true, lock: true },
        defense: DefenseTokens { focus: true, evade: true, reinforce_1e: 0 },
        reinforce_2e: false,
    }
}

fn attack() -> Attack {
    Attack {
        edition: Edition::Second,
        weapon: Weapon::primary_dice(6),
        geometry: AttackGeometry::default(),
        attacker: Attacker { tokens: AttackerTokens { focus: 1, lock: 1, lock_section: None }, ..Default::default() },
        defender: Defender { dice: 4, tokens: DefenderTokens { focus: 1, evade: 1, reinforce: None }, ..Default::default() },
        deck: None,
    }
}

fn bench(c: &mut Criterion) {
    let i = input();
    c.bench_function("distribution 6 (focus+lock) vs 4 (focus+evade)", |b| b.iter(|| distribution(black_box(&i))));
    let a = attack();
    c.bench_function("resolve with distribution, same attack", |b| b.iter(|| resolve(black_box(&a), 42, true)));
    c.bench_function("resolve roll only, same attack", |b| b.iter(|| resolve(black_box(&a), 42, false)));
}

criterion_group!(benches, bench);
criterion_main!(benches);
