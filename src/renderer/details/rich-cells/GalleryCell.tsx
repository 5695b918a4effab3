import { useIntl } from 'react-intl';
import { isSafeImageSource, isSafeUrl } from '@/renderer/value-types/safe-url';

/** Thumbnails of image addresses; each opens the full image (addresses that are not images stay text). */
export function GalleryCell({ urls }: { urls: string[] }) {
  const intl = useIntl();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {urls.map((url, i) => {
        if (!isSafeImageSource(url)) return <span key={i}>{url}</span>;
        const image = (
          <img
            src={url}
            alt={intl.formatMessage({ id: 'renderer.value.galleryAlt' }, { n: i + 1 })}
            height={96}
            loading="lazy"
            style={{ borderRadius: 4, objectFit: 'cover' }}
          />
        );
        return isSafeUrl(url) ? (
          <a key={i} href={url} target="_blank" rel="noopener noreferrer">
            {image}
          </a>
        ) : (
          <span key={i}>{image}</span>
        );
      })}
    </div>
  );
}
