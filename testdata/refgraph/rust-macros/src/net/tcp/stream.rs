cfg_net! {
    pub struct Stream {
        port: u16,
    }

    impl Stream {
        pub fn connect(port: u16) -> Stream {
            Stream { port }
        }
    }
}
