import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { RichCell } from '@/renderer/details/rich-cells/RichCell';
import { englishMessages } from '../list/support/render-app';

const messages = englishMessages({});
const wrap = (node: ReactNode) => (
  <IntlProvider locale="en" messages={messages} onError={() => undefined}>
    {node}
  </IntlProvider>
);

describe('rich value types of details and drawers', () => {
  it('qrcode draws a QR image of the text, with the text and a copy button beneath', async () => {
    const url = 'https://apps.example.com/i/abc123';
    const { container } = render(wrap(<RichCell kind="qrcode" value={url} />));
    await waitFor(() => expect(container.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;base64,/));
    expect(container.querySelector('img')?.getAttribute('alt')).toContain(url);
    expect(container.textContent).toContain(url);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('code shows the snippet in a code block with a copy button', () => {
    const { container } = render(wrap(<RichCell kind="code" value={'<script src="/sdk.js"></script>'} />));
    expect(container.querySelector('pre code')?.textContent).toBe('<script src="/sdk.js"></script>');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('gallery shows image addresses as images and never a javascript: address', () => {
    const { container } = render(wrap(<RichCell kind="gallery" value={['/files/screenshots/a.png', 'javascript:alert(1)']} />));
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/files/screenshots/a.png']);
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('links lists labelled addresses with their short links, each copyable', () => {
    const value = [
      { label: 'Facebook ads', url: 'https://apps.example.com/i/abc?c=FB', short_url: 'https://apps.example.com/s/xyz' },
      'https://shop.example.net/',
    ];
    const { container } = render(wrap(<RichCell kind="links" value={value} />));
    expect(container.textContent).toContain('Facebook ads');
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://apps.example.com/i/abc?c=FB',
      'https://apps.example.com/s/xyz',
      'https://shop.example.net/',
    ]);
    expect(screen.getAllByRole('button', { name: 'Copy' })).toHaveLength(3);
  });
});
