  -- Queries of the billing service (sqlc style: one named query each).
  
  -- name: GetInvoice :one
  SELECT i.id, i.number, i.status, i.issued_at, c.legal_name, c.email
  FROM billing.invoices i
//             ^^^^^^^^ reference soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#
  JOIN billing.customers c ON c.id = i.customer_id
//             ^^^^^^^^^ reference soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/customers#
  WHERE i.id = $1;
  
  -- name: ListOpenInvoices :many
  SELECT id, number, legal_name, total_cents
  FROM billing.open_invoices
//             ^^^^^^^^^^^^^ reference soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/open_invoices#
  ORDER BY number
  LIMIT $1 OFFSET $2;
  
  -- name: CreateInvoice :one
  INSERT INTO billing.invoices (customer_id, due_at)
//                    ^^^^^^^^ reference soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#
  VALUES ($1, $2)
  RETURNING id, number;
  
  -- name: AddLine :exec
  INSERT INTO billing.invoice_lines (invoice_id, description, quantity, unit_price_cents)
//                    ^^^^^^^^^^^^^ reference soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_lines#
  VALUES ($1, $2, $3, $4);
  
  -- name: IssueInvoice :exec
  UPDATE billing.invoices
//               ^^^^^^^^ reference soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoices#
  SET status = 'issued', issued_at = now()
  WHERE id = $1 AND status = 'draft';
  
  -- name: InvoiceTotal :one
  SELECT billing.invoice_total($1);
//               ^^^^^^^^^^^^^ reference soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_total().
  
  -- name: DeleteDraftLines :exec
  DELETE FROM billing.invoice_lines
//                    ^^^^^^^^^^^^^ reference soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/invoice_lines#
  WHERE invoice_id = $1;
  
  -- name: CustomerEmails :many
  SELECT customers.email FROM billing.customers WHERE customers.country_code = $1;
//       ^^^^^^^^^ reference soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/customers#
//                 ^^^^^ reference soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/customers#email.
//                                    ^^^^^^^^^ reference soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/customers#
//                                                    ^^^^^^^^^ reference soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/customers#
//                                                              ^^^^^^^^^^^^ reference soulindex . . . `sql/migrations/001_billing_schema.sql`/billing/customers#country_code.
  
  -- name: RecentRevenue :many
  WITH recent AS (
    SELECT customer_id, month, revenue_cents FROM billing.monthly_revenue
//                                                        ^^^^^^^^^^^^^^^ reference soulindex . . . `sql/migrations/002_discounts.sql`/billing/monthly_revenue#
    WHERE month > now() - interval '1 year'
  )
  SELECT r.customer_id, sum(r.revenue_cents) FROM recent r GROUP BY r.customer_id;
  
