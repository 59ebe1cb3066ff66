import type { z } from 'zod';

/** One sentence naming the field that failed, e.g. "PageSize: Too big: expected number to be <=100". */
export function describeIssues(error: z.ZodError, root = ''): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = [root, ...issue.path.map(String)].filter(Boolean).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}
