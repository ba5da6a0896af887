/** JSON over real HTTP; answers status and body. */
export async function call(
  url: string,
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : undefined }
}

/** Like `call`, for set-up steps: a refusal stops the bench with the API's own words. */
export async function callOk(...args: Parameters<typeof call>) {
  const answer = await call(...args)
  if (answer.status >= 300)
    throw new Error(`${args[1]} ${args[0]} → ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer
}

/** A new organizer signed up and signed in through the real API: their user ID and request headers. */
export async function signUpOrganizer(url: string, Username: string) {
  const Password = 'Bench2026x'
  await callOk(`${url}/api/auth/register`, 'POST', {
    FirstName: 'Bench',
    Username,
    Password,
    ConfirmPassword: Password,
  })
  const login = await callOk(`${url}/api/auth/login`, 'POST', { Username, Password })
  return {
    userId: login.body.user.ID as string,
    headers: { authorization: login.body.authToken as string, 'x-username': Username },
  }
}

/** Runs `tasks` with at most `concurrency` in flight, like a crowd at a gate. */
export async function runWithConcurrency<T>(tasks: (() => Promise<T>)[], concurrency: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length)
  let next = 0
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++
      results[index] = await (tasks[index] as () => Promise<T>)()
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker))
  return results
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
