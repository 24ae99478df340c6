use super::super::util::helper;
use crate::util;
use self::inner::Thing;
use std::collections::HashMap;

pub struct Client {
    peers: HashMap<String, u32>,
}

impl Client {
    pub fn new() -> Client {
        Client { peers: HashMap::new() }
    }

    pub fn connect(&self) -> u32 {
        helper() + util::helper()
    }
}
