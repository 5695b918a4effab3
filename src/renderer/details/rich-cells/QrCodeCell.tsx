import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { QrImage } from '@/components/qrcode/QrImage';
import { CopyableText } from '@/renderer/value-types/cells/CopyButton';

/** The QR code of `text`, drawn in the browser (the same library the server uses for QR sign-in). */
export function QrCodeCell({ text }: { text: string }) {
  const intl = useIntl();
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(text, { margin: 1, width: 320 }).then(
      (url) => live && setSrc(url),
      () => live && setSrc(undefined),
    );
    return () => {
      live = false;
    };
  }, [text]);
  return (
    <div style={{ display: 'inline-flex', flexDirection: 'column', gap: 8 }}>
      <QrImage src={src} alt={intl.formatMessage({ id: 'renderer.value.qrAlt' }, { text })} size={160} loading={!src} />
      <CopyableText text={text} />
    </div>
  );
}
