use super::shared;
use super::Mode::Fast;
use crate::net::shared as again;
use crate::top_level;

pub fn call() -> u32 {
    let _m = Fast;
    shared() + again() + top_level()
}
