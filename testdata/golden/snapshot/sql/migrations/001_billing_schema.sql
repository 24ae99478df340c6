  -- Billing schema: customers, their invoices and invoice lines.
  -- Applied by the migration runner in file-name order.
  
//⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/
  CREATE SCHEMA IF NOT EXISTS billing;
//                            ^^^^^^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/
//                            kind Module
//                                  ⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/
  
  -- How an invoice moves from draft to paid.
//⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_status#
//                                            ⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_status#draft.
//                                                     ⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_status#issued.
//                                                               ⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_status#paid.
//                                                                       ⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_status#void.
  CREATE TYPE billing.invoice_status AS ENUM ('draft', 'issued', 'paid', 'void');
//                    ^^^^^^^^^^^^^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_status#
//                    kind Enum
//                    documentation
//                    > How an invoice moves from draft to paid.
//                                            ^^^^^^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_status#draft.
//                                            kind EnumMember
//                                                     ^^^^^^^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_status#issued.
//                                                     kind EnumMember
//                                                               ^^^^^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_status#paid.
//                                                               kind EnumMember
//                                                                       ^^^^^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_status#void.
//                                                                       kind EnumMember
//                                                  ⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_status#draft.
//                                                            ⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_status#issued.
//                                                                    ⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_status#paid.
//                                                                            ⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_status#void.
//                                                                             ⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_status#
  
  -- A customer we bill; one per legal entity.
//⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/customers#
  CREATE TABLE billing.customers (
//                     ^^^^^^^^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/customers#
//                     kind Struct
//                     documentation
//                     > A customer we bill; one per legal entity.
//  ⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/customers#id.
    id bigserial PRIMARY KEY,
//  ^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/customers#id.
//  kind Field
//                         ⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/customers#id.
    -- Shown on invoices and statements.
//  ⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/customers#legal_name.
    legal_name text NOT NULL,
//  ^^^^^^^^^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/customers#legal_name.
//  kind Field
//  documentation
//  > Shown on invoices and statements.
//                         ⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/customers#legal_name.
//  ⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/customers#email.
    email text NOT NULL UNIQUE,
//  ^^^^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/customers#email.
//  kind Field
//                           ⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/customers#email.
//  ⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/customers#country_code.
    country_code char(2) NOT NULL DEFAULT 'DE',
//  ^^^^^^^^^^^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/customers#country_code.
//  kind Field
//                                           ⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/customers#country_code.
//  ⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/customers#created_at.
    created_at timestamptz NOT NULL DEFAULT now()
//  ^^^^^^^^^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/customers#created_at.
//  kind Field
//                                              ⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/customers#created_at.
  );
//⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/customers#
  
//⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_number_seq.
  CREATE SEQUENCE billing.invoice_number_seq START 1000;
//                        ^^^^^^^^^^^^^^^^^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_number_seq.
//                        kind Variable
//                                                    ⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_number_seq.
  
  -- An invoice issued to one customer.
//⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#
  CREATE TABLE billing.invoices (
//                     ^^^^^^^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#
//                     kind Struct
//                     documentation
//                     > An invoice issued to one customer.
//  ⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#id.
    id bigserial PRIMARY KEY,
//  ^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#id.
//  kind Field
//                         ⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#id.
//  ⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#number.
    number bigint NOT NULL DEFAULT nextval('billing.invoice_number_seq'),
//  ^^^^^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#number.
//  kind Field
//                                                                     ⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#number.
//  ⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#customer_id.
    customer_id bigint NOT NULL REFERENCES billing.customers (id) ON DELETE RESTRICT,
//  ^^^^^^^^^^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#customer_id.
//  kind Field
//                                                 ^^^^^^^^^ reference soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/customers#
//                                                                                 ⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#customer_id.
//  ⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#status.
    status billing.invoice_status NOT NULL DEFAULT 'draft',
//  ^^^^^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#status.
//  kind Field
//                 ^^^^^^^^^^^^^^ reference soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_status#
//                                                       ⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#status.
//  ⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#issued_at.
    issued_at timestamptz,
//  ^^^^^^^^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#issued_at.
//  kind Field
//                      ⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#issued_at.
//  ⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#due_at.
    due_at timestamptz,
//  ^^^^^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#due_at.
//  kind Field
//                   ⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#due_at.
//  ⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#updated_at.
    updated_at timestamptz NOT NULL DEFAULT now()
//  ^^^^^^^^^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#updated_at.
//  kind Field
//                                              ⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#updated_at.
  );
//⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#
  
  -- One priced line of an invoice.
//⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_lines#
  CREATE TABLE billing.invoice_lines (
//                     ^^^^^^^^^^^^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_lines#
//                     kind Struct
//                     documentation
//                     > One priced line of an invoice.
//  ⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_lines#id.
    id bigserial PRIMARY KEY,
//  ^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_lines#id.
//  kind Field
//                         ⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_lines#id.
//  ⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_lines#invoice_id.
    invoice_id bigint NOT NULL REFERENCES billing.invoices (id) ON DELETE CASCADE,
//  ^^^^^^^^^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_lines#invoice_id.
//  kind Field
//                                                ^^^^^^^^ reference soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#
//                                                                              ⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_lines#invoice_id.
//  ⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_lines#description.
    description text NOT NULL,
//  ^^^^^^^^^^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_lines#description.
//  kind Field
//                          ⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_lines#description.
//  ⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_lines#quantity.
    quantity integer NOT NULL CHECK (quantity > 0),
//  ^^^^^^^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_lines#quantity.
//  kind Field
//                                               ⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_lines#quantity.
//  ⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_lines#unit_price_cents.
    unit_price_cents bigint NOT NULL
//  ^^^^^^^^^^^^^^^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_lines#unit_price_cents.
//  kind Field
//                                 ⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_lines#unit_price_cents.
  );
//⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_lines#
  
//⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/invoices_customer_idx.
  CREATE INDEX invoices_customer_idx ON billing.invoices (customer_id);
//             ^^^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/invoices_customer_idx.
//             kind Variable
//                                              ^^^^^^^^ reference soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#
//                                                                   ⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/invoices_customer_idx.
//⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/invoices_number_idx.
  CREATE UNIQUE INDEX invoices_number_idx ON billing.invoices (number);
//                    ^^^^^^^^^^^^^^^^^^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/invoices_number_idx.
//                    kind Variable
//                                                   ^^^^^^^^ reference soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#
//                                                                   ⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/invoices_number_idx.
  
  -- The amount due on an invoice, in cents.
//⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_total().
  CREATE OR REPLACE FUNCTION billing.invoice_total(inv bigint) RETURNS bigint
//                                   ^^^^^^^^^^^^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_total().
//                                   kind Function
//                                   documentation
//                                   > The amount due on an invoice, in cents.
  LANGUAGE sql STABLE AS $$
    SELECT coalesce(sum(l.quantity * l.unit_price_cents), 0)
    FROM billing.invoice_lines l
//               ^^^^^^^^^^^^^ reference soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_lines#
    WHERE l.invoice_id = inv
  $$;
// ⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_total().
  
  -- Keeps updated_at current on every change.
//⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/touch_updated_at().
  CREATE FUNCTION billing.touch_updated_at() RETURNS trigger AS $$
//                        ^^^^^^^^^^^^^^^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/touch_updated_at().
//                        kind Function
//                        documentation
//                        > Keeps updated_at current on every change.
  BEGIN
    NEW.updated_at = now();
    RETURN NEW;
  END;
  $$ LANGUAGE plpgsql;
//                  ⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/touch_updated_at().
  
//⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/invoices_touch().
  CREATE TRIGGER invoices_touch BEFORE UPDATE ON billing.invoices
//               ^^^^^^^^^^^^^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/invoices_touch().
//               kind Function
//                                                       ^^^^^^^^ reference soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#
    FOR EACH ROW EXECUTE FUNCTION billing.touch_updated_at();
//                                        ^^^^^^^^^^^^^^^^ reference soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/touch_updated_at().
//                                                         ⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/invoices_touch().
  
  -- Open invoices with what is still owed on them.
//⌄ enclosing_range_start soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/open_invoices#
  CREATE VIEW billing.open_invoices AS
//                    ^^^^^^^^^^^^^ definition soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/open_invoices#
//                    kind Struct
//                    documentation
//                    > Open invoices with what is still owed on them.
  SELECT i.id, i.number, c.legal_name, billing.invoice_total(i.id) AS total_cents
//                                             ^^^^^^^^^^^^^ reference soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_total().
  FROM billing.invoices i
//             ^^^^^^^^ reference soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#
  JOIN billing.customers c ON c.id = i.customer_id
//             ^^^^^^^^^ reference soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/customers#
  WHERE i.status = 'issued';
//                        ⌃ enclosing_range_end soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/open_invoices#
  
