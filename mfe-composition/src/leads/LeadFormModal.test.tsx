import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { emailRejectedBy, leadsMessages, messages, type FsmState } from '@ensemble/contracts';
import { LeadFormModal } from './LeadFormModal';
import { aLead, json, mockApi, page, renderRoute, type Call } from '../test';
import { press, firstCall } from '../test/forms';

function reference(call: Call): Response | undefined {
  const p = call.url.pathname;
  if (p.endsWith('/industry/')) return json(200, [{ id: 1, name: 'Insurance' }]);
  if (p.endsWith('/source/all/')) return json(200, [{ id: 3, name: 'Walk-In' }]);
  if (p.endsWith('/representatives/'))
    return json(
      200,
      page([
        { id: 1, user_id: 11, name: 'Ann Account', email: 'a@x.test', role_title: 'Account' },
        { id: 2, user_id: 12, name: 'Sam Sales', email: 's@x.test', role_title: 'Sales' },
      ]),
    );
  return undefined;
}

function open(stage: FsmState, lead?: ReturnType<typeof aLead>, onClose = jest.fn()) {
  renderRoute(
    '/x',
    '/x',
    <LeadFormModal organizationId={4} stage={stage} lead={lead} open onClose={onClose} />,
  );
  return onClose;
}

const dialog = () => screen.findByRole('dialog');
const type = (d: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(d).getByLabelText(label), { target: { value } });
const save = (d: HTMLElement) => press(d, 'Save');

describe('LeadFormModal', () => {
  it("shows the stage's validation messages", async () => {
    const calls = mockApi((c) => reference(c) ?? json(500, {}));
    open('Other');
    const d = await dialog();
    save(d);
    expect(await within(d).findByText(leadsMessages.otherNeedsEmailOrPhone)).toBeInTheDocument();
    expect(within(d).getByText(messages.fieldRequired('First name'))).toBeInTheDocument();
    expect(within(d).getByText(messages.fieldRequired('Company name'))).toBeInTheDocument();

    type(d, 'Company name', 'Acme');
    type(d, 'Email', 'not-an-email');
    type(d, 'Birthday', '1990/01/02');
    save(d);
    expect(await within(d).findByText(messages.emailInvalid)).toBeInTheDocument();
    expect(within(d).getByText(messages.birthdayFormat)).toBeInTheDocument();
    expect(within(d).queryByText(messages.fieldRequired('First name'))).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("adds an other contact with https added to the website ('Other contact added!')", async () => {
    const calls = mockApi((c) => reference(c) ?? (c.method === 'POST' ? json(201, aLead(9)) : json(404, {})));
    const onClose = open('Other');
    const d = await dialog();
    type(d, 'First name', 'Ada');
    type(d, 'Last name', 'Lovelace');
    type(d, 'Email', 'ada@example.test');
    type(d, 'Website', 'example.test');
    type(d, 'Birthday', '1990-01-02');
    save(d);
    expect(await screen.findByText(leadsMessages.otherAdded)).toBeInTheDocument();
    const post = firstCall(calls, 'POST');
    expect(post?.url.pathname).toBe('/api/organization/lead/4/others/');
    expect(post?.body).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.test',
      website_url: 'https://example.test',
      birthday: '1990-01-02',
      company_name: null,
      force: false,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('asks before saving an email the provider rejects, then resubmits with force', async () => {
    let posts = 0;
    const calls = mockApi((c) => {
      const r = reference(c);
      if (r) return r;
      if (c.method !== 'POST') return json(404, {});
      posts += 1;
      return posts === 1 ? json(400, { email: [emailRejectedBy('Mailgun')] }) : json(201, aLead(9));
    });
    open('Prospect');
    const d = await dialog();
    type(d, 'Company name', 'Acme');
    type(d, 'Email', 'odd@example.test');
    save(d);
    const confirm = await screen.findByText(leadsMessages.emailSeemsInvalid);
    const confirmDialog = confirm.closest('.ant-modal') as HTMLElement;
    press(confirmDialog, 'Save anyway');
    expect(await screen.findByText(leadsMessages.prospectAdded)).toBeInTheDocument();
    const bodies = calls.filter((c) => c.method === 'POST').map((c) => c.body as { force: boolean });
    expect(bodies.map((b) => b.force)).toEqual([false, true]);
  });

  it('puts server field errors on their fields, and falls back to the stage message', async () => {
    let puts = 0;
    mockApi((c) => {
      const r = reference(c);
      if (r) return r;
      puts += 1;
      return puts === 1 ? json(400, { email: ['This email is already used'] }) : json(500, {});
    });
    open('Client', aLead(5, { fsm_state: 'Client' }));
    const d = await dialog();
    save(d);
    expect(await within(d).findByText('This email is already used')).toBeInTheDocument();
    type(d, 'Email', 'other@example.test');
    save(d);
    expect(await screen.findByText(leadsMessages.unableLead('client'))).toBeInTheDocument();
  });

  it("edits a prospect through its path ('Prospect updated!') with score and probability per stage", async () => {
    const calls = mockApi((c) => reference(c) ?? (c.method === 'PUT' ? json(200, aLead(5)) : json(404, {})));
    open('Prospect', aLead(5, { fsm_state: 'Prospect' }));
    const d = await dialog();
    expect(within(d).getByLabelText('First name')).toHaveValue('First5');
    expect(within(d).queryByLabelText('Score')).not.toBeInTheDocument();
    type(d, 'Revenue probability (%)', '40');
    save(d);
    expect(await screen.findByText(leadsMessages.prospectUpdated)).toBeInTheDocument();
    const put = firstCall(calls, 'PUT');
    expect(put?.url.pathname).toBe('/api/organization/lead/4/prospects/5/');
    expect(put?.body).toMatchObject({ revenue_probability: 40, win_amount: null });
  });

  it('saves an opportunity into its list with a score out of 10', async () => {
    const calls = mockApi((c) => reference(c) ?? (c.method === 'POST' ? json(201, aLead(9)) : json(404, {})));
    renderRoute(
      '/x',
      '/x',
      <LeadFormModal organizationId={4} stage="Opportunity" listId={7} open onClose={jest.fn()} />,
    );
    const d = await dialog();
    type(d, 'Company name', 'Acme');
    type(d, 'Cell phone', '(201) 555-0123');
    type(d, 'Score', '11');
    save(d);
    expect(await within(d).findByText(leadsMessages.amountFormat)).toBeInTheDocument();
    type(d, 'Score', '8');
    save(d);
    expect(await screen.findByText(leadsMessages.opportunityAdded)).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = firstCall(calls, 'POST');
    expect(post?.url.pathname).toBe('/api/organization/lead/4/opportunity-list/7/opportunity/');
    expect(post?.body).toMatchObject({ win_amount: 8 });
  });
});
