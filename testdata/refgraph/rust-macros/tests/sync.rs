use mycrate::sync::channel;

fn imported() -> u8 {
    channel()
}

fn qualified() -> u8 {
    mycrate::sync::channel()
}
