cfg_rt! {
    mod builder;
    pub use self::builder::Builder;
}
