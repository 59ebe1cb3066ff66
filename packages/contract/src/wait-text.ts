/** '1 minute', '15 minutes': a wait as the back-office's English says it. */
export function minutesText(minutes: number): string {
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** 'Please try again in 15 minutes': the end of every limit's sentence. */
export const tryAgainIn = (values: { minutes: number }) => `Please try again in ${minutesText(values.minutes)}`;
