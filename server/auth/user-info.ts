import type { PageSchema } from '../api/schema-loader';
import type { AccountFigures } from './account-figures';
import { homePathFor } from './home-path';
import type { UserRow } from './session-service';

/**
 * The console's view of a user (schemas/entities/user-info.json). Secrets of the authenticator never
 * leave. `figures` are those of the account the user works in (see account-figures.ts); `pages` are the
 * served page schemas, which give the home path a route of the role's menu.
 */
export function toUserInfo(user: UserRow, figures: AccountFigures, pages: readonly PageSchema[]) {
  return {
    id: user.id,
    userId: user.id,
    username: user.username,
    realName: user.truename,
    truename: user.truename,
    role: user.role,
    roles: [user.role],
    balance: figures.balance,
    unit_price: figures.unitPrice,
    total_install_sum: figures.totalInstallSum,
    app_key: user.appKey,
    app_secret: user.appSecret,
    homePath: homePathFor(user.role, user.homePath, pages),
    email: user.email ?? '',
    mobile: user.mobile ?? '',
    google_bind: user.totpBound,
    google_open: user.totpEnabled,
    telegram_chat_id: user.telegramChatId ?? '',
    invite_code: user.inviteCode,
    parent_id: user.parentId,
  };
}

/** The answer of every sign-in (password, mobile, QR): token, its expiry and the user info. */
export const toLoginAnswer = (
  { token, expiresAt, user }: { token: string; expiresAt: Date; user: UserRow },
  figures: AccountFigures,
  pages: readonly PageSchema[],
) => ({
  token,
  expires_at: expiresAt.toISOString(),
  userInfo: toUserInfo(user, figures, pages),
});
