import type { EventCategory } from '@mela/shared/event-enums'

export type DemoOrganization = {
  name: string
  feedUrl: string
  verified: boolean
  statement: string
  hue: number
}
export type DemoPerformer = {
  firstName: string
  lastName: string
  alternativeName?: string
  biography: string
}
export type DemoEvent = {
  title: string
  category: EventCategory
  district: string
  venue?: string
  online?: boolean
  days: number
  hours?: number
  organization: number
  performers?: number[]
  prices: number[]
  description: string
  /** Reserved seating: the tickets are sold by seat on a drawn hall (demo-hall.ts). */
  seated?: boolean
}

export const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  {
    name: 'Dhaka Live',
    feedUrl: 'dhakalive',
    verified: true,
    statement: 'Concerts and festivals across the capital.',
    hue: 150,
  },
  {
    name: 'Chattogram Arts Circle',
    feedUrl: 'ctgarts',
    verified: true,
    statement: 'Theatre, dance and art by the sea.',
    hue: 20,
  },
  {
    name: 'Sylhet Tea Garden Events',
    feedUrl: 'sylhettea',
    verified: false,
    statement: 'Food, music and weekends in the hills.',
    hue: 95,
  },
  {
    name: 'Code Bangla',
    feedUrl: 'codebangla',
    verified: false,
    statement: 'Workshops and meetups for builders.',
    hue: 210,
  },
]

// Made-up artists: demo data must not suggest that real people perform.
export const DEMO_PERFORMERS: DemoPerformer[] = [
  {
    firstName: 'Tanvir',
    lastName: 'Hasan',
    alternativeName: 'TH',
    biography: 'Guitarist of the Dhaka rock scene.',
  },
  { firstName: 'Mitali', lastName: 'Roy', biography: 'Playback singer with twenty years on stage.' },
  { firstName: 'Shreya', lastName: 'Sen', biography: 'Rabindra Sangeet with a modern touch.' },
  { firstName: 'Shuvo', lastName: 'Ahmed', biography: 'Singer-songwriter from Santiniketan to Dhaka.' },
  { firstName: 'মৌসুমী', lastName: 'আক্তার', biography: 'লোকসংগীতের জনপ্রিয় শিল্পী।' },
  { firstName: 'Kolorob', lastName: 'Ensemble', biography: 'Folk fusion band.' },
  { firstName: 'Rafiq', lastName: 'Chowdhury', biography: 'Stand-up comedian.' },
  { firstName: 'Ektara', lastName: 'Collective', biography: 'Baul songs for a new generation.' },
]

const about = (what: string) =>
  `${what}\n\n**Gates open** an hour before the start. Bring your ticket's QR code.`
// An online event has no gates: the joining link comes with the ticket.
const aboutOnline = (what: string) =>
  `${what}\n\n**The link to join** comes with your ticket; it opens ten minutes before the start.`

