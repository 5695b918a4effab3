import { ComingSoon } from './ComingSoon';

/** A route whose screen is not built yet (lazy route element). */
export default function ComingSoonScreen({ titleId }: { titleId: string }) {
  return <ComingSoon titleId={titleId} />;
}
