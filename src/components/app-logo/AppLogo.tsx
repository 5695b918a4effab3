/** The console's mark, inline so it needs no extra request. */
export function AppLogo({ size = 32, color = '#0960bd' }: { size?: number; color?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill={color} />
      <rect x="9" y="6" width="14" height="20" rx="2.5" fill="none" stroke="#fff" strokeWidth="2" />
      <path d="M16 11v8m-3.5-3.5L16 19l3.5-3.5" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="16" cy="23" r="1" fill="#fff" />
    </svg>
  );
}