// About thirty events: most upcoming, some past, some online and some free, across the country.
export const DEMO_EVENTS: DemoEvent[] = [
  {
    title: 'Bangla Rock Night',
    category: 'music',
    district: 'dhaka',
    venue: 'Army Stadium',
    days: 9,
    organization: 0,
    performers: [0, 5],
    prices: [1500, 3000, 8000],
    description: about('Three hours of Bangla rock.'),
  },
  {
    title: 'Folk Fest on the Riverbank',
    category: 'festival',
    district: 'narayanganj',
    venue: 'Sonargaon Folk Arts Museum',
    days: 16,
    organization: 0,
    performers: [4, 7],
    prices: [500, 1200],
    description: about('Baul, bhatiali and bhawaiya by the river.'),
  },
  {
    title: 'Rabindra Sandhya',
    category: 'music',
    district: 'dhaka',
    venue: 'Shilpakala Academy',
    days: 5,
    organization: 0,
    performers: [2],
    prices: [800, 1500],
    description: about('An evening of Tagore songs.'),
  },
  {
    title: 'Stand-up Saturday',
    category: 'comedy',
    district: 'dhaka',
    venue: 'Jatra Biroti',
    days: 3,
    organization: 0,
    performers: [6],
    prices: [700],
    description: about('Laugh out loud, in Bangla and English.'),
  },
  {
    title: 'Unplugged with Shuvo',
    category: 'music',
    district: 'dhaka',
    venue: 'Alliance Française de Dhaka',
    days: 21,
    organization: 0,
    performers: [3],
    prices: [2000],
    description: about('An intimate acoustic set.'),
  },
  {
    title: 'Pohela Boishakh Mela',
    category: 'festival',
    district: 'dhaka',
    venue: 'Ramna Park',
    days: 40,
    organization: 0,
    prices: [0],
    description: about('Free entry: food, music and crafts for the new year.'),
  },
  {
    title: 'Dhaka Food Carnival',
    category: 'food',
    district: 'dhaka',
    venue: 'Bashundhara Convention Centre',
    days: 12,
    organization: 0,
    prices: [300],
    description: about('Sixty stalls, from fuchka to kacchi.'),
  },
  {
    title: 'Kids Science Fair',
    category: 'kids',
    district: 'gazipur',
    venue: 'Gazipur Zila Parishad Hall',
    days: 14,
    organization: 0,
    prices: [0],
    description: about('Experiments and robots for ages 6 to 14.'),
  },
  {
    title: 'Ocean Jazz Evening',
    category: 'music',
    district: 'coxs-bazar',
    venue: 'Laboni Beach Stage',
    days: 25,
    organization: 1,
    performers: [1],
    prices: [1200, 2500],
    description: about('Jazz at sunset on the longest beach.'),
  },
  {
    title: 'Theatre: Raktakarabi',
    category: 'theatre',
    district: 'chattogram',
    venue: 'Theatre Institute Chattogram',
    days: 8,
    organization: 1,
    prices: [400, 800],
    description: about('A new staging of the Tagore classic. Pick your seats on the plan.'),
    seated: true,
  },
  {
    title: 'Classical Dance Recital',
    category: 'dance',
    district: 'chattogram',
    venue: 'Shilpakala Academy Chattogram',
    days: 18,
    organization: 1,
    prices: [600],
    description: about('Kathak, Manipuri and Bharatanatyam.'),
  },
  {
    title: 'Hill Tracts Photo Exhibition',
    category: 'art',
    district: 'rangamati',
    venue: 'Rangamati Town Hall',
    days: 30,
    organization: 1,
    prices: [0],
    description: about('Life around Kaptai Lake in pictures.'),
  },
  {
    title: 'Short Film Night',
    category: 'film',
    district: 'chattogram',
    venue: 'Muslim Hall',
    days: 11,
    organization: 1,
    prices: [250],
    description: about('Eight short films by new directors.'),
  },
  {
    title: 'Beach Clean-up and Concert',
    category: 'charity',
    district: 'coxs-bazar',
    venue: 'Kolatoli Beach',
    days: 33,
    organization: 1,
    performers: [5],
    prices: [0, 500],
    description: about('Clean the beach in the morning, dance in the evening.'),
  },
  {
    title: 'Tea Garden Sunrise Walk',
    category: 'sports',
    district: 'moulvibazar',
    venue: 'Lawachara National Park',
    days: 6,
    organization: 2,
    prices: [900],
    description: about('A guided 8 km walk through tea estates.'),
  },
  {
    title: 'Sylhet Food Walk',
    category: 'food',
    district: 'sylhet',
    venue: 'Zindabazar',
    days: 10,
    organization: 2,
    prices: [1100],
    description: about('Seven kitchens, one evening.'),
  },
  {
    title: 'Monsoon Music Camp',
    category: 'music',
    district: 'sunamganj',
    venue: 'Tanguar Haor Houseboat',
    days: 45,
    organization: 2,
    performers: [7],
    prices: [6500],
    description: about('Two nights on the haor with live music.'),
  },
  {
    title: 'Hason Raja Utsab',
    category: 'festival',
    district: 'sunamganj',
    venue: 'Hason Raja Museum',
    days: 27,
    organization: 2,
    performers: [4],
    prices: [200],
    description: about('Songs of the mystic poet.'),
  },
  {
    title: 'Sreemangal Cycling Day',
    category: 'sports',
    district: 'moulvibazar',
    venue: 'Sreemangal Town',
    days: 19,
    organization: 2,
    prices: [1500],
    description: about('40 km through the hills, water stops included.'),
  },
  {
    title: 'React and TypeScript Workshop',
    category: 'workshop',
    district: 'dhaka',
    venue: 'BASIS Auditorium',
    days: 7,
    organization: 3,
    prices: [2500],
    description: about('A full day of building, laptops required.'),
  },
  {
    title: 'Bangla NLP Meetup',
    category: 'tech',
    district: 'dhaka',
    online: true,
    days: 4,
    organization: 3,
    prices: [0],
    description: aboutOnline('Talks on language models for Bangla.'),
  },
  {
    title: 'Startup Pitch Night',
    category: 'business',
    district: 'dhaka',
    venue: 'Banglalink Innovation Hub',
    days: 15,
    organization: 3,
    prices: [500],
    description: about('Ten founders, five minutes each.'),
  },
  {
    title: 'Online Python Bootcamp',
    category: 'education',
    district: 'dhaka',
    online: true,
    days: 20,
    organization: 3,
    prices: [1800],
    description: aboutOnline('Four evenings, from zero to scripts.'),
  },
  {
    title: 'Rajshahi Dev Conference',
    category: 'conference',
    district: 'rajshahi',
    venue: 'RUET Auditorium',
    days: 35,
    organization: 3,
    prices: [1000, 3500],
    description: about('Talks and workshops for north Bengal developers.'),
  },
  {
    title: 'Khulna Design Sprint',
    category: 'workshop',
    district: 'khulna',
    venue: 'Khulna University',
    days: 24,
    organization: 3,
    prices: [800],
    description: about('Design a product in two days.'),
  },
  {
    title: 'Online Guitar Lessons',
    category: 'education',
    district: 'dhaka',
    online: true,
    days: 13,
    organization: 0,
    performers: [0],
    prices: [1200],
    description: aboutOnline('Learn five chords in an evening.'),
  },
  {
    title: 'Charity Iftar Concert',
    category: 'charity',
    district: 'barishal',
    venue: 'Barishal Zila School Field',
    days: 22,
    organization: 0,
    prices: [0],
    description: about('All proceeds go to flood relief.'),
  },
  {
    title: 'Winter Music Festival 2025',
    category: 'music',
    district: 'dhaka',
    venue: 'Army Stadium',
    days: -30,
    organization: 0,
    performers: [0, 1],
    prices: [2000],
    description: about('Last winter on the big stage.'),
  },
  {
    title: 'Chattogram Book Fair',
    category: 'art',
    district: 'chattogram',
    venue: 'CRB',
    days: -12,
    organization: 1,
    prices: [0],
    description: about('Books, readings and signings.'),
  },
  {
    title: 'Online Career Talk',
    category: 'education',
    district: 'dhaka',
    online: true,
    days: -5,
    organization: 3,
    prices: [0],
    description: aboutOnline('How to land your first job in tech.'),
  },
  {
    title: 'Sylhet Sufi Night',
    category: 'religious',
    district: 'sylhet',
    venue: 'Shahjalal Dargah Grounds',
    days: -20,
    organization: 2,
    prices: [300],
    description: about('Qawwali until late.'),
  },
]
