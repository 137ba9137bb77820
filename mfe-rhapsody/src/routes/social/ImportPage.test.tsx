import { fireEvent, screen, waitFor } from '@testing-library/react';
import { messages, socialMessages } from '@ensemble/contracts';
import { json, mockApi } from '@ensemble/shared-ui/testing';
import { ImportPage } from './ImportPage';
import { aPost, aUrl, renderSocial } from './social.fixtures';

const renderPage = () =>
  renderSocial('/rhapsody/social/:organizationId/import', '/rhapsody/social/3/import', <ImportPage />);
const field = () => screen.getByLabelText('URL');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Import' }));

describe('ImportPage', () => {
  it('checks the address before sending it', async () => {
    const api = mockApi({});
    renderPage();
    fireEvent.change(field(), { target: { value: 'not a url' } });
    submit();
    expect(await screen.findByText(messages.urlInvalid)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the refusal on the field', async () => {
    mockApi({ 'POST /social/3/urls/import/': () => json(400, { url: [socialMessages.urlNotAllowed] }) });
    renderPage();
    fireEvent.change(field(), { target: { value: 'http://10.0.0.1/admin' } });
    submit();
    expect(await screen.findByText(socialMessages.urlNotAllowed)).toBeInTheDocument();
  });

  it('puts a form-level refusal on the field too', async () => {
    mockApi({ 'POST /social/3/urls/import/': () => json(422, { detail: 'The page could not be read' }) });
    renderPage();
    fireEvent.change(field(), { target: { value: 'https://acme.test/x' } });
    submit();
    expect(await screen.findByText('The page could not be read')).toBeInTheDocument();
  });

  it('opens the draft post the page became', async () => {
    const api = mockApi({
      'POST /social/3/urls/import/': { status: 201, body: { url: aUrl({ id: 9 }), post: aPost({ id: 40 }) } },
    });
    renderPage();
    fireEvent.change(field(), { target: { value: 'https://acme.test/spring' } });
    submit();
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/rhapsody/social/3/url/9/edit/40');
    expect(api.callsTo('POST /social/3/urls/import/')[0].body).toEqual({ url: 'https://acme.test/spring' });
  });

  it('opens the URL’s posts when the page gave no draft', async () => {
    mockApi({
      'POST /social/3/urls/import/': { status: 201, body: { url: aUrl({ id: 9 }), post: null } },
    });
    renderPage();
    fireEvent.change(field(), { target: { value: 'https://acme.test/spring' } });
    submit();
    await waitFor(() =>
      expect(screen.getByTestId('elsewhere')).toHaveTextContent(
        '/rhapsody/social/3/posts/9?title=Spring%20sale',
      ),
    );
  });
});
