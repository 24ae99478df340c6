pub struct Sender;

pub fn channel() -> Sender {
    Sender
}
