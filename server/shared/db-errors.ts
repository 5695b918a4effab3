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

/** The SQLSTATE of the error behind a failed query (e.g. one a database function raises), or undefined. */
export const sqlStateOf = (error: unknown): string | undefined => pgErrorOf(error)?.code;

/** True when a query broke a foreign key (a referenced row is missing, or a row is still referenced). */
export const violatedForeignKey = (error: unknown) => pgErrorOf(error)?.code === '23503';

/**
 * SQLSTATE classes of errors a query raises because of the values it was given, not because the server
 * or the database is at fault: 22 data exception (out of range, invalid text or character), 23 integrity
 * constraint (a unique, foreign key, not-null or check rule), 54 program limit (a value too large to index).
 */
const INPUT_ERROR_CLASSES = new Set(['22', '23', '54']);

/** True when the database refused a query for the values it carried: the caller's input, answered 400. */
export const stemsFromInput = (error: unknown) => INPUT_ERROR_CLASSES.has(pgErrorOf(error)?.code?.slice(0, 2) ?? '');
