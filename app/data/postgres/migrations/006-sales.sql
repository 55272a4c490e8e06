-- Sales (contract section 20): an invoice number is given once, as the JSON store's index keeps it.
CREATE UNIQUE INDEX records_sales_invoice_number ON records ((data ->> 'invoice_number')) WHERE collection = 'sales';
