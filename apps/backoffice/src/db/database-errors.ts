// What the database says when it refuses a statement, read the same way from PostgreSQL and PGlite.

interface DatabaseError {
  code?: string;
  constraint?: string;
  message?: string;
  cause?: unknown;
}

/** Whether `error` (or what it wraps) is PostgreSQL's unique violation of the named index. */
export function isUniqueViolation(error: unknown, index: string): boolean {
  for (let current = error as DatabaseError | undefined, depth = 0; current && depth < 5; depth += 1) {
    if (current.code === '23505' && (current.constraint === index || current.message?.includes(`"${index}"`))) {
      return true;
    }
    current = current.cause as DatabaseError | undefined;
  }
  return false;
}
