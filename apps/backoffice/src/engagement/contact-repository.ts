import type { Executor } from '../db/database';
import { contactMessages } from '../db/schema';

export async function insertContactMessage(
  db: Executor,
  message: { fullName: string; email: string; phoneNumber: string; subject: string; message: string },
): Promise<void> {
  await db.insert(contactMessages).values(message);
}
