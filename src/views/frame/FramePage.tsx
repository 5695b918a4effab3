import { ExportOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useState } from 'react';
import { frameOriginOf } from '@contract/frame-address';
import { ContentLoading } from '@/components/route-error/ContentLoading';
import { t } from '@/locales';
import { useStore } from '@/store/create-store';
import { projectConfigStore } from '@/store/project-config-store';
import styles from './frame-page.module.css';

interface Props {
  /** The route meta's frameSrc. */
  src: string;
  /** The route's title id, the frame's accessible name. */
  titleId: string;
}

/**
 * A route whose meta has `frameSrc` (spec §3): the address in a frame inside the layout while the project
 * setting `canEmbedIFramePage` allows it, else a button that opens it in a new window. An address outside
 * the frame rule (contract/frame-address.ts) is refused here as the server's policy refuses it.
 */
export default function FramePage({ src, titleId }: Props) {
  const canEmbed = useStore(projectConfigStore, (state) => state.config.canEmbedIFramePage);
  const [loaded, setLoaded] = useState(false);
  const title = t(titleId);

  if (!frameOriginOf(src)) return <Result status="warning" title={title} subTitle={t('exception.frameRefused')} />;

  if (!canEmbed)
    return (
      <Result
        status="info"
        title={title}
        subTitle={t('exception.frameInWindow')}
        extra={
          <Button type="primary" icon={<ExportOutlined />} href={src} target="_blank" rel="noopener noreferrer">
            {t('exception.frameOpen')}
          </Button>
        }
      />
    );

  return (
    <div className={styles.frame} aria-busy={!loaded}>
      {loaded ? null : (
        <div className={styles.loading}>
          <ContentLoading />
        </div>
      )}
      <iframe className={styles.content} src={src} title={title} onLoad={() => setLoaded(true)} />
    </div>
  );
}
