import {
  checkGroupsSchema,
  oneTimePaySchema,
  postcardBuckets,
  postcardOrderFormSchema,
  postcardOrderStatuses,
  postcardOrdersQuerySchema,
  postcardsConstants,
  postcardsMessages,
  postcardsPaths,
} from './postcards-api';
import { messages } from './messages';

describe('post cards contract', () => {
  it('uses the spec paths', () => {
    expect(postcardsPaths.templates(1)).toBe('/organization/1/postcard-mania/');
    expect(postcardsPaths.checkGroups(1, 2)).toBe('/organization/1/postcard-mania/2/check_groups/');
    expect(postcardsPaths.generateProof(1, 2)).toBe('/organization/1/postcard-mania/2/generate_proof/');
    expect(postcardsPaths.oneTimePay(1)).toBe('/payment-method/1/one-time-pay/');
    expect(postcardsPaths.orders(1)).toBe('/organization/1/postcard-mania/get_orders/');
  });

  it('carries the spec texts, buckets, statuses and constants', () => {
    expect(postcardsMessages.orderFailed).toBe('An error ocurred during order creation, please try again');
    expect(postcardsMessages.selectSize).toBe('Select size first');
    expect(postcardsMessages.created).toBe('You have successfully created a Post Card order');
    expect(postcardBuckets).toEqual(['all', 'other', 'opportunity', 'prospect', 'client', 'former_client']);
    expect(postcardOrderStatuses).toEqual([
      'Pending',
      'Pending Payment',
      'Processing',
      'Mailing',
      'Delivered',
      'Failed Payment',
      'Undeliverable',
      'Canceled',
      'Failed',
    ]);
    expect(postcardsConstants.minRecipients).toBe(50);
    expect(postcardsConstants.defaultLeadCutoff).toBe(0);
    expect(postcardsConstants.optionsDebounceMs).toBe(1500);
  });

  it('defaults receivers and the cutoff, and refuses a negative or fractional cutoff and an unknown bucket', () => {
    expect(checkGroupsSchema.validateSync({})).toMatchObject({
      buckets: [],
      lead_lists: [],
      groups: [],
      lead_cutoff: 0,
      make_order: false,
    });
    expect(checkGroupsSchema.validateSync({ lead_cutoff: '' }).lead_cutoff).toBe(0);
    expect(checkGroupsSchema.validateSync({ lead_cutoff: '7' }).lead_cutoff).toBe(7);
    expect(() => checkGroupsSchema.validateSync({ lead_cutoff: -1 })).toThrow(messages.numberInvalid);
    expect(() => checkGroupsSchema.validateSync({ lead_cutoff: 1.5 })).toThrow(messages.numberInvalid);
    expect(() => checkGroupsSchema.validateSync({ buckets: ['everyone'] })).toThrow(messages.invalidChoice);
  });

  it('needs an order to pay, and pages orders', () => {
    expect(() => oneTimePaySchema.validateSync({})).toThrow(messages.fieldRequired('Order'));
    expect(oneTimePaySchema.validateSync({ order_id: '4' }).order_id).toBe(4);
    expect(postcardOrdersQuerySchema.validateSync({})).toEqual({ page: 1, per_page: 10 });
    expect(() => postcardOrdersQuerySchema.validateSync({ per_page: 101 })).toThrow();
  });

  it('the configuration form needs a size (“Select size first”) and a whole, non-negative lead cutoff', () => {
    expect(() => postcardOrderFormSchema.validateSync({ price_id: '' })).toThrow(
      postcardsMessages.selectSize,
    );
    expect(postcardOrderFormSchema.validateSync({ price_id: 'pc_4x6' })).toMatchObject({ lead_cutoff: 0 });
    expect(() => postcardOrderFormSchema.validateSync({ price_id: 'pc_4x6', lead_cutoff: -2 })).toThrow(
      messages.numberInvalid,
    );
  });
});
