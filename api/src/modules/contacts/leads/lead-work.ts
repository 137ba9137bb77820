import { SEND_EMAIL } from './email-history.service';

/**
 * The lead history actions that mean someone worked the contact (the dashboard's Unworked leads): an email or a
 * text sent to it, a call logged, or a change of stage or list. A note is work too, but notes keep their own
 * history (lead_note_history, by author) rather than lead history entries.
 *
 * Texts and calls are not sent or logged yet: the issues that add them write their history under these names.
 */
export const leadWorkActions = {
  emailSent: SEND_EMAIL,
  textSent: 'send_text',
  callLogged: 'call_logged',
  /** contact-transitions.service, lead-moves.service and lead-lists.service. */
  stageChanges: ['promote', 'demote', 'set_as_former', 'reactivate', 'move'],
} as const;

/** Every action of leadWorkActions, as one list (the NOT EXISTS of the Unworked leads query). */
export const WORK_ACTIONS: readonly string[] = [
  leadWorkActions.emailSent,
  leadWorkActions.textSent,
  leadWorkActions.callLogged,
  ...leadWorkActions.stageChanges,
];
