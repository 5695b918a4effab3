import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/renderer.json';
import { ErrorState } from '@/renderer/states/ErrorState';
import { ApiRequestError } from '@/utils/http/api-request-error';

const messages = Object.fromEntries(Object.entries(en).map(([key, text]) => [`renderer.${key}`, text]));

function show(error: unknown) {
  render(
    <IntlProvider locale="en" messages={messages}>
      <ErrorState error={error} onRetry={() => undefined} />
    </IntlProvider>,
  );
}

const httpError = (httpStatus: number, msg: string) => new ApiRequestError({ kind: 'http', httpStatus, msg, shown: false });

describe('an error state offers a retry only when one can help', () => {
  it('a missing record (404, e.g. a deleted notice) says so without a pointless retry', () => {
    show(httpError(404, 'Notice not found'));
    expect(screen.getByText('Notice not found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('a refused record (403) has no retry either', () => {
    show(httpError(403, 'Forbidden'));
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('a network failure or a server error keeps the retry', () => {
    show(new ApiRequestError({ kind: 'network', msg: 'Network error', shown: false }));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('a server error keeps the retry', () => {
    show(httpError(500, 'Server error'));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
