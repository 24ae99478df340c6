package com.acme.model;

public class Bag {
    public int f;
    public int size() { return this.f; }
}
