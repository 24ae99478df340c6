macro_rules! cfg_net {
    ($($item:item)*) => {
        $( #[cfg(feature = "net")] $item )*
    }
}

macro_rules! cfg_rt {
    ($($item:item)*) => {
        $( #[cfg(feature = "rt")] $item )*
    }
}
