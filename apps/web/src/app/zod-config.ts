import { z } from 'zod'

// zod compiles object parsers with `new Function` unless told not to; the CSP forbids eval, so every
// parse would log a violation. Imported first by main.tsx, before any schema parses.
z.config({ jitless: true })
