/** While the lock screen's code loads (e.g. after a reload), nothing of the page may show through. */
export function LockPlaceholder() {
  return <div style={{ position: 'fixed', inset: 0, zIndex: 1900, background: '#0b111c' }} />;
}
