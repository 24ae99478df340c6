mod net;
mod util;

use crate::net::client::Client;
use serde::Serialize;

pub fn run() {
    let c = Client::new();
    c.connect();
}
