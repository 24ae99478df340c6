package com.acme.util;

public class Util {
    public static int f(int x) { return x; }
    public static int max(int a, int b) { return a; }
}
