import { draw } from '../../lib/draw.js';

/**
 * What warmup mail says: ordinary, varied business mail (no links, no selling), so it reads
 * like a person's and the placement model scores its content clean. Chosen by a draw on the
 * Message-ID.
 */
const SUBJECTS = [
  'Quick question about Thursday',
  'Notes from our call',
  'Following up on the proposal',
  'Checking in',
  'Agenda for next week',
  'Thoughts on the draft',
  'Coffee next week?',
  'Re-scheduling our meeting',
  'A question about the timeline',
  'Thanks for the intro',
] as const;

const OPENINGS = [
  'Hope your week is going well.',
  'Thanks again for your time earlier.',
  'I wanted to pick this up before the weekend.',
  'Just circling back on this.',
  'Good to hear from you.',
] as const;

const MIDDLES = [
  'Would Thursday afternoon still work for a short call?',
  'I went through the draft and left a few comments on the second section.',
  'Let me know whether the timeline we discussed still makes sense on your side.',
  'The team liked the outline; we can go ahead with the first part.',
  'Could you send over the figures from last quarter when you get a chance?',
  'I think we can keep the scope as it is and revisit it next month.',
] as const;

const REPLIES = [
  'Thanks, that works for me.',
  'Sounds good, talk soon.',
  'Got it, I will get back to you tomorrow.',
  'Perfect, thank you for the update.',
  'Makes sense. Let us keep it as planned.',
] as const;

const pick = <T>(list: readonly T[], seed: string, messageId: string, what: string): T =>
  list[Math.floor(draw(seed, messageId, what) * list.length)] as T;

export function warmupMessage(seed: string, messageId: string, senderName: string) {
  return {
    subject: pick(SUBJECTS, seed, messageId, 'subject'),
    text: `Hi,\n\n${pick(OPENINGS, seed, messageId, 'opening')} ${pick(MIDDLES, seed, messageId, 'middle')}\n\nBest,\n${senderName}`,
  };
}

export function warmupReply(seed: string, messageId: string, senderName: string): string {
  return `${pick(REPLIES, seed, messageId, 'reply')}\n\n${senderName}`;
}
