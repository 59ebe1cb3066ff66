// Two-factor sign-in for staff with TOTP (RFC 6238) through otplib: 6 digits, 30-second steps,
// SHA-1 and Base32 secrets, which every authenticator app reads from an otpauth:// URI.
import { generateSecret, generateURI, verify } from 'otplib';
import { Language } from '@shop/contract';
import { loadSecretKey, previousSecretKey } from '../accounts/secret-key';
import type { Config } from '../config';
import type { Executor } from '../db/database';
import { findShopName } from '../mail/shop-name-repository';
import { swapTotp } from './staff-repository';
import { openStoredTotp, sealTotpSecret, type StoredTotp, totpSealKey, withUsedStep } from './totp-secret';

/** Length of one code's time-step. */
export const TOTP_PERIOD_SECONDS = 30;
// One step either side is accepted: the phone's clock may be a little off, the member a little slow.
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

export interface TotpEnrolmentStart {
  /** Base32, for the member's app. */
  secret: string;
  /** otpauth://totp/… for a QR code. */
  uri: string;
  /** What staff.totp_secret keeps. */
  stored: string;
}

export interface StaffTotp {
  /** A new secret for the member, its URI (the shop's name as issuer) and its sealed form. */
  start(db: Executor, email: string): Promise<TotpEnrolmentStart>;
  /**
   * Accepts `code` for the member's stored value once only: checks it against the secret (a step
   * later than the last one used), then records its step in one compare-and-swap UPDATE. With
   * `enable` this confirms a pending secret and turns two-factor on in the same statement. False
   * for a wrong code, a used one, or one a parallel request used first.
   */
  accept(db: Executor, staffId: number, stored: string, code: string, options?: { enable?: boolean }): Promise<boolean>;
}

/**
 * The shop's TOTP; its sealing key is read once, on first use. A secret sealed with the key before the server key's
 * last rotation (SECRET_KEY_PREVIOUS) still opens, and is sealed again with today's key when its code is accepted.
 */
export function createStaffTotp(config: Pick<Config, 'SECRET_KEY' | 'SECRET_KEY_PREVIOUS' | 'DATA_DIR'>): StaffTotp {
  let key: Promise<Buffer> | undefined;
  const sealKey = () => (key ??= loadSecretKey(config).then(totpSealKey));
  const previous = previousSecretKey(config);
  const previousSealKey = previous && totpSealKey(previous);

  /** The stored value opened, sealed with today's key. */
  const open = async (stored: string): Promise<StoredTotp | undefined> => {
    const current = openStoredTotp(await sealKey(), stored);
    if (current || !previousSealKey) return current;
    const old = openStoredTotp(previousSealKey, stored);
    return old && { ...old, sealed: sealTotpSecret(await sealKey(), old.secret) };
  };

  return {
    async start(db, email) {
      const secret = generateSecret();
      const issuer = await findShopName(db, Language.en.id);
      return {
        secret,
        uri: generateURI({ issuer, label: email, secret, period: TOTP_PERIOD_SECONDS }),
        stored: sealTotpSecret(await sealKey(), secret),
      };
    },

    async accept(db, staffId, stored, code, options = {}) {
      const totp = await open(stored);
      if (!totp) return false;
      const result = await verify({
        secret: totp.secret,
        token: code,
        period: TOTP_PERIOD_SECONDS,
        epochTolerance: TOLERANCE_SECONDS,
        ...(totp.lastStep === undefined ? {} : { afterTimeStep: totp.lastStep }),
      }).catch(() => ({ valid: false as const }));
      if (!result.valid || !('timeStep' in result)) return false;
      return swapTotp(db, staffId, stored, withUsedStep(totp, result.timeStep), options);
    },
  };
}
