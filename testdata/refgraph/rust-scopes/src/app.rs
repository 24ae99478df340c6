use crate::shapes::{Circle, Square};
use crate::util;
use crate::util::{count, helper};
use std::mem;

pub fn run(helper: u32, opt: Option<u32>) -> u32 {
    let f = |count: u32| count + helper;
    let n = match opt { Some(count) => count, None => 0 };
    for (helper, k) in pairs() { let _ = n + helper + k; }
    mem::swap(&mut 1, &mut 2);
    std::mem::swap(&mut 1, &mut 2);
    f(n) + util::total(&[n]) + crate::util::total(&[n])
}

pub fn direct() -> u32 {
    let sq = Square::new(helper(1) + count());
    let c = Circle::new(2);
    sq.area() + c.area() + util::LIMIT
}

fn pairs() -> Vec<(u32, u32)> {
    Vec::new()
}
