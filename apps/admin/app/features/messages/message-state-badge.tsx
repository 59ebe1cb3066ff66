import type { AdminMessage } from '@shop/contract';
import { useMessages } from '../../i18n/i18n';
import { inboxMessages } from './messages';
import { messageState, type MessageState } from './message-view';

const TONES: Record<MessageState, string> = {
  unread: 'bg-sky-100 text-sky-900',
  read: 'bg-stone-200 text-stone-800',
  replied: 'bg-emerald-100 text-emerald-900',
  archived: 'bg-stone-200 text-stone-800',
};

/** Unread, read, replied or archived, as a badge. */
export function MessageStateBadge({ message }: { message: AdminMessage }) {
  const m = useMessages(inboxMessages);
  const state = messageState(message);
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[state]}`}>
      {m(state)}
    </span>
  );
}
