import { memo, type ReactNode } from 'react';
import { UNSAFE_LocationContext, type Location, type NavigationType } from 'react-router-dom';
import { PageActivityContext } from './page-activity';

export interface FrozenLocation {
  location: Location;
  navigationType: NavigationType;
}

interface Props {
  pageKey: string;
  active: boolean;
  /** The page's own location: the current one while shown, the last one it had while hidden. */
  frozen: FrozenLocation;
  children: ReactNode;
}

/**
 * One page of the keep-alive outlet. Hidden pages stay mounted (display: none) and keep seeing
 * their own URL: useLocation / useSearchParams inside answer `frozen`, not the new location, so a
 * hidden list does not read another page's query as its filters. Memoised: while hidden it
 * receives the same props and React skips it.
 */
export const KeptPage = memo(function KeptPage({ pageKey, active, frozen, children }: Props) {
  return (
    <div data-kept-page={pageKey} style={active ? undefined : { display: 'none' }}>
      <PageActivityContext.Provider value={active}>
        <UNSAFE_LocationContext.Provider value={frozen}>{children}</UNSAFE_LocationContext.Provider>
      </PageActivityContext.Provider>
    </div>
  );
});
