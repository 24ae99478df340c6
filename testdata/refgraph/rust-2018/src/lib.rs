mod net;

pub fn top_level() -> u32 {
    net::shared()
}
