package com.acme.other;

public class List {
    public static List of() { return null; }
}
