import { fireEvent, screen, waitFor } from '@testing-library/react';
import { socialMessages as M } from '@ensemble/contracts';
import { page } from '@ensemble/shared-ui/testing';
import { PostLogsCard } from './PostLogsCard';
import { LOGS, mockSocial, postLog, renderSocial } from './test-utils';

const renderCard = () => renderSocial(<PostLogsCard organizationId={4} />);

describe('Post logs panel', () => {
  it('asks for the successful logs first, then error (false) and all (no filter)', async () => {
    const api = mockSocial();
    renderCard();
    await screen.findByText('No post logs to display');
    expect(api.callsTo(`GET ${LOGS}`)[0]!.query).toEqual({
      page: '1',
      per_page: '10',
      ordering: '-created_at',
      results__success: 'true',
    });
    fireEvent.click(screen.getByText('Error'));
    await waitFor(() => expect(api.callsTo(`GET ${LOGS}`).at(-1)!.query.results__success).toBe('false'));
    fireEvent.click(screen.getByText('All'));
    await waitFor(() => expect(api.callsTo(`GET ${LOGS}`)).toHaveLength(3));
    expect(api.callsTo(`GET ${LOGS}`).at(-1)!.query).not.toHaveProperty('results__success');
  });

  it("lists date, post title, networks and success, with 'All good' when every post went out", async () => {
    mockSocial({ [`GET ${LOGS}`]: { body: page([postLog(1)]) } });
    renderCard();
    expect(await screen.findByText('Post 1')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Date',
      'Post title',
      'Networks',
      'Success',
    ]);
    expect(screen.getByText('Facebook')).toBeInTheDocument();
    expect(screen.getByText('LinkedIn')).toBeInTheDocument();
    expect(screen.getByTestId('publish-status')).toHaveTextContent(M.publishAllGood);
  });

  it("says 'There was a problem while publishing post(s)' when one failed", async () => {
    mockSocial({ [`GET ${LOGS}`]: { body: page([postLog(1), postLog(2, { all_success: false })]) } });
    renderCard();
    await screen.findByText('Post 2');
    expect(screen.getByTestId('publish-status')).toHaveTextContent(M.publishProblem);
  });

  it("says 'Server error' when the logs cannot be read", async () => {
    mockSocial({ [`GET ${LOGS}`]: { status: 500, body: {} } });
    renderCard();
    expect(await screen.findByTestId('publish-status')).toHaveTextContent('Server error');
    expect(screen.getByText('Unable to get post logs')).toBeInTheDocument();
  });
});
