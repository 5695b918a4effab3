/** The PostgreSQL error behind a failed query (drizzle wraps it as `cause`; pg and PGlite share the fields). */
function pgErrorOf(error: unknown): { code?: string; constraint?: string } | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined };
    }
    current = candidate.cause;
  }
  return undefined;
}

/** The name of the unique index a query violated, or undefined when the error is something else. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  const pgError = pgErrorOf(error);
  return pgError?.code === '23505' ? (pgError.constraint ?? '') : undefined;
}

/** True when a query broke a foreign key (a referenced row is missing, or a row is still referenced). */
export const violatedForeignKey = (error: unknown) => pgErrorOf(error)?.code === '23503';
