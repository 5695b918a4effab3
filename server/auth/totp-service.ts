import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const ISSUER = 'PWA Console';
const PERIOD_SECONDS = 30;
const TOLERANCE_SECONDS = 30;

export const totp = {
  newSecret: () => generateSecret(),

  async bindInfo(secret: string, label: string) {
    const url = generateURI({ issuer: ISSUER, label, secret });
    const qrcode = await QRCode.toDataURL(url, { margin: 1, width: 220 });
    return { secret, url, qrcode };
  },

  /**
   * Checks a code with ±30 s tolerance. `afterTimeStep` rejects a code whose time step was already used
   * (replay protection); the matched step is returned so the caller can store it.
   */
  async check(secret: string, token: string, afterTimeStep?: number | null): Promise<number | null> {
    // otplib throws when afterTimeStep lies beyond the window (a clock set back); no code can pass then.
    const lastStepInWindow = Math.floor((Date.now() / 1000 + TOLERANCE_SECONDS) / PERIOD_SECONDS);
    if (afterTimeStep != null && afterTimeStep >= lastStepInWindow) return null;
    const result = await verify({
      secret,
      token,
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterTimeStep != null ? { afterTimeStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  },
};
