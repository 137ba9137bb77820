import { errorsOf } from './errors-of.testing';
import {
  clientReportExportQuerySchema,
  clientReportOrderFields,
  clientReportQuerySchema,
  formatUsd,
  isIsoDate,
  leadReportsMessages,
  leadReportsPaths,
  prospectReportOrderFields,
  prospectReportQuerySchema,
} from './lead-reports-api';
import { messages } from './messages';

describe('lead reports contract', () => {
  it('serves the spec paths (reports and their CSV exports)', () => {
    expect(leadReportsPaths.prospects(4)).toBe('/organization/lead/4/prospects/reports/');
    expect(leadReportsPaths.clients(4)).toBe('/organization/lead/4/clients/reports/');
    expect(leadReportsPaths.prospectsExport(4)).toBe('/organization/lead/4/prospects/reports/export_as_csv/');
    expect(leadReportsPaths.clientsExport(4)).toBe('/organization/lead/4/clients/reports/export_as_csv/');
  });

  it('uses the spec texts for the tabs and the failure', () => {
    expect(leadReportsMessages.prospectsTab).toBe('Prospects values');
    expect(leadReportsMessages.clientsTab).toBe('Clients values');
    expect(leadReportsMessages.failed).toBe('Something went wrong');
  });

  it('defaults page 1, 10 per page, no search, no ordering', async () => {
    expect(await prospectReportQuerySchema.validate({})).toEqual({
      page: 1,
      per_page: 10,
      search: '',
      order_by: '',
    });
    expect(await clientReportQuerySchema.validate({ page: '3', per_page: '25', search: ' ada ' })).toEqual({
      page: 3,
      per_page: 25,
      search: 'ada',
      order_by: '',
      sale_from: '',
      sale_to: '',
    });
  });

  it('accepts every allowed order field in both directions and names them when rejecting one', async () => {
    for (const f of prospectReportOrderFields) {
      await expect(prospectReportQuerySchema.validate({ order_by: f })).resolves.toBeTruthy();
      await expect(prospectReportQuerySchema.validate({ order_by: `-${f}` })).resolves.toBeTruthy();
    }
    expect(await errorsOf(prospectReportQuerySchema, { order_by: 'total_sales' })).toEqual({
      order_by: [messages.invalidOrdering(prospectReportOrderFields)],
    });
    await expect(clientReportQuerySchema.validate({ order_by: '-total_sales' })).resolves.toBeTruthy();
    expect(await errorsOf(clientReportQuerySchema, { order_by: '--email' })).toEqual({
      order_by: [messages.invalidOrdering(clientReportOrderFields)],
    });
  });

  it('rejects pages below 1, page sizes above 100 and non-numbers', async () => {
    expect(await errorsOf(prospectReportQuerySchema, { page: 0, per_page: 101 })).toEqual({
      page: [messages.invalidChoice],
      per_page: [messages.invalidChoice],
    });
    expect(await errorsOf(prospectReportQuerySchema, { page: 'x' })).toEqual({
      page: [messages.invalidChoice],
    });
  });

  it('validates the sale date range: YYYY-MM-DD real days, sale_to not before sale_from, either end open', async () => {
    expect(isIsoDate('2025-02-28')).toBe(true);
    expect(isIsoDate('2025-02-30')).toBe(false);
    expect(isIsoDate('02/01/2025')).toBe(false);
    expect(
      await errorsOf(clientReportQuerySchema, { sale_from: '01/02/2025', sale_to: '2025-13-01' }),
    ).toEqual({
      sale_from: [leadReportsMessages.dateFormat],
      sale_to: [leadReportsMessages.dateFormat],
    });
    expect(
      await errorsOf(clientReportQuerySchema, { sale_from: '2025-03-02', sale_to: '2025-03-01' }),
    ).toEqual({
      sale_to: [leadReportsMessages.rangeOrder],
    });
    expect(
      await errorsOf(clientReportQuerySchema, { sale_from: '2025-03-01', sale_to: '2025-03-01' }),
    ).toEqual({});
    expect(await errorsOf(clientReportQuerySchema, { sale_to: '2025-03-01' })).toEqual({});
    expect(leadReportsMessages.dateFormat).toBe('Date format must be like YYYY-MM-DD');
  });

  it('exports take the filters without paging', async () => {
    expect(
      await clientReportExportQuerySchema.validate(
        { page: 2, sale_from: '2025-01-01' },
        { stripUnknown: true },
      ),
    ).toEqual({
      search: '',
      order_by: '',
      sale_from: '2025-01-01',
      sale_to: '',
    });
  });

  it('formats money as en-US dollars', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(null)).toBe('$0.00');
  });
});
