import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type LeadDocument, leadDocumentsMessages as D } from '@ensemble/contracts';
import { json, mockApi, path, renderInApp, TEST_API, type Call } from '../../../test';
import { press, firstCall, confirmDeletion, slow } from '../../../test/forms';
import { lead } from '../../../test/record';
import { DocumentsSection } from './DocumentsSection';

/** Node's File: undici's FormData (the test environment's) refuses jsdom's. */
const { File: NodeFile } = jest.requireActual<{ File: typeof File }>('node:buffer');
const file = (parts: BlobPart[], name: string, type = 'application/pdf') =>
  new NodeFile(parts, name, { type }) as unknown as File;

const doc = (id: number, name: string, ext = 'pdf'): LeadDocument => ({
  id,
  lead: 7,
  file: `${TEST_API}/organization/lead/7/documents/${id}/download/`,
  name,
  file_extension: ext,
  created_at: '2026-03-02T15:04:00.000Z',
  size: 10,
  user: { firstName: 'Grace', lastName: 'Hopper' },
});

/** Stands in for the browser's XHR: records what was posted and answers `respond`. */
class FakeXhr {
  static sent: { url: string; headers: Record<string, string>; form: FormData }[] = [];
  static respond: () => { status: number; body: unknown } = () => ({ status: 201, body: doc(9, 'x') });
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(form: FormData) {
    FakeXhr.sent.push({ url: this.url, headers: this.headers, form });
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      const { status, body } = FakeXhr.respond();
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }, 10);
  }
}

function documentsServer(docs: LeadDocument[]) {
  return mockApi((c: Call) => {
    if (c.method === 'DELETE') return json(204, null);
    if (path(c).endsWith('/download/')) return new Response('PDFBYTES', { status: 200 });
    return json(200, docs);
  });
}

const render = () => renderInApp('/', <DocumentsSection organizationId={4} stage="Client" lead={lead()} />);
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

beforeEach(() => {
  FakeXhr.sent = [];
  (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
});

describe('DocumentsSection', () => {
  it('shows the empty text, refuses no file and a file over 5 MB, then uploads one', async () => {
    const docs: LeadDocument[] = [];
    documentsServer(docs);
    render();
    expect(await screen.findByText('No documents to display', {}, slow)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Upload document' }));
    const form = await screen.findByRole('form', { name: 'Upload document' });
    press(form, 'Upload');
    expect(await within(form).findByText(D.noFile)).toBeInTheDocument();

    const big = file([new Uint8Array(5242881)], 'huge.pdf');
    fireEvent.change(fileInput(), { target: { files: [big] } });
    expect(await within(form).findByText('File size limit is 5MB')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);

    const small = file(['hello'], 'Policy.final.PDF');
    fireEvent.change(fileInput(), { target: { files: [small] } });
    await waitFor(() => expect(within(form).queryByText('File size limit is 5MB')).toBeNull());
    // The file's name is offered as the document's.
    expect(within(form).getByLabelText('Name')).toHaveValue('Policy.final');
    docs.push(doc(9, 'Policy.final'));
    press(form, 'Upload');
    expect(await screen.findByText(D.added, {}, slow)).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(1);
    const sent = FakeXhr.sent[0];
    expect(sent.url).toBe(`${TEST_API}/organization/lead/7/documents/`);
    expect(sent.form.get('name')).toBe('Policy.final');
    expect(sent.form.get('lead')).toBe('7');
    expect((sent.form.get('file') as File).name).toBe('Policy.final.PDF');
    const table = await screen.findByTestId('lead-documents');
    expect(await within(table).findByText('Policy.final', {}, slow)).toBeInTheDocument();
    expect(within(table).getByText('PDF')).toBeInTheDocument();
    expect(within(table).getByText('Grace Hopper')).toBeInTheDocument();
  });

  it("says 'Unable to add document!' when the upload fails, and shows the API's file error on the field", async () => {
    documentsServer([]);
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Upload document' }, slow));
    const form = await screen.findByRole('form', { name: 'Upload document' });
    fireEvent.change(fileInput(), { target: { files: [file(['x'], 'a.txt', 'text/plain')] } });
    FakeXhr.respond = () => ({ status: 500, body: { detail: 'boom' } });
    press(form, 'Upload');
    expect((await screen.findAllByText(D.unableToAdd, {}, slow)).length).toBeGreaterThan(0);

    FakeXhr.respond = () => ({ status: 400, body: { file: [D.fileTooLarge] } });
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Upload' })).toBeEnabled());
    press(form, 'Upload');
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2), slow);
    expect(await within(form).findByText(D.fileTooLarge, {}, slow)).toBeInTheDocument();
  });

  it('downloads through the guarded route and deletes after confirming', async () => {
    const calls = documentsServer([doc(3, 'Contract', 'docx')]);
    const createObjectURL = jest.fn(() => 'blob:doc');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Download Contract' }, slow));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const download = calls.find((c) => path(c).endsWith('/download/'));
    expect(path(download!)).toBe('/organization/lead/7/documents/3/download/');
    expect(createObjectURL).toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Contract' }));
    await confirmDeletion();
    expect(await screen.findByText(D.deleted, {}, slow)).toBeInTheDocument();
    expect(path(firstCall(calls, 'DELETE')!)).toBe('/organization/lead/7/documents/3/');
    clicked.mockRestore();
  });

  it('shows an error panel when the list cannot be loaded', async () => {
    mockApi(() => json(500, { detail: 'Server down' }));
    render();
    expect(await screen.findByText('Documents could not be loaded', {}, slow)).toBeInTheDocument();
  });
});
