pub const LIMIT: u32 = 10;

pub fn helper(x: u32) -> u32 {
    x
}

pub fn count() -> u32 {
    0
}

pub fn total(items: &[u32]) -> u32 {
    items.len() as u32
}

pub fn swap(a: &mut u32, b: &mut u32) {
    let _ = (a, b);
}
