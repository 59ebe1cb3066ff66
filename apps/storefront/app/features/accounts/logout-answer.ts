import { z } from '../../lib/browser-zod';

// Parsed in the browser: imported there only on demand (`postJson`'s schema loader), to keep zod out of first-load JS.

/** The answer of `routes/api.logout.ts`: the session is over, whatever the back-office said. */
export const LogoutAnswer = z.object({ ok: z.literal(true) });
export type LogoutAnswer = z.infer<typeof LogoutAnswer>;
