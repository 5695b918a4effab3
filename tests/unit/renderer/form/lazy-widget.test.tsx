import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyWidget } from '../../../../src/renderer/form/widgets/lazy-widget';

interface PickerProps {
  id?: string;
  'aria-label'?: string;
}

// While a widget's code loads, the form holds no control without a name (axe: "Form elements must have
// labels"), only a busy mark that whoever waits for the page to finish waits on.
describe('a lazily loaded widget', () => {
  it('holds a busy mark and no unnamed control until its code is in, then shows the widget with its name', async () => {
    let arrive!: (module: { Picker: (props: PickerProps) => JSX.Element }) => void;
    const loading = new Promise<{ Picker: (props: PickerProps) => JSX.Element }>((resolve) => (arrive = resolve));
    const Picker = lazyWidget(
      () => loading,
      (module) => module.Picker,
    );
    const { container } = render(<Picker id="created_at" aria-label="Created" />);

    expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(1);
    expect(container.querySelectorAll('input, button, select, textarea')).toHaveLength(0);

    arrive({
      Picker: (props) => (
        <button type="button" {...props}>
          picker
        </button>
      ),
    });
    expect((await screen.findByRole('button', { name: 'Created' })).id).toBe('created_at');
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
