import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SchemaFormModal } from '@/renderer/form/SchemaFormModal';
import { manyFieldsForm, manyFieldsMessages } from './support/fixtures';
import { renderInApp } from './support/render-app';

describe('large forms', { timeout: 30_000 }, () => {
  it('renders a 100-field form with every field labelled', async () => {
    renderInApp(<SchemaFormModal form={manyFieldsForm(100)} open scope={{}} onClose={() => undefined} />, {
      messages: manyFieldsMessages(100),
    });
    expect(await screen.findByText('Field 100')).toBeTruthy();
    const labels = [...document.querySelectorAll('.ant-formily-item-label label')].map((label) => label.textContent);
    expect(labels).toEqual(Array.from({ length: 100 }, (_, index) => `Field ${index + 1}`));
    // Half-width fields (span 12) in the 24-column grid.
    expect((document.querySelector('.ant-formily-item') as HTMLElement).style.gridColumn).toBe('span 12');
  });
});
