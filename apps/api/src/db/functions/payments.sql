-- Where a held purchase is paid: what checkout writes once the gateway answered (payment-ids.ts).
-- The present definition of these database functions: the single place to read and change them.
-- See README.md in this folder for how a change reaches the database (a generated migration).


-- The payments of a batch of held purchases (savePayment: one call and one commit for all the buyers that
-- arrived while the last batch was written), the arrays side by side, in purchase ID order. Each purchase
-- still pending keeps where it is paid and the amount asked (its total at the way's surcharge, re-priced when
-- the buyer pays another way); an SSLCommerz try (its tran_id the invoice, its session key the
-- payment ID) is written whether or not the purchase is still pending, since its buyer is sent to the
-- gateway's page anyway and a late payment must find its try. Each purchase is updated by its key, one
-- at a time: the same UPDATE … FROM unnest(…) as one statement was planned, on a new sale's stale
-- statistics, as a scan of every pending purchase of every sale and a hash join, read again for every
-- batch (docs/decisions/flash-sale-cost.md).
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
