-- Generated from src/db/functions by `npm run db:functions`: the functions changed there.
CREATE OR REPLACE FUNCTION mela_set_payments(
  p_purchase_ids uuid[],
  p_payment_ids text[],
  p_payment_urls text[],
  p_invoice_numbers text[],
  p_methods text[],
  p_channels text[],
  p_amounts integer[]
) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_purchase_ids, 1), 0) LOOP
    UPDATE purchases SET payment_id = p_payment_ids[i], payment_url = p_payment_urls[i],
      invoice_number = p_invoice_numbers[i], payment_method = p_methods[i],
      payment_channel = p_channels[i], failure_reason = NULL, total = p_amounts[i]
    WHERE id = p_purchase_ids[i] AND status = 'pending';
  END LOOP;
  INSERT INTO payment_attempts (purchase_id, channel, tran_id, session_key, amount)
  SELECT given.id, given.channel, given.invoice_number, given.payment_id, given.amount
  FROM unnest(p_purchase_ids, p_payment_ids, p_invoice_numbers, p_methods, p_channels, p_amounts)
    AS given(id, payment_id, invoice_number, method, channel, amount)
  WHERE given.method = 'sslcommerz';
END
$$;
