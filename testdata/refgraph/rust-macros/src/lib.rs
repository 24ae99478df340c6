#[macro_use]
mod macros;

cfg_net! {
    pub mod net;
}

cfg_if::cfg_if! {
    if #[cfg(feature = "rt")] {
        pub mod runtime;
    } else {
        mod runtime;
    }
}

pub mod sync;
