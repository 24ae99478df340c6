pub mod app;
pub mod shapes;
pub mod util;

pub fn entry() -> u32 {
    util::helper(app::run(1, None))
}
