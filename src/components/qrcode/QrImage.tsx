import { theme } from 'antd';
import type { ReactNode } from 'react';
import styles from './qr-image.module.css';

interface Props {
  /** PNG data URL (the server renders the QR codes). */
  src: string | undefined;
  alt: string;
  size?: number;
  /** Shown over a dimmed code: scanned, expired with a refresh button, … */
  overlay?: ReactNode;
  loading?: boolean;
}

/** A QR code in a white frame (scanners need the quiet zone light even in the dark theme). */
export function QrImage({ src, alt, size = 200, overlay, loading = false }: Props) {
  const { token } = theme.useToken();
  return (
    <div
      className={styles.frame}
      style={{ width: size + 24, height: size + 24, borderColor: token.colorBorderSecondary }}
      aria-busy={loading || undefined}
    >
      {src ? <img src={src} alt={alt} width={size} height={size} className={overlay ? styles.dimmed : undefined} /> : null}
      {overlay ? (
        <div className={styles.overlay} style={{ color: token.colorText }}>
          {overlay}
        </div>
      ) : null}
    </div>
  );
}
