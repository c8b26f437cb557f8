import type { ContactMessage } from '../../src/contracts/contact';
import type { Executor } from './database';
import { contactMessages } from './schema';

export async function saveContactMessage(db: Executor, message: ContactMessage): Promise<number> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!.id;
}
