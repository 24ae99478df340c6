pub mod client;

pub enum Mode {
    Fast,
}

pub fn shared() -> u32 {
    1
}
