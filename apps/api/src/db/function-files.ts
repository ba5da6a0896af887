import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { apiRoot } from '../paths.ts'

/** Where the database functions are written, one file per topic (its README.md says how they are applied). */
export const functionsDir = join(apiRoot, 'src/db/functions')

export type FunctionFile = { file: string; text: string; names: string[] }

/** Every functions file, its text (runnable as is: `create or replace` only) and the functions it defines. */
export function readFunctionFiles(): FunctionFile[] {
  return readdirSync(functionsDir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const text = readFileSync(join(functionsDir, file), 'utf8')
      const names = [...text.matchAll(/^CREATE OR REPLACE FUNCTION "?(\w+)"?\(/gm)].map(
        (match) => match[1] as string,
      )
      return { file, text, names }
    })
}
