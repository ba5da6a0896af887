import { describe, expect, it } from 'vitest'
import { communicationMail, communicationSms, languageOfWords } from './communication-message.ts'

const values = {
  FirstName: 'Rina <b>',
  EventTitle: 'Jazz & Blues',
  TicketLink: 'https://mela.test/t/1',
  organization: 'Dhaka Live',
}

describe("an organizer's message", () => {
  it('fills the three placeholders an organizer may write and leaves any other braces as written', () => {
    expect(
      communicationSms('Hi {FirstName}, {EventTitle}: {TicketLink} {organization} {Other}', values),
    ).toBe('Hi Rina <b>, Jazz & Blues: https://mela.test/t/1 {organization} {Other}')
  })

  it('escapes the values in the e-mail, keeps the ticket link a link, and names the organization in the footer', () => {
    const mail = communicationMail(
      'rina@example.com',
      { subject: 'For {FirstName}', body: 'Hi {FirstName}\n\n{EventTitle}: {TicketLink}' },
      values,
      { unsubscribeLink: 'https://mela.test/u?token=a&b', linksAllowed: false },
    )
    expect(mail.subject).toBe('For Rina <b>')
    expect(mail.html).toContain(
      '<p>Hi Rina &lt;b&gt;</p><p>Jazz &amp; Blues: <a href="https://mela.test/t/1">',
    )
    expect(mail.html).toContain(
      '<a href="https://mela.test/u?token=a&amp;b">Stop messages from Dhaka Live</a>',
    )
  })
})

describe('the language an organizer wrote in', () => {
  it('is Bengali when the words hold a Bengali letter, English names and all, else English', () => {
    expect(languageOfWords({ body: 'দরজা খুলবে সন্ধ্যা ৬টায়, Dhaka Jazz Night: {TicketLink}' })).toBe('bn')
    expect(languageOfWords({ subject: 'আজ রাতে', body: 'Doors open at 6 pm: {TicketLink}' })).toBe('bn')
    expect(languageOfWords({ subject: null, body: 'Doors open at 6 pm: {TicketLink}' })).toBe('en')
  })
})
