mod chan;

cfg_rt! {
    mod bounded;
    pub use self::bounded::channel;
}
