  //! Encoding and decoding of stored values.
  
  use std::io::{self, Read};
  use std::marker::PhantomData;
  use super::{Key, Storable as Value, *};
//            ^^^ reference soulindex . . . `rust/store.rs`/Key#
//                 ^^^^^^^^ reference soulindex . . . `rust/store.rs`/Storable#
  use crate::store::{
      error::{self, Error as StoreError},
//    ^^^^^ reference soulindex . . . `rust/store.rs`/error/
      metrics::{Counter, Gauge as MetricGauge},
//    ^^^^^^^ reference soulindex . . . `rust/store.rs`/metrics/
  };
  
  pub use self::varint::{decode_u64 as read_varint, encode_u64};
//              ^^^^^^ reference soulindex . . . `rust/codec.rs`/varint/
  pub use bytes::Bytes;
  
  /// Magic bytes at the start of every encoded frame.
//⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/MAGIC.
  pub const MAGIC: [u8; 4] = *b"KVS1";
//          ^^^^^ definition soulindex . . . `rust/codec.rs`/MAGIC.
//          kind Constant
//          documentation
//          > Magic bytes at the start of every encoded frame.
//                                   ⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/MAGIC.
  
  /// Encodes values of type `T` into bytes.
//⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/Encoder#
  pub trait Encoder<T: ?Sized> {
//          ^^^^^^^ definition soulindex . . . `rust/codec.rs`/Encoder#
//          kind Trait
//          documentation
//          > Encodes values of type `T` into bytes.
//                  ^ definition local 0
      /// Error produced when encoding fails.
//    ⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/Encoder#Error#
      type Error: std::error::Error + 'static;
//         ^^^^^ definition soulindex . . . `rust/codec.rs`/Encoder#Error#
//         kind TypeAlias
//         documentation
//         > Error produced when encoding fails.
//                                           ⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/Encoder#Error#
  
      /// Version written into every frame.
//    ⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/Encoder#VERSION.
      const VERSION: u16 = 1;
//          ^^^^^^^ definition soulindex . . . `rust/codec.rs`/Encoder#VERSION.
//          kind Constant
//          documentation
//          > Version written into every frame.
//                          ⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/Encoder#VERSION.
  
      /// Appends the encoding of `value` to `buf`.
//    ⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/Encoder#encode().
      fn encode(&mut self, value: &T, buf: &mut Vec<u8>) -> Result<(), Self::Error>;
//       ^^^^^^ definition soulindex . . . `rust/codec.rs`/Encoder#encode().
//       kind Method
//       documentation
//       > Appends the encoding of `value` to `buf`.
//                         ^^^^^ definition local 2
//                                 ^ reference local 0
//                                    ^^^ definition local 3
//                                                                                 ⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/Encoder#encode().
  
      /// Encodes into a fresh buffer.
//    ⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/Encoder#encode_to_vec().
      fn encode_to_vec(&mut self, value: &T) -> Result<Vec<u8>, Self::Error>
//       ^^^^^^^^^^^^^ definition soulindex . . . `rust/codec.rs`/Encoder#encode_to_vec().
//       kind Method
//       documentation
//       > Encodes into a fresh buffer.
//                                ^^^^^ definition local 4
//                                        ^ reference local 0
      where
          Self: Sized,
      {
          let mut buf = Vec::with_capacity(16);
//                ^^^ definition local 5
          self.encode(value, &mut buf)?;
//             ^^^^^^ reference soulindex . . . `rust/codec.rs`/Encoder#encode().
//                    ^^^^^ reference local 4
//                                ^^^ reference local 5
          Ok(buf)
//           ^^^ reference local 5
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/Encoder#encode_to_vec().
  }
//⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/Encoder#
  
  /// Decodes values of type `T`.
//⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/Decoder#
  pub trait Decoder<T>: Sized {
//          ^^^^^^^ definition soulindex . . . `rust/codec.rs`/Decoder#
//          kind Trait
//          documentation
//          > Decodes values of type `T`.
//                  ^ definition local 6
//    ⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/Decoder#decode().
      fn decode<R: Read>(reader: &mut R) -> io::Result<T>;
//       ^^^^^^ definition soulindex . . . `rust/codec.rs`/Decoder#decode().
//       kind Method
//              ^ definition local 8
//                       ^^^^^^ definition local 9
//                                    ^ reference local 8
//                                                     ^ reference local 6
//                                                       ⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/Decoder#decode().
  }
//⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/Decoder#
  
  /// A codec that pairs an encoder and a decoder.
//⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/Codec#
  pub trait Codec<T>: Encoder<T> + Decoder<T> {}
//          ^^^^^ definition soulindex . . . `rust/codec.rs`/Codec#
//          kind Trait
//          documentation
//          > A codec that pairs an encoder and a decoder.
//                ^ definition local 10
//                    ^^^^^^^ reference soulindex . . . `rust/codec.rs`/Encoder#
//                            ^ reference local 10
//                                 ^^^^^^^ reference soulindex . . . `rust/codec.rs`/Decoder#
//                                         ^ reference local 10
//                                             ⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/Codec#
  
  impl<T, C> Codec<T> for C where C: Encoder<T> + Decoder<T> {}
//     ^ definition local 12
//        ^ definition local 13
//           ^^^^^ reference soulindex . . . `rust/codec.rs`/Codec#
//                 ^ reference local 12
//                        ^ reference local 13
//                                ^ reference local 13
//                                   ^^^^^^^ reference soulindex . . . `rust/codec.rs`/Encoder#
//                                           ^ reference local 12
//                                                ^^^^^^^ reference soulindex . . . `rust/codec.rs`/Decoder#
//                                                        ^ reference local 12
  
  /// Length-prefixed binary codec.
  #[derive(Debug, Default, Clone, Copy)]
//⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/Binary#
  pub struct Binary<T>(PhantomData<T>)
//           ^^^^^^ definition soulindex . . . `rust/codec.rs`/Binary#
//           kind Struct
//           documentation
//           > Length-prefixed binary codec.
//           relationship soulindex . . . `rust/codec.rs`/Encoder# implementation
  where
      T: Value;
//            ⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/Binary#
  
  /// A frame header.
  #[derive(Debug, Clone, Copy, PartialEq)]
//⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/Header#
  pub struct Header {
//           ^^^^^^ definition soulindex . . . `rust/codec.rs`/Header#
//           kind Struct
//           documentation
//           > A frame header.
//    ⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/Header#version.
      pub version: u16,
//        ^^^^^^^ definition soulindex . . . `rust/codec.rs`/Header#version.
//        kind Field
//                   ⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/Header#version.
//    ⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/Header#len.
      pub len: u32,
//        ^^^ definition soulindex . . . `rust/codec.rs`/Header#len.
//        kind Field
//               ⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/Header#len.
  }
//⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/Header#
  
  impl<T: Value> Encoder<T> for Binary<T> {
//     ^ definition local 15
//               ^^^^^^^ reference soulindex . . . `rust/codec.rs`/Encoder#
//                       ^ reference local 15
//                              ^^^^^^ reference soulindex . . . `rust/codec.rs`/Binary#
//                                     ^ reference local 15
//    ⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/Binary#Error#
      type Error = StoreError;
//         ^^^^^ definition soulindex . . . `rust/codec.rs`/Binary#Error#
//         kind TypeAlias
//                           ⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/Binary#Error#
  
//    ⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/Binary#encode().
      fn encode(&mut self, value: &T, buf: &mut Vec<u8>) -> Result<(), Self::Error> {
//       ^^^^^^ definition soulindex . . . `rust/codec.rs`/Binary#encode().
//       kind Method
//       relationship soulindex . . . `rust/codec.rs`/Encoder#encode(). implementation reference
//                         ^^^^^ definition local 17
//                                 ^ reference local 15
//                                    ^^^ definition local 18
          let encoded = value.encode();
//            ^^^^^^^ definition local 19
//                      ^^^^^ reference local 17
          let bytes = encoded.as_ref();
//            ^^^^^ definition local 20
//                    ^^^^^^^ reference local 19
          buf.extend_from_slice(&MAGIC);
//        ^^^ reference local 18
//                               ^^^^^ reference soulindex . . . `rust/codec.rs`/MAGIC.
          varint::encode_u64(bytes.len() as u64, buf);
//        ^^^^^^ reference soulindex . . . `rust/codec.rs`/varint/
//                ^^^^^^^^^^ reference soulindex . . . `rust/codec.rs`/varint/encode_u64().
//                           ^^^^^ reference local 20
//                                 ^^^ reference soulindex . . . `rust/codec.rs`/Header#len.
//                                               ^^^ reference local 18
          buf.extend_from_slice(bytes);
//        ^^^ reference local 18
//                              ^^^^^ reference local 20
          Ok(())
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/Binary#encode().
  }
  
  impl<'a> From<&'a Header> for [u8; 6] {
//      ^ definition local 21
//                ^ reference local 21
//                  ^^^^^^ reference soulindex . . . `rust/codec.rs`/Header#
//    ⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/from().
      fn from(h: &'a Header) -> Self {
//       ^^^^ definition soulindex . . . `rust/codec.rs`/from().
//       kind Function
//            ^ definition local 23
//                 ^ reference local 21
//                   ^^^^^^ reference soulindex . . . `rust/codec.rs`/Header#
          let mut out = [0u8; 6];
//                ^^^ definition local 24
          out[..2].copy_from_slice(&h.version.to_le_bytes());
//        ^^^ reference local 24
//                                  ^ reference local 23
//                                    ^^^^^^^ reference soulindex . . . `rust/codec.rs`/Header#version.
          out[2..].copy_from_slice(&h.len.to_le_bytes());
//        ^^^ reference local 24
//                                  ^ reference local 23
//                                    ^^^ reference soulindex . . . `rust/codec.rs`/Header#len.
          out
//        ^^^ reference local 24
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/from().
  }
  
  impl std::fmt::Display for crate::store::Key {
//                                         ^^^ reference soulindex . . . `rust/store.rs`/Key#
//    ⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/Key#fmt().
      fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
//       ^^^ definition soulindex . . . `rust/codec.rs`/Key#fmt().
//       kind Method
//                  ^ definition local 26
          f.write_str(self.as_str())
//        ^ reference local 26
//                         ^^^^^^ reference soulindex . . . `rust/store.rs`/Key#as_str().
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/Key#fmt().
  }
  
  impl<T> PartialEq<T> for &Header
//     ^ definition local 27
//                  ^ reference local 27
//                          ^^^^^^ reference soulindex . . . `rust/codec.rs`/Header#
  where
      T: AsRef<[u8]>,
//    ^ reference local 27
  {
//    ⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/Header#eq().
      fn eq(&self, other: &T) -> bool {
//       ^^ definition soulindex . . . `rust/codec.rs`/Header#eq().
//       kind Method
//                 ^^^^^ definition local 29
//                         ^ reference local 27
          other.as_ref().len() == self.len as usize
//        ^^^^^ reference local 29
//                       ^^^ reference soulindex . . . `rust/codec.rs`/Header#len.
//                                     ^^^ reference soulindex . . . `rust/codec.rs`/Header#len.
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/Header#eq().
  }
  
  impl<T> core::ops::Deref for self::wrap::Wrapped<T> {
//     ^ definition local 30
//                                                 ^ reference local 30
//    ⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/Wrapped#Target#
      type Target = T;
//         ^^^^^^ definition soulindex . . . `rust/codec.rs`/Wrapped#Target#
//         kind TypeAlias
//                  ^ reference local 30
//                   ⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/Wrapped#Target#
  
//    ⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/Wrapped#deref().
      fn deref(&self) -> &T {
//       ^^^^^ definition soulindex . . . `rust/codec.rs`/Wrapped#deref().
//       kind Method
//                        ^ reference local 30
          &self.0
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/Wrapped#deref().
  }
  
  /// Variable-length integer encoding.
//⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/varint/
  pub mod varint {
//        ^^^^^^ definition soulindex . . . `rust/codec.rs`/varint/
//        kind Module
//        documentation
//        > Variable-length integer encoding.
      //! LEB128 variable-length integers.
  
      /// Largest number of bytes a `u64` needs.
//    ⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/varint/MAX_LEN.
      pub const MAX_LEN: usize = 10;
//              ^^^^^^^ definition soulindex . . . `rust/codec.rs`/varint/MAX_LEN.
//              kind Constant
//              documentation
//              > Largest number of bytes a `u64` needs.
//                                 ⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/varint/MAX_LEN.
  
      /// Appends `v` to `out` as a LEB128 varint.
//    ⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/varint/encode_u64().
      pub fn encode_u64(mut v: u64, out: &mut Vec<u8>) {
//           ^^^^^^^^^^ definition soulindex . . . `rust/codec.rs`/varint/encode_u64().
//           kind Function
//           documentation
//           > Appends `v` to `out` as a LEB128 varint.
//                          ^ definition local 32
//                                  ^^^ definition local 33
          while v >= 0x80 {
//              ^ reference local 32
              out.push((v as u8) | 0x80);
//            ^^^ reference local 33
//                      ^ reference local 32
              v >>= 7;
//            ^ reference local 32
          }
          out.push(v as u8);
//        ^^^ reference local 33
//                 ^ reference local 32
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/varint/encode_u64().
  
      /// Reads a varint from the front of `buf`.
//    ⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/varint/decode_u64().
      pub const fn decode_u64(buf: &[u8]) -> Option<(u64, usize)> {
//                 ^^^^^^^^^^ definition soulindex . . . `rust/codec.rs`/varint/decode_u64().
//                 kind Function
//                 documentation
//                 > Reads a varint from the front of `buf`.
//                            ^^^ definition local 34
          let mut result = 0u64;
//                ^^^^^^ definition local 35
          let mut i = 0;
//                ^ definition local 36
          while i < buf.len() && i < MAX_LEN {
//              ^ reference local 36
//                  ^^^ reference local 34
//                      ^^^ reference soulindex . . . `rust/codec.rs`/Header#len.
//                               ^ reference local 36
              result |= ((buf[i] & 0x7f) as u64) << (7 * i);
//            ^^^^^^ reference local 35
//                        ^^^ reference local 34
//                            ^ reference local 36
//                                                       ^ reference local 36
              if buf[i] & 0x80 == 0 {
//               ^^^ reference local 34
//                   ^ reference local 36
                  return Some((result, i + 1));
//                             ^^^^^^ reference local 35
//                                     ^ reference local 36
              }
              i += 1;
//            ^ reference local 36
          }
          None
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/varint/decode_u64().
  
//    ⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/varint/wrap/
      pub(super) mod wrap {
//                   ^^^^ definition soulindex . . . `rust/codec.rs`/varint/wrap/
//                   kind Module
          /// A transparent wrapper.
//        ⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/varint/wrap/Wrapped#
          pub struct Wrapped<T>(pub T);
//                   ^^^^^^^ definition soulindex . . . `rust/codec.rs`/varint/wrap/Wrapped#
//                   kind Struct
//                   documentation
//                   > A transparent wrapper.
//                                    ⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/varint/wrap/Wrapped#
      }
//    ⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/varint/wrap/
  }
//⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/varint/
  
  extern "C" {
      /// CRC32 from the system zlib.
//    ⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/crc32().
      fn crc32(crc: u32, buf: *const u8, len: u32) -> u32;
//       ^^^^^ definition soulindex . . . `rust/codec.rs`/crc32().
//       kind Function
//       documentation
//       > CRC32 from the system zlib.
//                                                       ⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/crc32().
  
//    ⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/zlib_version.
      static zlib_version: *const u8;
//           ^^^^^^^^^^^^ definition soulindex . . . `rust/codec.rs`/zlib_version.
//           kind Constant
//                                  ⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/zlib_version.
  }
  
  /// Bytes added around every payload.
  
//⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/FRAME_OVERHEAD.
  pub const FRAME_OVERHEAD: usize = 6;
//          ^^^^^^^^^^^^^^ definition soulindex . . . `rust/codec.rs`/FRAME_OVERHEAD.
//          kind Constant
//                                   ⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/FRAME_OVERHEAD.
  
  /// Checksums a frame with the C library.
//⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/checksum().
  pub fn checksum(frame: &[u8]) -> u32 {
//       ^^^^^^^^ definition soulindex . . . `rust/codec.rs`/checksum().
//       kind Function
//       documentation
//       > Checksums a frame with the C library.
//                ^^^^^ definition local 37
      // SAFETY: the pointer and length come from a valid slice.
      unsafe { crc32(0, frame.as_ptr(), frame.len() as u32) }
//             ^^^^^ reference soulindex . . . `rust/codec.rs`/crc32().
//                      ^^^^^ reference local 37
//                                      ^^^^^ reference local 37
//                                            ^^^ reference soulindex . . . `rust/codec.rs`/Header#len.
  }
//⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/checksum().
  
  /// Exposed to C callers.
  #[no_mangle]
//⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/kvs_magic().
  pub extern "C" fn kvs_magic() -> u32 {
//                  ^^^^^^^^^ definition soulindex . . . `rust/codec.rs`/kvs_magic().
//                  kind Function
//                  documentation
//                  > Exposed to C callers.
      u32::from_le_bytes(MAGIC)
//                       ^^^^^ reference soulindex . . . `rust/codec.rs`/MAGIC.
  }
//⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/kvs_magic().
  
//⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/read_frame().
  pub(crate) async unsafe fn read_frame<R>(reader: &mut R) -> io::Result<Vec<u8>>
//                           ^^^^^^^^^^ definition soulindex . . . `rust/codec.rs`/read_frame().
//                           kind Function
//                                      ^ definition local 38
//                                         ^^^^^^ definition local 39
//                                                      ^ reference local 38
  where
      R: Read + Unpin,
//    ^ reference local 38
  {
      let mut header = [0u8; 6];
//            ^^^^^^ definition local 40
      reader.read_exact(&mut header)?;
//    ^^^^^^ reference local 39
//                           ^^^^^^ reference local 40
      Ok(header.to_vec())
//       ^^^^^^ reference local 40
  }
//⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/read_frame().
  
//⌄ enclosing_range_start soulindex . . . `rust/codec.rs`/impl_storable_int!
  macro_rules! impl_storable_int (
//             ^^^^^^^^^^^^^^^^^ definition soulindex . . . `rust/codec.rs`/impl_storable_int!
//             kind Macro
      ($($t:ty),*) => {
          $(impl $crate::Storable for $t {
//                       ^^^^^^^^ reference soulindex . . . `rust/store.rs`/Storable#
              type Encoded = [u8; std::mem::size_of::<$t>()];
              const KIND: &'static str = stringify!($t);
              fn encode(&self) -> Self::Encoded { self.to_le_bytes() }
          })*
      };
  );
// ⌃ enclosing_range_end soulindex . . . `rust/codec.rs`/impl_storable_int!
  
  impl_storable_int!(u8, u16, u32, u64);
//^^^^^^^^^^^^^^^^^ reference soulindex . . . `rust/codec.rs`/impl_storable_int!
  
