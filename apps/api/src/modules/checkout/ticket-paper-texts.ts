import type { Language } from '@mela/shared/constants'

/** The words printed on a ticket, in the reader's language. */
export type TicketPaperTexts = {
  ticket: string
  of: string
  holder: string
  seat: string
  doorCode: string
  price: string
  organizer: string
  order: string
  online: string
  terms: string
}

export const TICKET_PAPER_TEXTS: Record<Language, TicketPaperTexts> = {
  en: {
    ticket: 'Ticket',
    of: 'of',
    holder: 'Holder',
    seat: 'Seat',
    doorCode: 'Door code',
    price: 'Price',
    organizer: 'Organizer',
    order: 'Order',
    online: 'Online',
    terms:
      'One entry per ticket: the gate checks the QR code or the door code. A ticket refunded or passed on no longer opens the door; its new holder gets a new ticket.',
  },
  bn: {
    ticket: 'টিকিট',
    of: '/',
    holder: 'টিকিটধারী',
    seat: 'আসন',
    doorCode: 'প্রবেশ কোড',
    price: 'মূল্য',
    organizer: 'আয়োজক',
    order: 'অর্ডার',
    online: 'অনলাইন',
    terms:
      'প্রতি টিকিটে একজনের প্রবেশ: প্রবেশপথে কিউআর কোড বা প্রবেশ কোড যাচাই করা হয়। ফেরত দেওয়া বা হস্তান্তর করা টিকিটে আর প্রবেশ করা যায় না; নতুন টিকিটধারী নতুন টিকিট পান।',
  },
}
