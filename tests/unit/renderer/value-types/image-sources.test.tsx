import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { PageColumn } from '@contract/generated/page-schema';
import { ValueCell } from '@/renderer/value-types';
import { isSafeImageSource } from '@/renderer/value-types/safe-url';
import { demoAppIcon } from '../../../../server/demo/seed-content';

const messages = { 'fixture.icon': 'App icon' };
const column = { field: 'win_icon', title: 'fixture.icon', valueType: 'image' } as PageColumn;

function cell(value: string) {
  const { container } = render(
    <IntlProvider locale="en" messages={messages} onError={() => undefined}>
      <ValueCell column={column} row={{ id: 1, win_icon: value }} />
    </IntlProvider>,
  );
  return { container, img: container.querySelector('img'), link: container.querySelector('a') };
}

const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>';

describe('the image value type', () => {
  it('draws the demo apps’ icons (SVG data URLs) as images named by the column, not as their text', () => {
    for (const icon of [demoAppIcon('#0960bd', 'S'), demoAppIcon('#d4380d', 'N')]) {
      const { container, img, link } = cell(icon);
      expect(img?.getAttribute('src')).toBe(icon);
      expect(img?.getAttribute('alt')).toBe('App icon');
      expect(container.textContent).toBe('');
      // A data: address is no link: browsers refuse to open it in a tab.
      expect(link).toBeNull();
      container.remove();
    }
  });

  it('draws base64 images of every web format', () => {
    for (const type of ['svg+xml', 'png', 'jpeg', 'webp', 'gif']) {
      const source = `data:image/${type};base64,${btoa(type === 'svg+xml' ? svg : 'x')}`;
      const { img, container } = cell(source);
      expect(img?.getAttribute('src')).toBe(source);
      container.remove();
    }
    expect(isSafeImageSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`)).toBe(true);
  });

  it('links an image at an address to the full image', () => {
    const { img, link } = cell('https://cdn.example.com/icon.png');
    expect(img?.getAttribute('src')).toBe('https://cdn.example.com/icon.png');
    expect(link?.getAttribute('href')).toBe('https://cdn.example.com/icon.png');
    expect(cell('/static/icon.png').img?.getAttribute('src')).toBe('/static/icon.png');
  });

  it('shows any other source as text, never as an image or a link', () => {
    for (const source of [
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'data:image/svg+xml-evil,<svg/>',
      '//evil.example.com/x.png',
      'data:application/javascript,alert(1)',
    ]) {
      const { container, img, link } = cell(source);
      expect(img).toBeNull();
      expect(link).toBeNull();
      expect(container.textContent).toBe(source);
      container.remove();
    }
  });
});
