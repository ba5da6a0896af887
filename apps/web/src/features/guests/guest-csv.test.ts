import { describe, expect, it } from 'vitest'
import { csvRows, guestsOfCsv } from './guest-csv.ts'

describe('reading a guest CSV file', () => {
  it('splits quoted fields, doubled quotes and both line ends', () => {
    expect(csvRows('a,"b, c","say ""hi"""\r\n\r\nd;e\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['d', 'e'],
    ])
  })

  it('reads a header in any order and checks every row', () => {
    const guests = guestsOfCsv('Phone,Name,Seats\n01712345678,Rina,3\n12345,,1\n', undefined)
    expect(guests[0]).toMatchObject({ line: 2, errors: {} })
    expect(guests[0]?.guest).toMatchObject({ FirstName: 'Rina', Phone: '+8801712345678', Quantity: 3 })
    expect(guests[1]).toMatchObject({
      line: 3,
      errors: {
        FirstName: 'Value is required',
        Phone: 'Value is not a valid phone number: write it as 01XXXXXXXXX',
      },
    })
  })

  it('takes columns in the usual order without a header, one seat unless told', () => {
    const [guest] = guestsOfCsv('Karim,Uddin,,karim@example.com', undefined)
    expect(guest?.guest).toMatchObject({
      FirstName: 'Karim',
      LastName: 'Uddin',
      Email: 'karim@example.com',
      Quantity: 1,
    })
  })
})
