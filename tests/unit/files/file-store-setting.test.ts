import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';

describe('FILE_STORE', () => {
  it('is the files folder unless the database is named, and a misspelt value stops the start', () => {
    expect(loadConfig({}).fileStore).toBe('local');
    expect(loadConfig({ FILE_STORE: 'database' }).fileStore).toBe('database');
    expect(loadConfig({ FILE_STORE: ' local ' }).fileStore).toBe('local');
    expect(() => loadConfig({ FILE_STORE: 'databse' })).toThrow('FILE_STORE must be one of local, database, not "databse"');
  });
});
