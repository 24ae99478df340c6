pub fn helper() -> u32 {
    7
}
