cfg_net! {
    pub mod tcp;
    pub use tcp::stream::Stream;
}
