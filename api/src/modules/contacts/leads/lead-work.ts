import { SEND_EMAIL } from './email-history.service';
import { CALL_LOGGED, SEND_TEXT } from './text-history.service';

/**
 * The lead history actions that mean someone worked the contact (the dashboard's Unworked leads): an email or a
 * text sent to it, a call answered, or a change of stage or list. A note is work too, but notes keep their own
 * history (lead_note_history, by author) rather than lead history entries. A missed call (call_missed) and a text
 * the contact sent (receive_text) are the contact's doing, not work on it.
 */
export const leadWorkActions = {
  emailSent: SEND_EMAIL,
  textSent: SEND_TEXT,
  callLogged: CALL_LOGGED,
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
