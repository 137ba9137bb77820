import { newestFirst, receivedMessage, sentMessage } from './text-conversations.service';

const send = {
  body: 'Hi #!first_name!#',
  fromNumber: '+15125550100',
  createdAt: new Date('2026-03-02T15:00:00Z'),
};
const sent = {
  id: 7,
  leadId: 3,
  toNumber: '+15125550001',
  status: 'sent' as const,
  body: 'Hi Ann',
  deliveryStatus: 'delivered' as const,
  sentAt: new Date('2026-03-02T15:01:00Z'),
  send,
};

describe('a conversation’s messages', () => {
  it('shows a sent text as it went out, with where it is', () => {
    expect(sentMessage(sent)).toEqual({
      id: 'out-7',
      direction: 'outbound',
      body: 'Hi Ann',
      at: '2026-03-02T15:01:00.000Z',
      from: '+15125550100',
      to: '+15125550001',
      status: 'delivered',
      keyword: null,
    });
  });

  it('shows a text not yet sent as written, queued, at the time of its send; one failed before any report as failed', () => {
    const pending = { ...sent, status: 'pending' as const, body: null, deliveryStatus: null, sentAt: null };
    expect(sentMessage(pending)).toMatchObject({
      body: 'Hi #!first_name!#',
      at: '2026-03-02T15:00:00.000Z',
      status: 'queued',
    });
    expect(sentMessage({ ...pending, status: 'failed' as const }).status).toBe('failed');
  });

  it('shows a received text with its keyword', () => {
    const received = {
      id: 9,
      leadId: 3,
      fromNumber: '+15125550001',
      toNumber: '+15125550100',
      body: 'STOP',
      keyword: 'stop',
      receivedAt: new Date('2026-03-02T15:02:00Z'),
    };
    expect(receivedMessage(received)).toEqual({
      id: 'in-9',
      direction: 'inbound',
      body: 'STOP',
      at: '2026-03-02T15:02:00.000Z',
      from: '+15125550001',
      to: '+15125550100',
      status: null,
      keyword: 'stop',
    });
  });

  it('orders newest first; at the same instant the received one, then the later id', () => {
    const m = (id: string, at: string, direction: 'inbound' | 'outbound' = 'outbound') => ({
      ...sentMessage(sent),
      id,
      at,
      direction,
    });
    const list = [
      m('out-2', '2026-03-02T15:00:00.000Z'),
      m('out-10', '2026-03-02T15:00:00.000Z'),
      m('in-1', '2026-03-02T15:00:00.000Z', 'inbound'),
      m('out-3', '2026-03-02T16:00:00.000Z'),
    ].sort(newestFirst);
    expect(list.map((x) => x.id)).toEqual(['out-3', 'in-1', 'out-10', 'out-2']);
  });
});
