import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

// PGlite has a single connection and no lock of its own: two processes on one folder corrupt it.
// A lock file holding our pid keeps a second process out; a lock left by a dead process is taken over.

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Takes the exclusive lock on DATA_DIR or throws a message saying which process holds it. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const lockFile = join(dataDir, 'mela.lock')
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' })
  } catch {
    const holder = Number(readFileSync(lockFile, 'utf8'))
    if (holder && holder !== process.pid && isRunning(holder)) {
      throw new Error(
        `DATA_DIR ${dataDir} is in use by process ${holder}. Stop it first, or set DATA_DIR to another folder.`,
      )
    }
    writeFileSync(lockFile, String(process.pid))
  }
  return () => rmSync(lockFile, { force: true })
}
