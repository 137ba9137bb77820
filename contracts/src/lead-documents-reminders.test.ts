import { errorsOf } from './errors-of.testing';
import {
  documentFileError,
  documentUploadSchema,
  leadDocumentsConstants,
  leadDocumentsMessages,
  leadDocumentsPaths,
  splitFileName,
} from './lead-documents-api';
import {
  isReminderDate,
  leadRemindersConstants,
  leadRemindersMessages,
  leadRemindersPaths,
  reminderCounter,
  reminderSchema,
} from './lead-reminders-api';

describe('documents', () => {
  it('uses the spec paths and limit', () => {
    expect(leadDocumentsPaths.list(7)).toBe('/organization/lead/7/documents/');
    expect(leadDocumentsPaths.one(7, 3)).toBe('/organization/lead/7/documents/3/');
    expect(leadDocumentsPaths.download(7, 3)).toBe('/organization/lead/7/documents/3/download/');
    expect(leadDocumentsConstants.maxBytes).toBe(5242880);
  });

  it('names the storage quota in GB when it is whole gigabytes, else in MB', () => {
    expect(leadDocumentsMessages.storageFull(10_240)).toBe(
      "This organization's documents have reached their storage limit of 10 GB. Delete documents to add new ones.",
    );
    expect(leadDocumentsMessages.storageFull(500)).toContain('storage limit of 500 MB.');
  });

  it('refuses a missing file and one over 5 MB, in the spec words', () => {
    expect(documentFileError(null)).toBe('No file has been selected');
    expect(documentFileError(undefined)).toBe('No file has been selected');
    expect(documentFileError({ size: 5242881 })).toBe('File size limit is 5MB');
    expect(documentFileError({ size: 5242880 })).toBeNull();
    expect(documentFileError({ size: 0 })).toBeNull();
  });

  it('requires a name of at most 255 characters', async () => {
    expect(await errorsOf(documentUploadSchema, { name: '  ' })).toEqual({ name: ['Name is required'] });
    expect(await errorsOf(documentUploadSchema, { name: 'x'.repeat(256) })).toEqual({
      name: ['Maximum number of characters is 255'],
    });
    expect(await errorsOf(documentUploadSchema, { name: 'Policy', lead: '4' })).toEqual({});
  });

  it('splits a file name into base and lower-case extension', () => {
    expect(splitFileName('Report.Final.PDF')).toEqual({ base: 'Report.Final', extension: 'pdf' });
    expect(splitFileName('C:\\docs\\notes.txt')).toEqual({ base: 'notes', extension: 'txt' });
    expect(splitFileName('README')).toEqual({ base: 'README', extension: '' });
    expect(splitFileName('.env')).toEqual({ base: '.env', extension: '' });
    expect(splitFileName('a.b c')).toEqual({ base: 'a.b c', extension: '' });
  });

  it('has the spec messages', () => {
    expect(leadDocumentsMessages.unableToAdd).toBe('Unable to add document!');
    expect(leadDocumentsMessages.added).toBe('Document added successfully!');
  });
});

describe('reminders', () => {
  it('uses the spec paths, format and limit', () => {
    expect(leadRemindersPaths.list(5)).toBe('/organization/lead/5/reminders/');
    expect(leadRemindersPaths.one(5, 9)).toBe('/organization/lead/5/reminders/9/');
    expect(leadRemindersConstants.dateFormat).toBe('MM/DD/YYYY h:mm:ss A');
    expect(leadRemindersConstants.noteMax).toBe(200);
  });

  it.each(['01/31/2027 9:05:00 AM', '12/01/2026 12:00:59 PM', '02/29/2028 09:00:00 PM'])(
    'accepts the date %s',
    (d) => expect(isReminderDate(d)).toBe(true),
  );
  it.each([
    '2027-01-31 09:05',
    '13/01/2027 9:00:00 AM',
    '02/30/2027 9:00:00 AM',
    '01/31/2027 13:00:00 PM',
    '',
  ])('rejects the date %s', (d) => expect(isReminderDate(d)).toBe(false));

  it('limits the note to 200 characters and requires date and note', async () => {
    expect(
      await errorsOf(reminderSchema, { date_of_sending: '01/31/2027 9:05:00 AM', reminder: 'x'.repeat(200) }),
    ).toEqual({});
    expect(
      await errorsOf(reminderSchema, { date_of_sending: '01/31/2027 9:05:00 AM', reminder: 'x'.repeat(201) }),
    ).toEqual({ reminder: ['Maximum number of characters is 200'] });
    expect(await errorsOf(reminderSchema, {})).toEqual({
      date_of_sending: ['Date of sending is required'],
      reminder: ['Note is required'],
    });
    expect(await errorsOf(reminderSchema, { date_of_sending: 'tomorrow', reminder: 'Call' })).toEqual({
      date_of_sending: [leadRemindersMessages.dateInvalid],
    });
  });

  it('defaults is_completed to false and counts the note', () => {
    expect(
      reminderSchema.cast({ date_of_sending: '01/31/2027 9:05:00 AM', reminder: 'Call' }).is_completed,
    ).toBe(false);
    expect(reminderCounter('Call back')).toBe('9 / 200');
    expect(reminderCounter('')).toBe('0 / 200');
  });

  it('has the spec messages', () => {
    expect(leadRemindersMessages).toMatchObject({
      unableToAdd: 'Unable to add reminder!',
      unableToUpdate: 'Unable to update reminder!',
      unableToComplete: 'Unable to complete reminder!',
      added: 'Reminder added successfully!',
      completedLabel: 'COMPLETED',
    });
  });
});
