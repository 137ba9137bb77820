import { screen } from '@testing-library/react';
import { emailReportMessages as M } from '@ensemble/contracts';
import { makeRemoteStore } from '@ensemble/shared-ui';
import { mockApi, renderRoute } from '@ensemble/shared-ui/testing';
import { harmonyApi } from '../../api/harmonyApi';
import { EmailSnapshotPage } from './EmailSnapshotPage';

const SNAPSHOT = '/organization/4/email-reports/9/snapshot/';
const html = '<html><body><h1>Spring news</h1><script>parent.alert(1)</script></body></html>';

const renderPage = (url = '/harmony/email-reports/4/email-snapshot?templateId=9') =>
  renderRoute(
    '/harmony/email-reports/:organizationId/email-snapshot',
    url,
    <EmailSnapshotPage />,
    makeRemoteStore(harmonyApi),
  );

describe('EmailSnapshotPage', () => {
  it('shows subject, sender and date, and the HTML exactly as sent in a sandboxed frame', async () => {
    mockApi({
      [`GET ${SNAPSHOT}`]: {
        body: {
          id: 9,
          subject: 'Spring news',
          from: 'Acme <news@acme.test>',
          html,
          sent_at: '2025-03-05T14:30:00',
        },
      },
    });
    renderPage();
    const frame = await screen.findByTitle('Email as sent');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', html);
    expect(screen.getByText('Spring news')).toBeInTheDocument();
    expect(screen.getByText('Acme <news@acme.test>')).toBeInTheDocument();
    expect(screen.getByText('03/05/2025 02:30 PM')).toBeInTheDocument();
  });

  it("says 'This template is no longer available.' when the send is gone", async () => {
    mockApi({ [`GET ${SNAPSHOT}`]: { status: 404, body: { detail: M.snapshotUnavailable } } });
    renderPage();
    expect(await screen.findByText(M.snapshotUnavailable)).toBeInTheDocument();
    expect(screen.queryByTitle('Email as sent')).not.toBeInTheDocument();
  });

  it('says the same without a templateId, and asks nothing', () => {
    const api = mockApi({});
    renderPage('/harmony/email-reports/4/email-snapshot');
    expect(screen.getByText(M.snapshotUnavailable)).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
