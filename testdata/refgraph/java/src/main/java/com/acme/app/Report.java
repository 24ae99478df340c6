package com.acme.app;

import com.acme.model.*;

class Report {
    Order latest;
}
