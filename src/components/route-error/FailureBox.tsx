import styles from './route-error.module.css';

interface Props {
  title: string;
  text?: string;
  /** Technical detail (the error's message), small and muted. */
  detail?: string;
  action: { label: string; onClick(): void };
}

/**
 * The frame of the screens shown when a page cannot be drawn. Plain elements coloured by the
 * theme's CSS variables, not antd's Result: this sits on the login route's first chunk.
 */
export function FailureBox({ title, text, detail, action }: Props) {
  return (
    <div className={styles.box} role="alert">
      <p className={styles.title}>{title}</p>
      {text ? <p className={styles.text}>{text}</p> : null}
      {detail ? <code className={styles.detail}>{detail}</code> : null}
      <button type="button" className={styles.button} onClick={action.onClick}>
        {action.label}
      </button>
    </div>
  );
}
