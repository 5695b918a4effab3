import { describe, expect, it } from 'vitest';
import { stemsFromInput } from '../../server/shared/db-errors';

describe('database errors caused by input', () => {
  it('are told apart from faults of the server by their SQLSTATE class, through drizzle’s wrapping', () => {
    const wrapped = (code: string) => new Error('Failed query', { cause: Object.assign(new Error('db'), { code }) });
    expect(stemsFromInput(wrapped('22021'))).toBe(true); // invalid byte sequence (a NUL in text)
    expect(stemsFromInput(wrapped('22003'))).toBe(true); // numeric value out of range
    expect(stemsFromInput(wrapped('23505'))).toBe(true); // unique violation
    expect(stemsFromInput(wrapped('54000'))).toBe(true); // program limit exceeded
    expect(stemsFromInput(wrapped('42P01'))).toBe(false); // undefined table: the server's fault
    expect(stemsFromInput(wrapped('08006'))).toBe(false); // connection failure
    expect(stemsFromInput(new RangeError('x'))).toBe(false);
  });
});
