package com.acme.model;

public class Order {
    private User buyer;
}
