import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { leadsCsvMessages, type CsvBucket, type CsvImportJob } from '@ensemble/contracts';
import { CsvImportModal } from './CsvImportModal';
import { aList, json, mockApi, renderRoute, type Call } from '../../test';
import { fillIn, press } from '../../test/forms';

/** Node's File: undici's FormData (the test environment's fetch) refuses jsdom's. */
const { File: NodeFile } = jest.requireActual<{ File: typeof File }>('node:buffer');
const csv = (name: string, text: string) =>
  new NodeFile([text], name, { type: 'text/csv' }) as unknown as File;

const job = (extra: Partial<CsvImportJob>): CsvImportJob => ({
  id: 31,
  bucket: 'opportunity',
  list_id: 9,
  file_name: 'leads.csv',
  status: 'processing',
  total: 4,
  processed: 2,
  created: 0,
  updated: 0,
  rejected: 0,
  error: null,
  created_at: '2026-03-04T10:00:00.000Z',
  finished_at: null,
  ...extra,
});

function serve(extra?: (call: Call) => Response | undefined) {
  return mockApi((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.url.pathname.endsWith('/opportunity-list-all/'))
      return json(200, [aList(1, 'Spring fair'), aList(3, 'Demoted', { kind: 'demoted' })]);
    return json(404, { detail: 'Not found.' });
  });
}

function openModal(bucket: CsvBucket = 'opportunity') {
  renderRoute(
    '/x',
    '/x',
    <CsvImportModal organizationId={4} bucket={bucket} open onClose={() => undefined} />,
  );
  return screen.findByRole('dialog');
}

const pickFile = (dialog: HTMLElement, file: File) =>
  fireEvent.change(within(dialog).getByLabelText('CSV file'), { target: { files: [file] } });

const uploads = (calls: Call[]) => calls.filter((c) => c.url.pathname.endsWith('/upload-opportunities-csv/'));

describe('CsvImportModal', () => {
  it('asks for a file and a list name', async () => {
    const calls = serve();
    const dialog = await openModal();
    press(dialog, 'Upload');
    expect(await within(dialog).findByText(leadsCsvMessages.noFile)).toBeInTheDocument();
    expect(within(dialog).getByText(leadsCsvMessages.listNameRequired)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByText('Existing list'));
    press(dialog, 'Upload');
    expect(await within(dialog).findByText(leadsCsvMessages.selectListFirst)).toBeInTheDocument();
    expect(uploads(calls)).toHaveLength(0);
  });

  it.each([
    ['leads.csv', 'Email,CellPhone\na@b.test,', leadsCsvMessages.needsName],
    ['leads.csv', 'FirstName,CompanyName\nAda,', leadsCsvMessages.needsContact],
    ['leads.txt', 'FirstName,LastName,Email\n', leadsCsvMessages.onlyCsv],
  ])('refuses %s with header %j before uploading', async (name, text, message) => {
    const calls = serve();
    const dialog = await openModal();
    pickFile(dialog, csv(name, text));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    fillIn(dialog, { 'List name': 'Fair' });
    press(dialog, 'Upload');
    await waitFor(() => expect(within(dialog).getByText(message)).toBeInTheDocument());
    expect(uploads(calls)).toHaveLength(0);
  });

  it('uploads, shows the progress, then the summary and the rejected rows', async () => {
    let polls = 0;
    const calls = serve((call) => {
      if (call.method === 'POST' && call.url.pathname.endsWith('/upload-opportunities-csv/'))
        return json(202, { detail: leadsCsvMessages.importStarted, job_id: 31, list_id: 9 });
      if (call.url.pathname.endsWith('/jobs/31/')) {
        polls += 1;
        return json(
          200,
          polls === 1 ? job({}) : job({ status: 'done', processed: 4, created: 2, updated: 1, rejected: 1 }),
        );
      }
      if (call.url.pathname.endsWith('/rejected_rows/'))
        return new Response('FirstName,Reason\nX,bad\n', {
          status: 200,
          headers: { 'Content-Type': 'text/csv' },
        });
      return undefined;
    });
    URL.createObjectURL = jest.fn(() => 'blob:rejected');
    URL.revokeObjectURL = jest.fn();
    // jsdom cannot follow the download link; the click itself is the browser's business.
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const dialog = await openModal();
    fillIn(dialog, { 'List name': 'Fair' });
    pickFile(dialog, csv('leads.csv', 'First Name,last_name,Email\nAda,Lovelace,ada@x.test\n'));
    press(dialog, 'Upload');

    expect(await screen.findByText('2 / 4 rows')).toBeInTheDocument();
    expect(screen.getByText('Closing this window does not stop the import.')).toBeInTheDocument();
    expect(await screen.findByText(leadsCsvMessages.importFinished(2, 1, 1))).toBeInTheDocument();
    expect(uploads(calls)[0]?.body).toEqual({
      csv_file: 'leads.csv',
      bucket: 'opportunity',
      list_name: 'Fair',
    });

    fireEvent.click(screen.getByRole('button', { name: /Download rejected rows/ }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(calls.some((c) => c.url.pathname.endsWith('/jobs/31/rejected_rows/'))).toBe(true);
  });

  it('shows field errors on the field and falls back to Unable to upload list', async () => {
    let answer = json(400, { csv_file: [leadsCsvMessages.emptyFile] });
    serve((call) => (call.method === 'POST' ? answer : undefined));
    const dialog = await openModal('client');
    expect(within(dialog).queryByLabelText('List name')).not.toBeInTheDocument();
    pickFile(dialog, csv('clients.csv', 'CompanyName,Email\nAcme,a@acme.test\n'));
    press(dialog, 'Upload');
    expect(await within(dialog).findByText(leadsCsvMessages.emptyFile)).toBeInTheDocument();

    answer = json(500, 'oops');
    pickFile(dialog, csv('clients2.csv', 'CompanyName,Email\nAcme,a@acme.test\n'));
    press(dialog, 'Upload');
    expect(await within(dialog).findByText(leadsCsvMessages.uploadFailed)).toBeInTheDocument();
  });
});
