package com.acme.app;

public class Limits {
    public static final int LIMIT = 10;
}
