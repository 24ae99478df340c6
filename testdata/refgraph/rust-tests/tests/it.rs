use my_crate::sync::Sender;
use other_crate::sync::channel;

fn uses(s: Sender) -> u32 {
    let _ = channel();
    my_crate::top() + my_crate::sync::channel().len()
}
