import type { PageCondition } from '@contract/generated/page-schema';
import { getPath } from './get-path';

const isEmpty = (v: unknown) => v == null || v === '' || (Array.isArray(v) && v.length === 0);

function compare(left: unknown, right: unknown, test: (a: number, b: number) => boolean): boolean {
  if (typeof left === 'number' && typeof right === 'number') return test(left, right);
  if (typeof left === 'string' && typeof right === 'string') return test(left.localeCompare(right), 0);
  return false;
}

/** Evaluates a declarative condition against a record (form values or a list row). */
export function evaluateCondition(condition: PageCondition | undefined, record: unknown): boolean {
  if (!condition) return true;
  if ('all' in condition) return condition.all.every((c) => evaluateCondition(c, record));
  if ('any' in condition) return condition.any.some((c) => evaluateCondition(c, record));
  if ('not' in condition) return !evaluateCondition(condition.not, record);
  const value = getPath(record, condition.field);
  const expected = condition.value;
  switch (condition.op) {
    case 'eq':
      return value === expected;
    case 'ne':
      return value !== expected;
    case 'in':
      return Array.isArray(expected) && expected.includes(value);
    case 'notIn':
      return Array.isArray(expected) && !expected.includes(value);
    case 'gt':
      return compare(value, expected, (a, b) => a > b);
    case 'gte':
      return compare(value, expected, (a, b) => a >= b);
    case 'lt':
      return compare(value, expected, (a, b) => a < b);
    case 'lte':
      return compare(value, expected, (a, b) => a <= b);
    case 'empty':
      return isEmpty(value);
    case 'notEmpty':
      return !isEmpty(value);
    case 'truthy':
      return Boolean(value);
    case 'falsy':
      return !value;
    default:
      return false;
  }
}
