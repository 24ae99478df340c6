package com.acme.other;

public class Hidden {
}
