package com.acme.app;

import com.acme.util.Strings;
import com.acme.model.User;
import java.util.List;

public class Main {
    public static void main(String[] args) {
        User u = new User("x");
        System.out.println(Strings.reverse(u.getName()));
    }
}
