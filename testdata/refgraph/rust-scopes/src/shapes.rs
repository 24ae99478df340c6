pub struct Square {
    pub side: u32,
}

impl Square {
    pub fn new(side: u32) -> Square {
        Square { side: super::util::helper(side) }
    }
    pub fn area(&self) -> u32 {
        self.side * self.side
    }
}

pub struct Circle {
    pub r: u32,
}

impl Circle {
    pub fn new(r: u32) -> Circle {
        Circle { r }
    }
    pub fn area(&self) -> u32 {
        3 * self.r * self.r
    }
}
