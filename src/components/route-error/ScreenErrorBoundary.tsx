import { Component, type ReactNode } from 'react';
import { t } from '@/locales';
import styles from './route-error.module.css';

interface State {
  failed: boolean;
}

/**
 * Catches a screen that fails to render or whose code cannot be loaded (for example a chunk
 * removed by a newer deploy); reloading fetches the current build.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.error(error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.box} role="alert">
        <p>{t('exception.loadFailed')}</p>
        <button type="button" className={styles.button} onClick={() => window.location.reload()}>
          {t('exception.reload')}
        </button>
      </div>
    );
  }
}
