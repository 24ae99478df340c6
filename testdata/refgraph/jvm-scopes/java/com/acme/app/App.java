package com.acme.app;

import com.acme.util.Util;
import com.acme.model.*;
import java.util.List;

public class App {
    int total;

    int run(List<Box> boxes, int total) {
        int n = Util.f(total) + Math.max(total, Limits.LIMIT);
        for (Box b : boxes) { n += b.f; }
        boxes.forEach(Limits -> Limits.size());
        try { n += List.of().size(); } catch (RuntimeException Bag) { Bag.getMessage(); }
        Object o = boxes;
        if (o instanceof Bag Hidden) { n += Hidden.f; }
        Hidden h = null;
        return n + this.total;
    }
}
