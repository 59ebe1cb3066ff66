// Turns zod issues into the one-line, field-naming texts the protocol's errorMessage carries.
import type { z } from 'zod';

/** 'cartJsonData.0.Quantity: Too small: expected number to be >=1' (or just the message at the root). */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String).join('.');
  return path === '' ? issue.message : `${path}: ${issue.message}`;
}

/** The first issue of a failed parse, described; what a 400 answer's errorMessage says. */
export function firstIssueMessage(error: z.ZodError): string {
  const [first] = error.issues;
  return first ? describeIssue(first) : 'Invalid input';
}
