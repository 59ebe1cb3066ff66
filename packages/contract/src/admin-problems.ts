// The problems only staff meet, answered by the back-office's admin API (see problems.ts).
import { tryAgainIn } from './wait-text';

export const adminProblems = {
  IMAGES_BUSY: () => 'The shop is busy preparing other images. Please try again in a moment.',
  TOO_MANY_STAFF_SIGN_INS_FOR_EMAIL: (values: { minutes: number }) =>
    `Too many failed sign-in attempts for this email. ${tryAgainIn(values)}.`,
  TOO_MANY_STAFF_SIGN_INS: (values: { minutes: number }) => `Too many failed sign-in attempts. ${tryAgainIn(values)}.`,
  TOO_MANY_ADMIN_FAILURES: (values: { minutes: number }) => `Too many failed admin attempts. ${tryAgainIn(values)}.`,
} as const;
