use super::chan;

pub fn channel() -> u8 {
    chan::channel()
}
