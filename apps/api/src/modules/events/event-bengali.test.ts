import { describe, expect, it } from 'vitest'
import { createEvent, eventFields } from '../../testing/event-fixtures.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { createOrganization } from '../../testing/organization-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp({ publicUrl: 'https://mela.example' })

async function organizer() {
  const owner = await signedInUser(context.app)
  const account = await createOrganization(context.app, owner)
  return { owner, account }
}

describe('Bengali event content', () => {
  it('stores optional Bengali title, description and venue, answers null without them, and clears them', async () => {
    const { owner, account } = await organizer()
    const plain = await createEvent(context.app, owner, account.ID)
    expect(plain.Bn).toBeNull()
    const Bn = { Title: 'বাউল সন্ধ্যা', Description: '**লালন** গীতি', Venue: 'শিল্পকলা একাডেমি' }
    const event = await createEvent(context.app, owner, account.ID, { Bn })
    expect(event.Bn).toEqual(Bn)
    const read = await context.app.inject({ url: `/api/event/${event.ID}` })
    expect(read.json().Bn).toEqual(Bn)
    const partly = await context.app.inject({
      method: 'PUT',
      url: `/api/event/${event.ID}`,
      headers: owner.headers,
      payload: eventFields({ Bn: { Title: 'বাউল রাত', Description: ' ' } }),
    })
    expect(partly.json().Bn).toEqual({ Title: 'বাউল রাত', Description: null, Venue: null })
    const cleared = await context.app.inject({
      method: 'PUT',
      url: `/api/event/${event.ID}`,
      headers: owner.headers,
      payload: eventFields({ Bn: null }),
    })
    expect(cleared.json().Bn).toBeNull()
  })

  it('holds the Bengali fields to the English limits, without a 500 for bad input', async () => {
    const { owner, account } = await organizer()
    const post = (Bn: unknown) =>
      context.app.inject({
        method: 'POST',
        url: '/api/event',
        headers: owner.headers,
        payload: { AccountID: account.ID, ...eventFields({ Bn }) },
      })
    const long = await post({ Title: 'ক'.repeat(151), Venue: 'ক'.repeat(201) })
    expect(long.statusCode).toBe(400)
    expect(JSON.stringify(long.json())).toContain('The maximum length allowed is 150')
    expect(JSON.stringify(long.json())).toContain('The maximum length allowed is 200')
    for (const bad of ['x', 12, { Title: 5 }, { Title: 'a\u0000b' }])
      expect((await post(bad)).statusCode).toBe(400)
  })

  it('finds events in the feed by their Bengali title or venue as well as the English', async () => {
    const { owner, account } = await organizer()
    const event = await createEvent(context.app, owner, account.ID, {
      Title: 'Moonlit Ghazal',
      Bn: { Title: 'চাঁদনি গজল সন্ধ্যা', Venue: 'ছায়ানট ভবন' },
    })
    for (const Search of ['Moonlit', 'চাঁদনি গজল', 'ছায়ানট']) {
      const feed = await context.app.inject({ url: `/api/event/feed?Search=${encodeURIComponent(Search)}` })
      expect(
        feed.json().Items.map((item: { ID: string }) => item.ID),
        Search,
      ).toContain(event.ID)
    }
  })

  it('gives tickets optional Bengali section and category names', async () => {
    const { owner, account } = await organizer()
    const event = await createEvent(context.app, owner, account.ID)
    const made = await context.app.inject({
      method: 'POST',
      url: '/api/ticket',
      headers: owner.headers,
      payload: {
        EventId: event.ID,
        Section: 'Gallery',
        Category: 'Regular',
        Price: 500,
        Capacity: 10,
        Bn: { Section: 'গ্যালারি', Category: 'সাধারণ' },
      },
    })
    expect(made.statusCode).toBe(200)
    expect(made.json().Bn).toEqual({ Section: 'গ্যালারি', Category: 'সাধারণ' })
    const tooLong = await context.app.inject({
      method: 'POST',
      url: '/api/ticket',
      headers: owner.headers,
      payload: {
        EventId: event.ID,
        Section: 'A',
        Category: 'B',
        Price: 5,
        Capacity: 1,
        Bn: { Section: 'ক'.repeat(101) },
      },
    })
    expect(tooLong.statusCode).toBe(400)
  })
})

describe('GET /event/{id}/calendar.ics', () => {
  it('answers text/calendar in UTC with the venue, the page address and a reminder two hours before', async () => {
    const { owner, account } = await organizer()
    const event = await createEvent(context.app, owner, account.ID, {
      Title: 'Jazz; Blues, and \\ more',
      Venue: 'Shilpakala Academy',
      Address: 'Segunbagicha, Dhaka',
      StartsAt: '2030-03-01T13:00:00.000Z',
      EndsAt: '2030-03-01T16:30:00.000Z',
    })
    const response = await context.app.inject({ url: `/api/event/${event.ID}/calendar.ics` })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/calendar')
    const ics = response.body.replace(/\r\n /g, '')
    expect(response.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
    expect(ics).toContain('BEGIN:VEVENT')
    expect(ics).toContain('DTSTART:20300301T130000Z')
    expect(ics).toContain('DTEND:20300301T163000Z')
    expect(ics).toContain('SUMMARY:Jazz\\; Blues\\, and \\\\ more')
    expect(ics).toContain('LOCATION:Shilpakala Academy\\, Segunbagicha\\, Dhaka')
    expect(ics).toContain(`URL:https://mela.example/e/${event.ID}`)
    expect(ics).toMatch(
      /BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:[^\r]+\r\nTRIGGER:-PT120M\r\nEND:VALARM/,
    )
  })

  it('is not there for drafts of others or unknown events', async () => {
    const { owner, account } = await organizer()
    const draft = await createEvent(context.app, owner, account.ID, {}, { publish: false })
    expect((await context.app.inject({ url: `/api/event/${draft.ID}/calendar.ics` })).statusCode).toBe(404)
    expect(
      (await context.app.inject({ url: `/api/event/${crypto.randomUUID()}/calendar.ics` })).statusCode,
    ).toBe(404)
    expect((await context.app.inject({ url: '/api/event/nope/calendar.ics' })).statusCode).toBe(404)
  })
})
