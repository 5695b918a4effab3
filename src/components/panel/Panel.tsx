import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * A bordered surface like antd's small Card without a title. Card itself brings Skeleton and the
 * tab bar code along; a list page needs only the box.
 */
export function Panel({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingSM,
        color: token.colorText,
      }}
    >
      {children}
    </div>
  );
}
