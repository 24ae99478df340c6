pub mod sync;

pub fn top() -> u32 {
    1
}
