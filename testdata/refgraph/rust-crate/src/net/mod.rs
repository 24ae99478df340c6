pub mod client;

use super::util::helper;

pub fn ping() -> u32 {
    helper()
}
