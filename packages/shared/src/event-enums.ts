/** Event categories as stable slugs; display names live in the web's en/bn files. */
export const EVENT_CATEGORIES = [
  'music',
  'theatre',
  'comedy',
  'dance',
  'film',
  'art',
  'festival',
  'food',
  'sports',
  'workshop',
  'conference',
  'tech',
  'business',
  'education',
  'kids',
  'religious',
  'charity',
  'nightlife',
  'other',
] as const
export type EventCategory = (typeof EVENT_CATEGORIES)[number]

/** What a venue or event offers. */
export const EVENT_FEATURES = [
  'parking',
  'wheelchair-access',
  'food-stalls',
  'air-conditioned',
  'outdoor',
  'family-friendly',
  'live-music',
  'prayer-space',
  'wifi',
  'free-water',
  'photography-allowed',
  'women-only-section',
] as const
export type EventFeature = (typeof EVENT_FEATURES)[number]

/** The 64 districts of Bangladesh, grouped by division in this order. */
export const DISTRICTS = [
  // Dhaka
  'dhaka',
  'faridpur',
  'gazipur',
  'gopalganj',
  'kishoreganj',
  'madaripur',
  'manikganj',
  'munshiganj',
  'narayanganj',
  'narsingdi',
  'rajbari',
  'shariatpur',
  'tangail',
  // Chattogram
  'bandarban',
  'brahmanbaria',
  'chandpur',
  'chattogram',
  'cumilla',
  'coxs-bazar',
  'feni',
  'khagrachhari',
  'lakshmipur',
  'noakhali',
  'rangamati',
  // Rajshahi
  'bogura',
  'chapainawabganj',
  'joypurhat',
  'naogaon',
  'natore',
  'pabna',
  'rajshahi',
  'sirajganj',
  // Khulna
  'bagerhat',
  'chuadanga',
  'jashore',
  'jhenaidah',
  'khulna',
  'kushtia',
  'magura',
  'meherpur',
  'narail',
  'satkhira',
  // Barishal
  'barguna',
  'barishal',
  'bhola',
  'jhalokati',
  'patuakhali',
  'pirojpur',
  // Sylhet
  'habiganj',
  'moulvibazar',
  'sunamganj',
  'sylhet',
  // Rangpur
  'dinajpur',
  'gaibandha',
  'kurigram',
  'lalmonirhat',
  'nilphamari',
  'panchagarh',
  'rangpur',
  'thakurgaon',
  // Mymensingh
  'jamalpur',
  'mymensingh',
  'netrokona',
  'sherpur',
] as const
export type District = (typeof DISTRICTS)[number]

/** public: home page and search engines; in-site: home page only; private: only people with the link. */
export const VISIBILITIES = ['public', 'in-site', 'private'] as const
export type Visibility = (typeof VISIBILITIES)[number]

export const FORM_FIELD_TYPES = ['text', 'textarea', 'select', 'checkbox', 'phone', 'email'] as const
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number]
