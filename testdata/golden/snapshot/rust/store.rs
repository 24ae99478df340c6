  //! A small in-memory key-value store with expiring entries.
  //!
  //! The store is generic over its value type and keeps entries in
  //! insertion order so that eviction is predictable.
  
  #![allow(dead_code)]
  
  extern crate alloc;
  extern crate core as std_core;
  
  use std::collections::HashMap;
  use std::fmt::{self, Display, Formatter};
  use std::io::{self as stdio, Write as IoWrite};
  use std::sync::*;
  use std::time::{Duration, Instant};
  use std::{
      borrow::Cow,
      collections::{btree_map::Entry as BTreeEntry, BTreeMap},
  };
  use crate::codec::Codec as StoreCodec;
//                  ^^^^^ reference soulindex . . . `rust/codec.rs`/Codec#
//                           ^^^^^^^^^^ reference soulindex . . . `rust/codec.rs`/Codec#
  use serde;
  
  pub use self::error::{Error, Result};
//              ^^^^^ reference soulindex . . . `rust/store.rs`/error/
  pub use crate::codec::*;
  pub(crate) use self::metrics::Counter;
//                     ^^^^^^^ reference soulindex . . . `rust/store.rs`/metrics/
  
//⌄ enclosing_range_start soulindex . . . `rust/store.rs`/codec/
  mod codec;
//    ^^^^^ definition soulindex . . . `rust/store.rs`/codec/
//    kind Module
//         ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/codec/
//⌄ enclosing_range_start soulindex . . . `rust/store.rs`/metrics/
  pub mod metrics;
//        ^^^^^^^ definition soulindex . . . `rust/store.rs`/metrics/
//        kind Module
//               ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/metrics/
  
  /// Maximum number of entries a store holds before evicting.
//⌄ enclosing_range_start soulindex . . . `rust/store.rs`/DEFAULT_CAPACITY.
  pub const DEFAULT_CAPACITY: usize = 1024;
//          ^^^^^^^^^^^^^^^^ definition soulindex . . . `rust/store.rs`/DEFAULT_CAPACITY.
//          kind Constant
//          documentation
//          > Maximum number of entries a store holds before evicting.
//                                        ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/DEFAULT_CAPACITY.
  
  /// Default time to live of an entry.
//⌄ enclosing_range_start soulindex . . . `rust/store.rs`/DEFAULT_TTL.
  pub const DEFAULT_TTL: Duration = Duration::from_secs(60);
//          ^^^^^^^^^^^ definition soulindex . . . `rust/store.rs`/DEFAULT_TTL.
//          kind Constant
//          documentation
//          > Default time to live of an entry.
//                                                         ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/DEFAULT_TTL.
  
  /// Number of stores created by this process.
//⌄ enclosing_range_start soulindex . . . `rust/store.rs`/STORES_CREATED.
  pub static STORES_CREATED: AtomicUsize = AtomicUsize::new(0);
//           ^^^^^^^^^^^^^^ definition soulindex . . . `rust/store.rs`/STORES_CREATED.
//           kind Constant
//           documentation
//           > Number of stores created by this process.
//                                                            ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/STORES_CREATED.
  
//⌄ enclosing_range_start soulindex . . . `rust/store.rs`/DEBUG_LEVEL.
  static mut DEBUG_LEVEL: u8 = 0;
//           ^^^^^^^^^^^ definition soulindex . . . `rust/store.rs`/DEBUG_LEVEL.
//           kind Variable
//                              ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/DEBUG_LEVEL.
  
  /// A shared, lockable store.
//⌄ enclosing_range_start soulindex . . . `rust/store.rs`/SharedStore#
  pub type SharedStore<V> = Arc<Mutex<Store<V>>>;
//         ^^^^^^^^^^^ definition soulindex . . . `rust/store.rs`/SharedStore#
//         kind TypeAlias
//         documentation
//         > A shared, lockable store.
//                                    ^^^^^ reference soulindex . . . `rust/store.rs`/Store#
//                                              ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/SharedStore#
  
//⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Slot#
  type Slot = Option<usize>;
//     ^^^^ definition soulindex . . . `rust/store.rs`/Slot#
//     kind TypeAlias
//                         ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Slot#
  
  /// Errors returned by store operations.
