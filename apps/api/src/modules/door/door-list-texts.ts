import type { Language } from '@mela/shared/constants'

/** The words of the door list on paper, in the organizer's language. */
export const DOOR_LIST_TEXTS: Record<
  Language,
  {
    title: string
    name: string
    phone: string
    code: string
    ticket: string
    seat: string
    total: string
    printed: string
    page: string
    note: string
  }
> = {
  en: {
    title: 'Door list',
    name: 'Name',
    phone: 'Phone',
    code: 'Code',
    ticket: 'Ticket',
    seat: 'Seat',
    total: 'Valid tickets',
    printed: 'Printed {when}',
    page: 'Page {n} of {total}',
    note: 'Names of people: keep this list safe and destroy it after the event.',
  },
  bn: {
    title: 'প্রবেশ তালিকা',
    name: 'নাম',
    phone: 'ফোন',
    code: 'কোড',
    ticket: 'টিকিট',
    seat: 'আসন',
    total: 'বৈধ টিকিট',
    printed: 'ছাপা হয়েছে {when}',
    page: 'পৃষ্ঠা {n} / {total}',
    note: 'এতে মানুষের নাম আছে: তালিকাটি নিরাপদে রাখুন এবং অনুষ্ঠানের পরে নষ্ট করুন।',
  },
}
