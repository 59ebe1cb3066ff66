// Polling for what happens in the background (a queued job, a mail), with a generous deadline: a loaded CI
// machine is slow, and a deadline only ends a test that would fail anyway.
const POLL_MS = 50;
const DEADLINE_MS = 60_000;

/** Polls `check` until it answers something other than undefined or false, and answers that; throws naming `what`. */
export async function waitUntil<T>(what: string, check: () => Promise<T | undefined | false> | T | undefined | false) {
  const deadline = Date.now() + DEADLINE_MS;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`still waiting after ${DEADLINE_MS / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
