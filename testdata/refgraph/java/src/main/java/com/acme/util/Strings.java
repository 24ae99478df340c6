package com.acme.util;

public class Strings {
    public static String reverse(String s) {
        return new StringBuilder(s).reverse().toString();
    }
}
