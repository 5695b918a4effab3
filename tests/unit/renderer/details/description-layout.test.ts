import { describe, expect, it } from 'vitest';
import { descriptionColumns } from '@/renderer/details/description-layout';

describe('label/value pairs per row', () => {
  it('a phone shows one pair a row, whatever the schema declares', () => {
    expect(descriptionColumns(2).xs).toBe(1);
    expect(descriptionColumns(4).xs).toBe(1);
  });

  it('a tablet at most two, a laptop what the schema declares', () => {
    expect(descriptionColumns(3)).toMatchObject({ sm: 2, md: 2, lg: 3, xl: 3, xxl: 3 });
    expect(descriptionColumns(1)).toMatchObject({ sm: 1, md: 1, lg: 1 });
  });

  it('a declared count below one still shows one', () => {
    expect(descriptionColumns(0)).toMatchObject({ xs: 1, lg: 1 });
  });
});
