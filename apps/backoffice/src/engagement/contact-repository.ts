import type { Executor } from '../db/database';
import { contactMessages } from '../db/schema';

/** Stores a message from the contact form, with the language of the form it was sent from; answers its id. */
export async function insertContactMessage(
  db: Executor,
  message: {
    fullName: string;
    email: string;
    phoneNumber: string;
    subject: string;
    message: string;
    languageId: number;
  },
): Promise<{ id: number }> {
  const [stored] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return stored!;
}