//⌄ enclosing_range_start soulindex . . . `rust/store.rs`/error/
  pub mod error {
//        ^^^^^ definition soulindex . . . `rust/store.rs`/error/
//        kind Module
//        documentation
//        > Errors returned by store operations.
      use std::fmt;
  
      /// The error type of this crate.
      #[derive(Debug, Clone, PartialEq, Eq)]
      #[non_exhaustive]
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/error/Error#
      pub enum Error {
//             ^^^^^ definition soulindex . . . `rust/store.rs`/error/Error#
//             kind Enum
//             documentation
//             > The error type of this crate.
          /// The key was not found.
//        ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/error/Error#NotFound.
          NotFound,
//        ^^^^^^^^ definition soulindex . . . `rust/store.rs`/error/Error#NotFound.
//        kind EnumMember
//        documentation
//        > The key was not found.
//               ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/error/Error#NotFound.
          /// The store is full and cannot evict.
//        ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/error/Error#Full.
//               ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/error/Error#Full.capacity.
//                                ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/error/Error#Full.attempted.
          Full { capacity: usize, attempted: usize },
//        ^^^^ definition soulindex . . . `rust/store.rs`/error/Error#Full.
//        kind EnumMember
//        documentation
//        > The store is full and cannot evict.
//               ^^^^^^^^ definition soulindex . . . `rust/store.rs`/error/Error#Full.capacity.
//               kind Field
//                                ^^^^^^^^^ definition soulindex . . . `rust/store.rs`/error/Error#Full.attempted.
//                                kind Field
//                             ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/error/Error#Full.capacity.
//                                               ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/error/Error#Full.attempted.
//                                                 ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/error/Error#Full.
          /// The value could not be encoded.
//        ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/error/Error#Codec.
          Codec(String),
//        ^^^^^ definition soulindex . . . `rust/store.rs`/error/Error#Codec.
//        kind EnumMember
//        documentation
//        > The value could not be encoded.
//                    ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/error/Error#Codec.
//        ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/error/Error#Expired.
          Expired = 4,
//        ^^^^^^^ definition soulindex . . . `rust/store.rs`/error/Error#Expired.
//        kind EnumMember
//                  ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/error/Error#Expired.
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/error/Error#
  
      /// Shorthand for results of this crate.
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/error/Result#
      pub type Result<T> = std::result::Result<T, Error>;
//             ^^^^^^ definition soulindex . . . `rust/store.rs`/error/Result#
//             kind TypeAlias
//             documentation
//             > Shorthand for results of this crate.
//                                                      ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/error/Result#
  
      impl fmt::Display for Error {
//        ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/error/Error#fmt().
          fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
//           ^^^ definition soulindex . . . `rust/store.rs`/error/Error#fmt().
//           kind Method
//                      ^ definition local 1
              match self {
                  Error::NotFound => write!(f, "key not found"),
//                                          ^ reference local 1
                  Error::Full { capacity, .. } => write!(f, "store full ({} entries)", capacity),
//                              ^^^^^^^^ definition local 2
//                                                       ^ reference local 1
//                                                                                     ^^^^^^^^ reference local 2
                  Error::Codec(msg) => write!(f, "codec error: {}", msg),
//                             ^^^ definition local 3
//                                            ^ reference local 1
//                                                                  ^^^ reference local 3
                  Error::Expired => f.write_str("expired"),
//                                  ^ reference local 1
              }
          }
//        ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/error/Error#fmt().
      }
  
      impl std::error::Error for Error {}
  }
//⌃ enclosing_range_end soulindex . . . `rust/store.rs`/error/
  
  /// A key of the store.
  ///
  /// Keys are cheap to clone.
  #[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
//⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Key#
  pub struct Key(pub String);
//           ^^^ definition soulindex . . . `rust/store.rs`/Key#
//           kind Struct
//           documentation
//           > A key of the store.
//           > 
//           > Keys are cheap to clone.
//                          ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Key#
  
  /// A marker for stores that never expire entries.
  #[derive(Debug, Default)]
//⌄ enclosing_range_start soulindex . . . `rust/store.rs`/NoExpiry#
  pub struct NoExpiry;
//           ^^^^^^^^ definition soulindex . . . `rust/store.rs`/NoExpiry#
//           kind Struct
//           documentation
//           > A marker for stores that never expire entries.
//           relationship soulindex . . . `rust/store.rs`/Evictor# implementation
//                   ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/NoExpiry#
  
  /// One stored value with its bookkeeping.
  #[derive(Debug)]
//⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Entry#
  pub struct Entry<V> {
//           ^^^^^ definition soulindex . . . `rust/store.rs`/Entry#
//           kind Struct
//           documentation
//           > One stored value with its bookkeeping.
      /// The stored value.
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Entry#value.
      pub value: V,
//        ^^^^^ definition soulindex . . . `rust/store.rs`/Entry#value.
//        kind Field
//        documentation
//        > The stored value.
//               ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Entry#value.
      /// When the entry was written.
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Entry#created.
      created: Instant,
//    ^^^^^^^ definition soulindex . . . `rust/store.rs`/Entry#created.
//    kind Field
//    documentation
//    > When the entry was written.
//                   ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Entry#created.
      #[allow(unused)]
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Entry#hits.
      pub(crate) hits: u64,
//               ^^^^ definition soulindex . . . `rust/store.rs`/Entry#hits.
//               kind Field
//                       ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Entry#hits.
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Entry#expires.
      expires: Option<Instant>,
//    ^^^^^^^ definition soulindex . . . `rust/store.rs`/Entry#expires.
//    kind Field
//                           ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Entry#expires.
  }
//⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Entry#
  
  /// An expiring key-value store.
//⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Store#
  pub struct Store<V>
//           ^^^^^ definition soulindex . . . `rust/store.rs`/Store#
//           kind Struct
//           documentation
//           > An expiring key-value store.
  where
      V: Clone + Send,
  {
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Store#entries.
      entries: HashMap<Key, Entry<V>>,
//    ^^^^^^^ definition soulindex . . . `rust/store.rs`/Store#entries.
//    kind Field
//                     ^^^ reference soulindex . . . `rust/store.rs`/Key#
//                          ^^^^^ reference soulindex . . . `rust/store.rs`/Entry#
//                                  ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Store#entries.
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Store#order.
      order: Vec<Key>,
//    ^^^^^ definition soulindex . . . `rust/store.rs`/Store#order.
//    kind Field
//               ^^^ reference soulindex . . . `rust/store.rs`/Key#
//                  ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Store#order.
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Store#capacity.
      capacity: usize,
//    ^^^^^^^^ definition soulindex . . . `rust/store.rs`/Store#capacity.
//    kind Field
//                  ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Store#capacity.
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Store#ttl.
      ttl: Option<Duration>,
//    ^^^ definition soulindex . . . `rust/store.rs`/Store#ttl.
//    kind Field
//                        ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Store#ttl.
  }
//⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Store#
  
  /// A raw 8-byte value that is either an integer or a float.
  #[repr(C)]
//⌄ enclosing_range_start soulindex . . . `rust/store.rs`/RawValue#
  pub union RawValue {
//          ^^^^^^^^ definition soulindex . . . `rust/store.rs`/RawValue#
//          kind Struct
//          documentation
//          > A raw 8-byte value that is either an integer or a float.
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/RawValue#int.
      pub int: u64,
//        ^^^ definition soulindex . . . `rust/store.rs`/RawValue#int.
//        kind Field
//               ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/RawValue#int.
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/RawValue#float.
      pub float: f64,
//        ^^^^^ definition soulindex . . . `rust/store.rs`/RawValue#float.
//        kind Field
//                 ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/RawValue#float.
  }
//⌃ enclosing_range_end soulindex . . . `rust/store.rs`/RawValue#
  
  /// Things that can be stored.
//⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Storable#
  pub trait Storable: Clone + Send + 'static {
//          ^^^^^^^^ definition soulindex . . . `rust/store.rs`/Storable#
//          kind Trait
//          documentation
//          > Things that can be stored.
      /// The type produced by `encode`.
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Storable#Encoded#
      type Encoded: AsRef<[u8]>;
//         ^^^^^^^ definition soulindex . . . `rust/store.rs`/Storable#Encoded#
//         kind TypeAlias
//         documentation
//         > The type produced by `encode`.
//                             ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Storable#Encoded#
  
      /// A short name used in metrics.
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Storable#KIND.
      const KIND: &'static str;
//          ^^^^ definition soulindex . . . `rust/store.rs`/Storable#KIND.
//          kind Constant
//          documentation
//          > A short name used in metrics.
//                            ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Storable#KIND.
  
      /// Encodes the value.
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Storable#encode().
      fn encode(&self) -> Self::Encoded;
