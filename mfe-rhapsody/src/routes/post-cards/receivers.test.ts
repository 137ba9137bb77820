import {
  addReceiver,
  fromOrderState,
  isBucketDisabled,
  parseReceiverKey,
  type Receiver,
  receiverKey,
  removeReceiver,
  toOrderState,
} from './receivers';

const bucket = (id: Receiver['id']) => ({ type: 'bucket', id }) as Receiver;
const list = (id: number): Receiver => ({ type: 'list', id });
const group = (id: number): Receiver => ({ type: 'group', id });
const keys = (rs: Receiver[]) => rs.map(receiverKey);

describe('post card receivers (spec 2 §4)', () => {
  it('All replaces the other choices', () => {
    const before = [bucket('client'), list(4), group(9)];
    expect(keys(addReceiver(before, bucket('all')))).toEqual(['bucket:all']);
  });

  it('anything chosen after All replaces All', () => {
    expect(keys(addReceiver([bucket('all')], bucket('client')))).toEqual(['bucket:client']);
    expect(keys(addReceiver([bucket('all')], group(9)))).toEqual(['group:9']);
  });

  it('choosing a bucket removes the items of its type: Opportunity removes the specific lists', () => {
    const before = [list(4), list(5), group(9), bucket('client')];
    expect(keys(addReceiver(before, bucket('opportunity')))).toEqual([
      'group:9',
      'bucket:client',
      'bucket:opportunity',
    ]);
  });

  it('a bucket of another type keeps the lists and tags', () => {
    expect(keys(addReceiver([list(4), group(9)], bucket('prospect')))).toEqual([
      'list:4',
      'group:9',
      'bucket:prospect',
    ]);
  });

  it('a specific list removes the Opportunity bucket, which is disabled while a list is chosen', () => {
    const after = addReceiver([bucket('opportunity'), bucket('client')], list(4));
    expect(keys(after)).toEqual(['bucket:client', 'list:4']);
    expect(isBucketDisabled(after, 'opportunity')).toBe(true);
    expect(isBucketDisabled(after, 'client')).toBe(false);
    expect(isBucketDisabled(removeReceiver(after, list(4)), 'opportunity')).toBe(false);
  });

  it('adding a receiver twice changes nothing', () => {
    const before = [group(9)];
    expect(addReceiver(before, group(9))).toBe(before);
  });

  it('round-trips through the order state and the Select keys', () => {
    const rs = [bucket('former_client'), list(4), group(9)];
    expect(toOrderState(rs)).toEqual({ buckets: ['former_client'], lead_lists: [4], groups: [9] });
    expect(keys(fromOrderState(toOrderState(rs)))).toEqual(keys(rs));
    expect(keys(rs).map(parseReceiverKey)).toEqual(rs);
    expect(parseReceiverKey('bucket:nobody')).toBeNull();
    expect(parseReceiverKey('list:x')).toBeNull();
  });
});
