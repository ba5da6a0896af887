// zod compiles object parsers with `new Function` unless told not to; the CSP forbids eval, so every
// parse would log a violation. Imported first by main.tsx, before any schema parses.
// zod keeps its settings in this global and adopts one already there when it loads (z.config writes the
// same object); setting it directly keeps zod itself out of the shell, loaded only by pages that validate.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true }
