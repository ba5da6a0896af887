import { execFile, execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

/**
 * A PostgreSQL server of the soak's own, from the operating system's binaries (/usr/lib/postgresql/<n>/bin),
 * in a temporary folder: the soak may restart it mid-sale, which the machine's shared server must never be.
 * initdb refuses to run as root: as root, the server runs as the `postgres` user, which owns the folder.
 */
export type PrivatePostgres = {
  url: string
  port: number
  /** `pg_ctl restart -m fast`: every connection cut, the server down until it accepts connections again. */
  restart: () => Promise<number>
  stop: () => void
}

/** The newest installed server's bin folder, or undefined when none is installed. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? join(root, versions[0], 'bin') : undefined
}

const asRoot = process.getuid?.() === 0

/** Runs one of the server's programs, as `postgres` when we are root. */
function command(bin: string, program: string, args: string[]): [string, string[]] {
  return asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
    : [join(bin, program), args]
}

function run(bin: string, program: string, args: string[]) {
  const [file, argv] = command(bin, program, args)
  return execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], cwd: tmpdir() }).toString()
}

/** Starts a new server on `port` (a fresh folder each time); it stops and its folder goes when the soak exits. */
export function startPrivatePostgres(port: number): PrivatePostgres {
  const bin = postgresBin()
  if (!bin) throw new Error('No PostgreSQL server binaries under /usr/lib/postgresql')
  const folder = mkdtempSync(join(tmpdir(), 'mela-soak-pg-'))
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString())
    chownSync(folder, id('-u'), id('-g'))
  }
  const data = join(folder, 'data')
  const log = join(folder, 'server.log')
  const ctl = (args: string[]) => run(bin, 'pg_ctl', ['-D', data, '-w', '-t', '60', ...args])
  let running = false
  const stop = () => {
    if (running) {
      running = false
      try {
        ctl(['stop', '-m', 'immediate'])
      } catch {
        // Already gone: the folder goes all the same.
      }
    }
    rmSync(folder, { recursive: true, force: true })
  }
  // Stopped whatever ends the soak: its end, a failure, Ctrl-C.
  process.on('exit', stop)
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      stop()
      process.exit(130)
    })
  try {
    run(bin, 'initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
      '--locale=C',
    ])
    // A disposable server: no fsync, enough connections for three instances' pools and the soak's own.
    const options = [
      `-p ${port}`,
      `-k ${folder}`,
      '-c listen_addresses=127.0.0.1',
      '-c max_connections=120',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ')
    ctl(['-l', log, '-o', options, 'start'])
    running = true
  } catch (error) {
    stop()
    throw error
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/mela_soak`,
    port,
    // Not a blocking call: the crowd in this process goes on asking while the server is down.
    restart: async () => {
      const since = Date.now()
      const [file, argv] = command(bin, 'pg_ctl', [
        '-D',
        data,
        '-w',
        '-t',
        '60',
        '-l',
        log,
        'restart',
        '-m',
        'fast',
      ])
      await promisify(execFile)(file, argv, { cwd: tmpdir() })
      return Date.now() - since
    },
    stop,
  }
}
