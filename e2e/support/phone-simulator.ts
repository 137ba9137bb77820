/**
 * Calls through the local phone (issue 19): a call to an organization's number as a contact's phone would make it,
 * through the API's simulator (POST /api/mailbox/phone/call/), which signs it as the provider would, posts it to the
 * number's real voice webhook and then reports the forwarded leg's outcome. On only where the local mailbox is (the
 * e2e API: outbox providers). Texts from a phone: support/texts.ts (textFromPhone).
 */
import { pathOf, phoneSimulatorEndpoints, type SimulatedCall } from '@ensemble/contracts';
import { call } from './api';

/**
 * A call from `from` to the organization's number `to`, forwarded to its real line, which picks up and talks for
 * `duration` seconds, or does not pick up (`answered: false`).
 */
export async function simulateCall(
  from: string,
  to: string,
  outcome: { answered: true; duration: number } | { answered: false },
): Promise<SimulatedCall> {
  return call<SimulatedCall>(pathOf(phoneSimulatorEndpoints.call)(), {
    method: 'POST',
    body: JSON.stringify({
      from,
      to,
      answered: outcome.answered,
      duration: outcome.answered ? outcome.duration : 0,
    }),
  });
}
