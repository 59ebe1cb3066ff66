import type { Config } from '../config';
import type { Database } from '../db/database';
import type { PasswordHasher } from '../accounts/password-hashing';
import type { Mailer } from '../mail/mailer';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { FileStorage } from '../storage/file-storage';
import type { ShopChanges } from './shop-changes';

/** What every part of the admin API is built from. */
export interface AdminDeps {
  config: Config;
  db: Database;
  rateLimiter: RateLimiter;
  adminToken: string;
  passwords: PasswordHasher;
  changes: ShopChanges;
  /** The shop's one mailer (its outstanding mails settle when the app closes). */
  mailer: Mailer;
  /** Where uploads are kept (DATA_DIR/files or the bucket). */
  storage: FileStorage;
}
