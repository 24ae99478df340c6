pub struct Builder {
    workers: usize,
}

impl Builder {
    cfg_rt! {
        pub fn new_multi_thread() -> Builder {
            Builder { workers: 4 }
        }
    }
}
