import { and, eq, gt, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { PlatformDb } from '../db/client';
import { qrLogins, users } from '../db/schema';
import { BizCode, bizError } from '../http/api-error';
import type { AuthService, SignInMeta } from '../auth/auth-service';
import { randomToken, sha256 } from '../shared/random';
import type { UserRow } from '../auth/session-service';

/** How long a new QR code can be scanned and confirmed. */
export const QR_LOGIN_TTL_MS = 2 * 60_000;
/** After a confirmation, the waiting page has at least this long to collect its session. */
export const QR_LOGIN_CLAIM_MS = 60_000;

/** What the waiting page reads; a consumed QR code reads as expired. */
export type QrLoginStatus = 'pending' | 'scanned' | 'confirmed' | 'cancelled' | 'expired';

const expired = () => bizError(BizCode.qrLoginExpired, 'auth.qrLoginExpired');

/**
 * QR-code sign-in. The waiting page creates a QR code and polls its status; a signed-in session opens
 * the QR's link, scans, then confirms (or cancels). The next poll after a confirmation receives a
 * session of the confirming user, exactly once. The confirming session has passed sign-in (with its
 * authenticator step, if any), so no second factor is asked again.
 */
export function createQrLoginService(db: PlatformDb, auth: AuthService) {
  async function find(qrId: string) {
    const [row] = await db
      .select()
      .from(qrLogins)
      .where(eq(qrLogins.idHash, sha256(qrId)))
      .limit(1);
    return row;
  }

  /** Why a scan or confirmation found nothing to change: the error to answer with. */
  async function refusal(qrId: string, user: UserRow) {
    const row = await find(qrId);
    if (!row || row.expiresAt <= new Date() || !['pending', 'scanned'].includes(row.status)) return expired();
    if (row.status === 'pending') return bizError(BizCode.qrLoginNotScanned, 'auth.qrLoginNotScanned');
    if (row.scannedBy !== user.id) return bizError(BizCode.qrLoginOtherUser, 'auth.qrLoginOtherUser');
    return undefined;
  }

  return {
    /** A new QR code: `url` (what it encodes, opened by a signed-in console) and a PNG data URL of it. */
    async create(origin: string) {
      const qrId = randomToken(32);
      const expiresAt = new Date(Date.now() + QR_LOGIN_TTL_MS);
      await db.insert(qrLogins).values({ idHash: sha256(qrId), expiresAt });
      const url = `${origin}/login/qr-confirm?id=${qrId}`;
      const qrcode = await QRCode.toDataURL(url, { margin: 1, width: 220 });
      return { qr_id: qrId, url, qrcode, expires_at: expiresAt.toISOString() };
    },

    /** The state for the waiting page; a confirmed QR code hands out its session here, once. */
    async status(qrId: string, meta: SignInMeta) {
      const row = await find(qrId);
      const now = new Date();
      if (!row) return { status: 'expired' as QrLoginStatus };
      if (row.status === 'cancelled') return { status: 'cancelled' as QrLoginStatus };
      if (row.status === 'consumed' || row.expiresAt <= now) return { status: 'expired' as QrLoginStatus };
      if (row.status !== 'confirmed') return { status: row.status as QrLoginStatus };

      // Only one poll can move it from confirmed to consumed, so only one receives a token.
      const [claimed] = await db
        .update(qrLogins)
        .set({ status: 'consumed', consumedAt: now })
        .where(and(eq(qrLogins.id, row.id), eq(qrLogins.status, 'confirmed'), gt(qrLogins.expiresAt, now)))
        .returning({ userId: qrLogins.scannedBy });
      if (!claimed?.userId) return { status: 'expired' as QrLoginStatus };
      const [user] = await db.select().from(users).where(eq(users.id, claimed.userId)).limit(1);
      if (!user || user.status !== 'active') return { status: 'expired' as QrLoginStatus };
      const session = await auth.startSession(user, meta);
      return { status: 'confirmed' as QrLoginStatus, ...session };
    },

    /** Marks the QR code scanned by the user. Scanning again by the same user is harmless. */
    async scan(user: UserRow, qrId: string) {
      const now = new Date();
      const [row] = await db
        .update(qrLogins)
        .set({ status: 'scanned', scannedBy: user.id, scannedAt: now })
        .where(and(eq(qrLogins.idHash, sha256(qrId)), eq(qrLogins.status, 'pending'), gt(qrLogins.expiresAt, now)))
        .returning({ id: qrLogins.id });
      if (row) return { status: 'scanned' as const };
      const error = await refusal(qrId, user);
      // No refusal: it is still scanned by this user (a second scan, e.g. the confirm page reloaded).
      if (!error) return { status: 'scanned' as const };
      throw error;
    },

    /** The scanning user confirms (the waiting page is signed in as them) or cancels. */
    async confirm(user: UserRow, qrId: string, confirm: boolean) {
      const now = new Date();
      const claimUntil = new Date(now.getTime() + QR_LOGIN_CLAIM_MS);
      const [row] = await db
        .update(qrLogins)
        .set({
          status: confirm ? 'confirmed' : 'cancelled',
          decidedAt: now,
          ...(confirm ? { expiresAt: sql`greatest(${qrLogins.expiresAt}, ${claimUntil.toISOString()}::timestamptz)` } : {}),
        })
        .where(
          and(
            eq(qrLogins.idHash, sha256(qrId)),
            eq(qrLogins.status, 'scanned'),
            eq(qrLogins.scannedBy, user.id),
            gt(qrLogins.expiresAt, now),
          ),
        )
        .returning({ status: qrLogins.status });
      if (row) return { status: row.status as 'confirmed' | 'cancelled' };
      throw (await refusal(qrId, user)) ?? expired();
    },
  };
}

export type QrLoginService = ReturnType<typeof createQrLoginService>;