//       ^^^^^^ definition soulindex . . . `rust/store.rs`/Storable#encode().
//       kind Method
//       documentation
//       > Encodes the value.
//                                     ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Storable#encode().
  
      /// Size of the encoded value in bytes.
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Storable#encoded_len().
      fn encoded_len(&self) -> usize {
//       ^^^^^^^^^^^ definition soulindex . . . `rust/store.rs`/Storable#encoded_len().
//       kind Method
//       documentation
//       > Size of the encoded value in bytes.
          self.encode().as_ref().len()
//             ^^^^^^ reference soulindex . . . `rust/store.rs`/Storable#encode().
//                               ^^^ reference soulindex . . . `rust/codec.rs`/Header#len.
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Storable#encoded_len().
  }
//⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Storable#
  
  /// Evicts entries from a store.
//⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Evictor#
  pub trait Evictor<V>
//          ^^^^^^^ definition soulindex . . . `rust/store.rs`/Evictor#
//          kind Trait
//          documentation
//          > Evicts entries from a store.
//                  ^ definition local 6
  where
      V: Storable,
//    ^ reference local 6
//       ^^^^^^^^ reference soulindex . . . `rust/store.rs`/Storable#
  {
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Evictor#pick().
      fn pick(&self, order: &[Key]) -> Option<usize>;
//       ^^^^ definition soulindex . . . `rust/store.rs`/Evictor#pick().
//       kind Method
//                   ^^^^^ definition local 8
//                            ^^^ reference soulindex . . . `rust/store.rs`/Key#
//                                                  ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Evictor#pick().
  }
//⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Evictor#
  
  impl Key {
//     ^^^ reference soulindex . . . `rust/store.rs`/Key#
      /// Creates a key from anything string-like.
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Key#new().
      pub fn new(s: impl Into<String>) -> Self {
//           ^^^ definition soulindex . . . `rust/store.rs`/Key#new().
//           kind Method
//           documentation
//           > Creates a key from anything string-like.
//               ^ definition local 10
          Key(s.into())
//        ^^^ reference soulindex . . . `rust/store.rs`/Key#
//            ^ reference local 10
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Key#new().
  
      /// Length of the key in bytes.
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Key#len_hint().
      pub const fn len_hint() -> usize {
//                 ^^^^^^^^ definition soulindex . . . `rust/store.rs`/Key#len_hint().
//                 kind Method
//                 documentation
//                 > Length of the key in bytes.
          16
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Key#len_hint().
  
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Key#as_str().
      pub fn as_str(&self) -> &str {
//           ^^^^^^ definition soulindex . . . `rust/store.rs`/Key#as_str().
//           kind Method
          &self.0
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Key#as_str().
  }
  
  impl<'a> From<&'a str> for Key {
//      ^ definition local 11
//                ^ reference local 11
//                           ^^^ reference soulindex . . . `rust/store.rs`/Key#
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Key#from().
      fn from(s: &'a str) -> Self {
//       ^^^^ definition soulindex . . . `rust/store.rs`/Key#from().
//       kind Method
//            ^ definition local 13
//                 ^ reference local 11
          Key::new(s)
//        ^^^ reference soulindex . . . `rust/store.rs`/Key#
//             ^^^ reference soulindex . . . `rust/store.rs`/Key#new().
//                 ^ reference local 13
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Key#from().
  }
  
  impl Display for Key {
//                 ^^^ reference soulindex . . . `rust/store.rs`/Key#
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Key#fmt().
      fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
//       ^^^ definition soulindex . . . `rust/store.rs`/Key#fmt().
//       kind Method
//                  ^ definition local 15
          write!(f, "{}", self.0)
//               ^ reference local 15
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Key#fmt().
  }
  
  impl<V> Entry<V> {
//     ^ definition local 16
//        ^^^^^ reference soulindex . . . `rust/store.rs`/Entry#
//              ^ reference local 16
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Entry#is_expired().
      fn is_expired(&self, now: Instant) -> bool {
//       ^^^^^^^^^^ definition soulindex . . . `rust/store.rs`/Entry#is_expired().
//       kind Method
//                         ^^^ definition local 18
          self.expires.map_or(false, |t| t <= now)
//             ^^^^^^^ reference soulindex . . . `rust/store.rs`/Entry#expires.
//                                    ^ definition local 19
//                                       ^ reference local 19
//                                            ^^^ reference local 18
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Entry#is_expired().
  }
  
  impl<V> Store<V>
//     ^ definition local 20
//        ^^^^^ reference soulindex . . . `rust/store.rs`/Store#
//              ^ reference local 20
  where
      V: Clone + Send,
//    ^ reference local 20
  {
      /// Default capacity, exposed as an associated constant.
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Store#CAPACITY.
      pub const CAPACITY: usize = DEFAULT_CAPACITY;
//              ^^^^^^^^ definition soulindex . . . `rust/store.rs`/Store#CAPACITY.
//              kind Constant
//              documentation
//              > Default capacity, exposed as an associated constant.
//                                ^^^^^^^^^^^^^^^^ reference soulindex . . . `rust/store.rs`/DEFAULT_CAPACITY.
//                                                ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Store#CAPACITY.
  
      /// Creates an empty store.
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Store#new().
      pub fn new() -> Self {
//           ^^^ definition soulindex . . . `rust/store.rs`/Store#new().
//           kind Method
//           documentation
//           > Creates an empty store.
          Self::with_capacity(DEFAULT_CAPACITY)
//                            ^^^^^^^^^^^^^^^^ reference soulindex . . . `rust/store.rs`/DEFAULT_CAPACITY.
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Store#new().
  
      /// Creates an empty store holding at most `capacity` entries.
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Store#with_capacity().
      pub fn with_capacity(capacity: usize) -> Self {
//           ^^^^^^^^^^^^^ definition soulindex . . . `rust/store.rs`/Store#with_capacity().
//           kind Method
//           documentation
//           > Creates an empty store holding at most `capacity` entries.
//                         ^^^^^^^^ definition local 22
          STORES_CREATED.fetch_add(1, Ordering::Relaxed);
//        ^^^^^^^^^^^^^^ reference soulindex . . . `rust/store.rs`/STORES_CREATED.
          Store { entries: HashMap::new(), order: Vec::new(), capacity, ttl: Some(DEFAULT_TTL) }
//        ^^^^^ reference soulindex . . . `rust/store.rs`/Store#
//                ^^^^^^^ reference soulindex . . . `rust/store.rs`/Store#entries.
//                                         ^^^^^ reference soulindex . . . `rust/store.rs`/Store#order.
//                                                            ^^^^^^^^ reference local 22
//                                                                      ^^^ reference soulindex . . . `rust/store.rs`/Store#ttl.
//                                                                                ^^^^^^^^^^^ reference soulindex . . . `rust/store.rs`/DEFAULT_TTL.
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Store#with_capacity().
  
      /// Inserts a value, evicting the oldest entry when full.
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Store#insert().
      pub fn insert(&mut self, key: Key, value: V) -> Result<Option<V>> {
//           ^^^^^^ definition soulindex . . . `rust/store.rs`/Store#insert().
//           kind Method
//           documentation
//           > Inserts a value, evicting the oldest entry when full.
//                             ^^^ definition local 23
//                                  ^^^ reference soulindex . . . `rust/store.rs`/Key#
//                                       ^^^^^ definition local 24
//                                              ^ reference local 20
//                                                                  ^ reference local 20
          if self.entries.len() >= self.capacity && !self.entries.contains_key(&key) {
//                ^^^^^^^ reference soulindex . . . `rust/store.rs`/Store#entries.
//                                      ^^^^^^^^ reference soulindex . . . `rust/store.rs`/Store#capacity.
//                                                        ^^^^^^^ reference soulindex . . . `rust/store.rs`/Store#entries.
//                                                                              ^^^ reference local 23
              self.evict_oldest()?;
//                 ^^^^^^^^^^^^ reference soulindex . . . `rust/store.rs`/Store#evict_oldest().
          }
          let now = Instant::now();
//            ^^^ definition local 25
          let entry = Entry { value, created: now, hits: 0, expires: self.ttl.map(|d| now + d) };
//            ^^^^^ definition local 26
//                    ^^^^^ reference soulindex . . . `rust/store.rs`/Entry#
//                            ^^^^^ reference local 24
//                                   ^^^^^^^ reference soulindex . . . `rust/store.rs`/Entry#created.
//                                            ^^^ reference local 25
//                                                 ^^^^ reference soulindex . . . `rust/store.rs`/Entry#hits.
//                                                          ^^^^^^^ reference soulindex . . . `rust/store.rs`/Entry#expires.
//                                                                        ^^^ reference soulindex . . . `rust/store.rs`/Store#ttl.
//                                                                                 ^ definition local 27
//                                                                                    ^^^ reference local 25
//                                                                                          ^ reference local 27
          let old = self.entries.insert(key.clone(), entry);
//            ^^^ definition local 28
//                       ^^^^^^^ reference soulindex . . . `rust/store.rs`/Store#entries.
//                                      ^^^ reference local 23
//                                                   ^^^^^ reference local 26
          if old.is_none() {
//           ^^^ reference local 28
              self.order.push(key);
//                 ^^^^^ reference soulindex . . . `rust/store.rs`/Store#order.
//                            ^^^ reference local 23
          }
          Ok(old.map(|e| e.value))
//           ^^^ reference local 28
//                    ^ definition local 29
//                       ^ reference local 29
//                         ^^^^^ reference soulindex . . . `rust/store.rs`/Entry#value.
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Store#insert().
  
      /// Returns a clone of the value of `key`.
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Store#get().
      pub fn get<Q>(&mut self, key: &Q) -> Result<V>
//           ^^^ definition soulindex . . . `rust/store.rs`/Store#get().
//           kind Method
//           documentation
//           > Returns a clone of the value of `key`.
//               ^ definition local 30
//                             ^^^ definition local 31
//                                   ^ reference local 30
//                                                ^ reference local 20
      where
          Q: AsRef<str> + ?Sized,
//        ^ reference local 30
      {
          fn lookup_key(q: &str) -> Key {
//                      ^ definition local 32
//                                  ^^^ reference soulindex . . . `rust/store.rs`/Key#
              Key::from(q)
//            ^^^ reference soulindex . . . `rust/store.rs`/Key#
//                 ^^^^ reference soulindex . . . `rust/store.rs`/Key#from().
//                      ^ reference local 32
          }
          let k = lookup_key(key.as_ref());
//            ^ definition local 33
//                           ^^^ reference local 31
          let now = Instant::now();
//            ^^^ definition local 34
          match self.entries.get_mut(&k) {
//                   ^^^^^^^ reference soulindex . . . `rust/store.rs`/Store#entries.
//                                    ^ reference local 33
              Some(e) if e.is_expired(now) => Err(Error::Expired),
//                 ^ definition local 35
//                       ^ reference local 35
//                         ^^^^^^^^^^ reference soulindex . . . `rust/store.rs`/Entry#is_expired().
//                                    ^^^ reference local 34
              Some(e) => {
//                 ^ definition local 36
                  e.hits += 1;
//                ^ reference local 36
//                  ^^^^ reference soulindex . . . `rust/store.rs`/Entry#hits.
                  Ok(e.value.clone())
//                   ^ reference local 36
//                     ^^^^^ reference soulindex . . . `rust/store.rs`/Entry#value.
              }
              None => Err(Error::NotFound),
          }
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Store#get().
  
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Store#evict_oldest().
      fn evict_oldest(&mut self) -> Result<()> {
//       ^^^^^^^^^^^^ definition soulindex . . . `rust/store.rs`/Store#evict_oldest().
//       kind Method
          let oldest = self.order.first().cloned().ok_or(Error::Full {
//            ^^^^^^ definition local 37
//                          ^^^^^ reference soulindex . . . `rust/store.rs`/Store#order.
              capacity: self.capacity,
//                           ^^^^^^^^ reference soulindex . . . `rust/store.rs`/Store#capacity.
              attempted: self.entries.len() + 1,
//            ^^^^^^^^^ reference soulindex . . . `rust/store.rs`/error/Error#Full.attempted.
//                            ^^^^^^^ reference soulindex . . . `rust/store.rs`/Store#entries.
          })?;
          self.order.remove(0);
//             ^^^^^ reference soulindex . . . `rust/store.rs`/Store#order.
          self.entries.remove(&oldest);
//             ^^^^^^^ reference soulindex . . . `rust/store.rs`/Store#entries.
//                             ^^^^^^ reference local 37
          Ok(())
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Store#evict_oldest().
  
      /// Writes every entry to `out`, one per line.
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Store#dump().
      pub async fn dump<W>(&self, out: &mut W) -> stdio::Result<()>
//                 ^^^^ definition soulindex . . . `rust/store.rs`/Store#dump().
//                 kind Method
//                 documentation
//                 > Writes every entry to `out`, one per line.
//                      ^ definition local 38
//                                ^^^ definition local 39
//                                          ^ reference local 38
      where
          W: IoWrite + Send,
//        ^ reference local 38
          V: Display,
//        ^ reference local 20
      {
          for key in &self.order {
//            ^^^ definition local 40
//                         ^^^^^ reference soulindex . . . `rust/store.rs`/Store#order.
              if let Some(e) = self.entries.get(key) {
//                        ^ definition local 41
//                                  ^^^^^^^ reference soulindex . . . `rust/store.rs`/Store#entries.
//                                              ^^^ reference local 40
                  writeln!(out, "{} = {}", key, e.value)?;
//                         ^^^ reference local 39
//                                         ^^^ reference local 40
//                                              ^ reference local 41
              }
          }
          Ok(())
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Store#dump().
  }
  
  impl<V: Clone + Send> Default for Store<V> {
//     ^ definition local 42
//                                  ^^^^^ reference soulindex . . . `rust/store.rs`/Store#
//                                        ^ reference local 42
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/Store#default().
      fn default() -> Self {
//       ^^^^^^^ definition soulindex . . . `rust/store.rs`/Store#default().
//       kind Method
          Self::new()
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/Store#default().
  }
  
  impl<V> Evictor<V> for NoExpiry
//     ^ definition local 44
//        ^^^^^^^ reference soulindex . . . `rust/store.rs`/Evictor#
//                ^ reference local 44
//                       ^^^^^^^^ reference soulindex . . . `rust/store.rs`/NoExpiry#
  where
      V: Storable,
//    ^ reference local 44
//       ^^^^^^^^ reference soulindex . . . `rust/store.rs`/Storable#
  {
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/NoExpiry#pick().
      fn pick(&self, _order: &[Key]) -> Option<usize> {
//       ^^^^ definition soulindex . . . `rust/store.rs`/NoExpiry#pick().
//       kind Method
//       relationship soulindex . . . `rust/store.rs`/Evictor#pick(). implementation reference
//                   ^^^^^^ definition local 46
//                             ^^^ reference soulindex . . . `rust/store.rs`/Key#
          None
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/NoExpiry#pick().
  }
  
  impl Storable for String {
//     ^^^^^^^^ reference soulindex . . . `rust/store.rs`/Storable#
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/String#Encoded#
      type Encoded = Vec<u8>;
//         ^^^^^^^ definition soulindex . . . `rust/store.rs`/String#Encoded#
//         kind TypeAlias
//                          ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/String#Encoded#
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/String#KIND.
      const KIND: &'static str = "string";
//          ^^^^ definition soulindex . . . `rust/store.rs`/String#KIND.
//          kind Constant
//                                       ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/String#KIND.
  
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/String#encode().
      fn encode(&self) -> Self::Encoded {
//       ^^^^^^ definition soulindex . . . `rust/store.rs`/String#encode().
//       kind Method
          self.as_bytes().to_vec()
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/String#encode().
  }
  
  /// Builds a store from `key => value` pairs.
  #[macro_export]
//⌄ enclosing_range_start soulindex . . . `rust/store.rs`/store!
  macro_rules! store {
//             ^^^^^ definition soulindex . . . `rust/store.rs`/store!
//             kind Macro
//             documentation
//             > Builds a store from `key => value` pairs.
      () => {
          $crate::Store::new()
//                ^^^^^ reference soulindex . . . `rust/store.rs`/Store#
      };
      ($($k:expr => $v:expr),+ $(,)?) => {{
          let mut s = $crate::Store::new();
//                            ^^^^^ reference soulindex . . . `rust/store.rs`/Store#
          $( s.insert($crate::Key::from($k), $v).unwrap(); )+
//                            ^^^ reference soulindex . . . `rust/store.rs`/Key#
//                                 ^^^^ reference soulindex . . . `rust/codec.rs`/from().
          s
      }};
  }
//⌃ enclosing_range_end soulindex . . . `rust/store.rs`/store!
  
  /// Sets the debug level for the whole process.
  ///
  /// # Safety
  /// Must not be called while other threads read the level.
//⌄ enclosing_range_start soulindex . . . `rust/store.rs`/set_debug_level().
  pub unsafe fn set_debug_level(level: u8) {
//              ^^^^^^^^^^^^^^^ definition soulindex . . . `rust/store.rs`/set_debug_level().
//              kind Function
//              documentation
//              > Sets the debug level for the whole process.
//              > 
//              > # Safety
//              > Must not be called while other threads read the level.
//                              ^^^^^ definition local 48
      DEBUG_LEVEL = level;
//    ^^^^^^^^^^^ reference soulindex . . . `rust/store.rs`/DEBUG_LEVEL.
//                  ^^^^^ reference local 48
  }
//⌃ enclosing_range_end soulindex . . . `rust/store.rs`/set_debug_level().
  
//⌄ enclosing_range_start soulindex . . . `rust/store.rs`/shared().
  pub(crate) fn shared<V: Clone + Send>(store: Store<V>) -> SharedStore<V> {
//              ^^^^^^ definition soulindex . . . `rust/store.rs`/shared().
//              kind Function
//                     ^ definition local 49
//                                      ^^^^^ definition local 50
//                                             ^^^^^ reference soulindex . . . `rust/store.rs`/Store#
//                                                   ^ reference local 49
//                                                          ^^^^^^^^^^^ reference soulindex . . . `rust/store.rs`/SharedStore#
//                                                                      ^ reference local 49
      const LOCAL_LIMIT: usize = 8;
      struct Guard {
          limit: usize,
      }
      impl Guard {
//        ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/shared().Guard#check().
          fn check(&self) -> bool {
//           ^^^^^ definition soulindex . . . `rust/store.rs`/shared().Guard#check().
//           kind Method
              self.limit > 0
          }
//        ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/shared().Guard#check().
      }
      debug_assert!(Guard { limit: LOCAL_LIMIT }.check());
      Arc::new(Mutex::new(store))
//                        ^^^^^ reference local 50
  }
//⌃ enclosing_range_end soulindex . . . `rust/store.rs`/shared().
  
  #[cfg(test)]
//⌄ enclosing_range_start soulindex . . . `rust/store.rs`/tests/
  mod tests {
//    ^^^^^ definition soulindex . . . `rust/store.rs`/tests/
//    kind Module
      use super::*;
  
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/tests/sample().
      fn sample() -> Store<String> {
//       ^^^^^^ definition soulindex . . . `rust/store.rs`/tests/sample().
//       kind Function
//                   ^^^^^ reference soulindex . . . `rust/store.rs`/Store#
          store! { "a" => "1".to_string(), "b" => "2".to_string() }
//        ^^^^^ reference soulindex . . . `rust/store.rs`/store!
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/tests/sample().
  
      #[test]
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/tests/insert_then_get().
      fn insert_then_get() {
//       ^^^^^^^^^^^^^^^ definition soulindex . . . `rust/store.rs`/tests/insert_then_get().
//       kind Function
          let mut s = sample();
//                ^ definition local 52
          assert_eq!(s.get("a").unwrap(), "1");
//                   ^ reference local 52
          assert!(matches!(s.get("zzz"), Err(Error::NotFound)));
//                         ^ reference local 52
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/tests/insert_then_get().
  
      #[test]
//    ⌄ enclosing_range_start soulindex . . . `rust/store.rs`/tests/evicts_oldest_when_full().
      fn evicts_oldest_when_full() {
//       ^^^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `rust/store.rs`/tests/evicts_oldest_when_full().
//       kind Function
          let mut s: Store<u32> = Store::with_capacity(1);
//                ^ definition local 53
//                   ^^^^^ reference soulindex . . . `rust/store.rs`/Store#
//                                ^^^^^ reference soulindex . . . `rust/store.rs`/Store#
//                                       ^^^^^^^^^^^^^ reference soulindex . . . `rust/store.rs`/Store#with_capacity().
          s.insert(Key::new("x"), 1).unwrap();
//        ^ reference local 53
//          ^^^^^^ reference soulindex . . . `rust/store.rs`/Store#insert().
//                 ^^^ reference soulindex . . . `rust/store.rs`/Key#
//                      ^^^ reference soulindex . . . `rust/store.rs`/Key#new().
          s.insert(Key::new("y"), 2).unwrap();
//        ^ reference local 53
//          ^^^^^^ reference soulindex . . . `rust/store.rs`/Store#insert().
//                 ^^^ reference soulindex . . . `rust/store.rs`/Key#
//                      ^^^ reference soulindex . . . `rust/store.rs`/Key#new().
          assert!(s.get("x").is_err());
//                ^ reference local 53
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/store.rs`/tests/evicts_oldest_when_full().
  }
//⌃ enclosing_range_end soulindex . . . `rust/store.rs`/tests/
  
