package com.acme.model;

public class Box {
    public int f;
    public int size() { return this.f; }
}
