import { screen, within } from '@testing-library/react';
import { leadNotesMessages as N } from '@ensemble/contracts';
import { json, mockApi, path, renderInApp } from '../../../test';
import { slow } from '../../../test/forms';
import { lead } from '../../../test/record';
import { AssociatesSection } from './AssociatesSection';

const render = () => renderInApp('/', <AssociatesSection organizationId={4} stage="Client" lead={lead()} />);

describe('AssociatesSection', () => {
  it("says 'No associates to display' when the company has nobody else", async () => {
    const calls = mockApi(() => json(200, []));
    render();
    expect(await screen.findByText(N.noAssociates, {}, slow)).toBeInTheDocument();
    expect(path(calls[0])).toBe('/organization/lead/7/associates/');
  });

  it('lists name (a link to their record page) and contact', async () => {
    mockApi(() =>
      json(200, [
        {
          id: 8,
          name: 'Charles Babbage',
          contact: 'charles@engines.test',
          url: '/composition/clients/4/client/8',
        },
        { id: 9, name: 'Engines Ltd', contact: '+12015550101', url: '/composition/others/4/other/9' },
      ]),
    );
    render();
    const table = await screen.findByTestId('lead-associates', {}, slow);
    const link = await within(table).findByRole('link', { name: 'Charles Babbage' }, slow);
    expect(link).toHaveAttribute('href', '/composition/clients/4/client/8');
    expect(within(table).getByText('charles@engines.test')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Engines Ltd' })).toHaveAttribute(
      'href',
      '/composition/others/4/other/9',
    );
    expect(within(table).getByText('+12015550101')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    mockApi(() => json(500, {}));
    render();
    expect(await screen.findByText('Associates could not be loaded', {}, slow)).toBeInTheDocument();
  });
});
