pub(crate) fn channel() -> u8 {
    0
}
