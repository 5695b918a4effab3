import { describe, expect, it } from 'vitest';
import { refuseWorkersWithoutPostgres, StartRefused, workersOf } from '../../server/cluster/workers-setting';

describe('WORKERS', () => {
  it('is 1 unset, a whole number as given, or the usable cores for auto', () => {
    expect(workersOf(undefined)).toBe(1);
    expect(workersOf('')).toBe(1);
    expect(workersOf('3')).toBe(3);
    expect(workersOf(' Auto ', () => 6)).toBe(6);
  });

  it('refuses anything else with a message naming the value', () => {
    for (const bad of ['0', '-2', '1.5', 'many']) {
      expect(() => workersOf(bad)).toThrow(StartRefused);
      expect(() => workersOf(bad)).toThrow(`not "${bad}"`);
    }
  });

  it('more than one needs PostgreSQL', () => {
    expect(() => refuseWorkersWithoutPostgres(2, undefined)).toThrow(/WORKERS=2 needs DATABASE_URL/);
    expect(() => refuseWorkersWithoutPostgres(2, 'postgres://db/app')).not.toThrow();
    expect(() => refuseWorkersWithoutPostgres(1, undefined)).not.toThrow();
  });
});
