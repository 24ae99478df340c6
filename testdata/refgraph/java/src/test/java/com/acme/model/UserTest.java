package com.acme.model;

public class UserTest {
    void checksName() {
        new User("x").getName();
    }
}
