import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { describeValidationError } from '../../../server/http/validation';

const patternError: ErrorObject = {
  keyword: 'pattern',
  instancePath: '/username',
  schemaPath: '#/properties/username/pattern',
  params: { pattern: '^[A-Za-z0-9_.-]{3,32}$' },
};
const labels: Record<string, Record<string, string>> = { en: { username: 'Username' }, zh_CN: { username: '用户名' } };

describe('server validation messages', () => {
  it('name the field by its label and say what is allowed, in both languages', () => {
    expect(describeValidationError('en', [patternError], 'body', (field) => labels.en![field] ?? field)).toEqual({
      msg: 'Username: use 3–32 letters, digits, “_”, “.”, or “-”',
      field: 'username',
      reason: 'use 3–32 letters, digits, “_”, “.”, or “-”',
    });
    expect(describeValidationError('zh_CN', [patternError], 'body', (field) => labels.zh_CN![field] ?? field)).toEqual({
      msg: '用户名：须为 3–32 位字母、数字、“_”、“.”或“-”',
      field: 'username',
      reason: '须为 3–32 位字母、数字、“_”、“.”或“-”',
    });
  });

  it('name a missing field by its label', () => {
    const missing: ErrorObject = {
      keyword: 'required',
      instancePath: '',
      schemaPath: '#/required',
      params: { missingProperty: 'username' },
    };
    expect(describeValidationError('zh_CN', [missing], 'body', (field) => labels.zh_CN![field] ?? field)).toMatchObject({
      msg: '用户名：此项必填',
      field: 'username',
    });
  });
});
