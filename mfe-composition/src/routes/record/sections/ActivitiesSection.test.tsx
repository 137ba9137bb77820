import { fireEvent, screen } from '@testing-library/react';
import { leadsMessages, type FollowUpDate } from '@ensemble/contracts';
import { json, mockApi, ORG, path, renderInApp } from '../../../test';
import { slow } from '../../../test/forms';
import { lead } from '../../../test/record';
import { ActivitiesSection } from './ActivitiesSection';

const fu = (id: number, date: string, completed = false): FollowUpDate => ({
  id,
  lead: 7,
  date,
  text: `Step ${id}`,
  completed,
  missed: false,
});

function render(over = {}, list: FollowUpDate[] = []) {
  mockApi((c) =>
    path(c) === `/organization/${ORG}/lead/7/follow-up/`
      ? json(200, list)
      : json(404, { detail: 'Not found.' }),
  );
  return renderInApp(
    '/composition/prospects/4/prospect/7',
    <ActivitiesSection
      organizationId={ORG}
      stage="Prospect"
      lead={lead({ fsm_state: 'Prospect', ...over })}
    />,
  );
}

describe('ActivitiesSection', () => {
  it('shows the earliest date not completed as the next follow-up date', async () => {
    render({}, [fu(1, '2030-01-01', true), fu(2, '2030-03-05'), fu(3, '2030-02-10')]);
    expect(await screen.findByText('02/10/2030', {}, slow)).toBeInTheDocument();
    expect(screen.getByText(/Step 3/)).toBeInTheDocument();
  });

  it('says None without an open date', async () => {
    render({}, [fu(1, '2030-01-01', true)]);
    expect(await screen.findByText('None', {}, slow)).toBeInTheDocument();
  });

  it('calls with a tel: link and sends sms and email to the composers', async () => {
    render();
    const call = await screen.findByRole('link', { name: /Make a call/ }, slow);
    expect(call).toHaveAttribute('href', 'tel:+12015550101');
    fireEvent.click(screen.getByRole('button', { name: /Send sms/ }));
    expect(window.location.pathname + window.location.search).toBe(
      `/rhapsody/text/${ORG}?name=Ada+Lovelace&cell_phone=%2B12015550101&id=7`,
    );
    fireEvent.click(screen.getByRole('button', { name: /Send email/ }));
    expect(window.location.pathname + window.location.search).toBe(
      `/rhapsody/email/templates/${ORG}?email=ada%40example.test&recipient_id=7`,
    );
    fireEvent.click(screen.getByRole('button', { name: /Open inbox/ }));
    expect(window.location.pathname + window.location.search).toBe(`/rhapsody/inbox/${ORG}?lead=7`);
  });

  it('disables the call and refuses sms and email without a phone or an email', async () => {
    window.history.pushState(null, '', '/start');
    render({ cell_phone: null, email: null });
    expect(await screen.findByRole('button', { name: /Make a call/ }, slow)).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /Send sms/ }));
    expect(await screen.findByText(leadsMessages.prospectNoPhone, {}, slow)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Send email/ }));
    expect(await screen.findByText(leadsMessages.leadNoEmail, {}, slow)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/start');
  });
});
