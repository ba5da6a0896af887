// bKash and SSLCommerz (Nagad, Rocket, cards…) both take the buyer's money online: such a purchase is
// refunded through its gateway and cancelling it returns money, unlike cash, free and guest-list ones.

/** True for a purchase paid, or to be paid, online through a gateway (bKash or SSLCommerz). */
export const paidOnline = (purchase: { PaymentMethod: string }) =>
  purchase.PaymentMethod === 'bkash' || purchase.PaymentMethod === 'sslcommerz'
