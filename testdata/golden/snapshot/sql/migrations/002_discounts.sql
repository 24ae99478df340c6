  -- Discounts: a percentage off an invoice, and a code customers enter.
  
  ALTER TABLE billing.invoices
//                    ^^^^^^^^ reference soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#
//             ⌄ enclosing_range_start soulindex . . . `sql/migrations/002_discounts.sql`/invoices#discount_percent.
    ADD COLUMN discount_percent smallint NOT NULL DEFAULT 0;
//             ^^^^^^^^^^^^^^^^ definition soulindex . . . `sql/migrations/002_discounts.sql`/invoices#discount_percent.
//             kind Field
//                                                        ⌃ enclosing_range_end soulindex . . . `sql/migrations/002_discounts.sql`/invoices#discount_percent.
  
//                                         ⌄ enclosing_range_start soulindex . . . `sql/migrations/002_discounts.sql`/customers#vat_id.
  ALTER TABLE billing.customers ADD COLUMN vat_id text;
//                    ^^^^^^^^^ reference soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/customers#
//                                         ^^^^^^ definition soulindex . . . `sql/migrations/002_discounts.sql`/customers#vat_id.
//                                         kind Field
//                                                   ⌃ enclosing_range_end soulindex . . . `sql/migrations/002_discounts.sql`/customers#vat_id.
  
  -- A code that grants a discount until it expires.
//⌄ enclosing_range_start soulindex . . . `sql/migrations/002_discounts.sql`/billing/discount_codes#
  CREATE TABLE billing.discount_codes (
//                     ^^^^^^^^^^^^^^ definition soulindex . . . `sql/migrations/002_discounts.sql`/billing/discount_codes#
//                     kind Struct
//                     documentation
//                     > A code that grants a discount until it expires.
//  ⌄ enclosing_range_start soulindex . . . `sql/migrations/002_discounts.sql`/billing/discount_codes#code.
    code text PRIMARY KEY,
//  ^^^^ definition soulindex . . . `sql/migrations/002_discounts.sql`/billing/discount_codes#code.
//  kind Field
//                      ⌃ enclosing_range_end soulindex . . . `sql/migrations/002_discounts.sql`/billing/discount_codes#code.
//  ⌄ enclosing_range_start soulindex . . . `sql/migrations/002_discounts.sql`/billing/discount_codes#percent.
    percent smallint NOT NULL CHECK (percent > 0 AND percent <= 100),
//  ^^^^^^^ definition soulindex . . . `sql/migrations/002_discounts.sql`/billing/discount_codes#percent.
//  kind Field
//                                                                 ⌃ enclosing_range_end soulindex . . . `sql/migrations/002_discounts.sql`/billing/discount_codes#percent.
//  ⌄ enclosing_range_start soulindex . . . `sql/migrations/002_discounts.sql`/billing/discount_codes#expires_at.
    expires_at timestamptz,
//  ^^^^^^^^^^ definition soulindex . . . `sql/migrations/002_discounts.sql`/billing/discount_codes#expires_at.
//  kind Field
//                       ⌃ enclosing_range_end soulindex . . . `sql/migrations/002_discounts.sql`/billing/discount_codes#expires_at.
//  ⌄ enclosing_range_start soulindex . . . `sql/migrations/002_discounts.sql`/billing/discount_codes#created_by.
    created_by bigint REFERENCES billing.customers (id)
//  ^^^^^^^^^^ definition soulindex . . . `sql/migrations/002_discounts.sql`/billing/discount_codes#created_by.
//  kind Field
//                                       ^^^^^^^^^ reference soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/customers#
//                                                    ⌃ enclosing_range_end soulindex . . . `sql/migrations/002_discounts.sql`/billing/discount_codes#created_by.
  );
//⌃ enclosing_range_end soulindex . . . `sql/migrations/002_discounts.sql`/billing/discount_codes#
  
  -- Revenue per customer and month, refreshed nightly.
//⌄ enclosing_range_start soulindex . . . `sql/migrations/002_discounts.sql`/billing/monthly_revenue#
  CREATE MATERIALIZED VIEW billing.monthly_revenue AS
//                                 ^^^^^^^^^^^^^^^ definition soulindex . . . `sql/migrations/002_discounts.sql`/billing/monthly_revenue#
//                                 kind Struct
//                                 documentation
//                                 > Revenue per customer and month, refreshed nightly.
  SELECT c.id AS customer_id, date_trunc('month', i.issued_at) AS month,
         sum(billing.invoice_total(i.id)) AS revenue_cents
//                   ^^^^^^^^^^^^^ reference soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_total().
  FROM billing.invoices i
//             ^^^^^^^^ reference soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#
  JOIN billing.customers c ON c.id = i.customer_id
//             ^^^^^^^^^ reference soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/customers#
  WHERE i.status = 'paid'
  GROUP BY 1, 2;
//            ⌃ enclosing_range_end soulindex . . . `sql/migrations/002_discounts.sql`/billing/monthly_revenue#
  
