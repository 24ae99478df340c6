use mycrate::net::Stream;

fn connects() -> Stream {
    Stream::connect(80)
}

fn builds() {
    let _ = mycrate::runtime::Builder::new_multi_thread();
}
