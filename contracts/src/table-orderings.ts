/**
 * The sortable columns of every server-paged table, by table: the values its sorter sends (`ordering`, `sorting`
 * or `order_by`; a leading '-' descends). The screens declare their sortable columns from these lists and the API
 * accepts at least these, so a column whose key the API would refuse cannot be declared (an opportunity list's
 * Score once sent `win_amount` and got a 400); an API test requests every one of them both ways.
 */
const contactColumns = ['first_name', 'last_name', 'company_name', 'cell_phone', 'email'] as const;
const reportColumns = [
  'first_name',
  'last_name',
  'company_name',
  'cell_phone',
  'email',
  'sales_status',
  'lead_source',
  'average_revenue',
] as const;

export const sortableColumns = {
  /** Spec 2 §2: List name, Created, Contacts. */
  opportunityLists: ['title', 'created_at', 'leads_count'],
  /** First name, Last name, Company name, Email, Cell phone, Score. */
  opportunities: [...contactColumns, 'win_amount'],
  /** ... Phone number, Status, email. */
  prospects: [...contactColumns, 'sales_status'],
  /** ... phone number, total sales and email. */
  clients: [...contactColumns, 'total_sales'],
  formerClients: [...contactColumns, 'total_sales'],
  others: contactColumns,
  /** Name, Description, Number of contacts. */
  sources: ['name', 'description', 'leads_count'],
  /** Service name, description, price (cents). */
  services: ['name', 'description', 'price'],
  tags: ['name', 'leads_count', 'created_at'],
  /** id, name, email, Rep Title, managed contacts count. */
  representatives: ['id', 'name', 'email', 'role_title', 'managed_contacts'],
  prospectReport: reportColumns,
  clientReport: [...reportColumns, 'total_sales'],
  /** Spec 3 email reports: date, subject, type, recipients, opens, clicks. */
  emailReports: ['timestamp', 'subject', 'type', 'count', 'open', 'click'],
  /** Spec 3 Automations: Build your own and Result based (the API also takes type, active and id). */
  automations: ['name', 'created_at'],
} as const;

export type SortableTable = keyof typeof sortableColumns;
export type SortKey<T extends SortableTable> = (typeof sortableColumns)[T][number];

/**
 * The sorter props of a column of `table` (antd's `key`, `sorter`, `sortOrder`): sortable only when the contract
 * lists its key for that table, so a screen cannot offer an order the API refuses. Here rather than in shared-ui:
 * a remote runs against the shell's copy of shared-ui, which may predate a new export.
 */
export function sortableColumn<T extends SortableTable>(
  table: T,
  key: SortKey<T>,
  ordering: string | undefined,
): { key: string; sorter: boolean; sortOrder: 'ascend' | 'descend' | null } {
  const sortable = (sortableColumns[table] as readonly string[]).includes(key);
  const sortOrder = !sortable
    ? null
    : ordering === key
      ? 'ascend'
      : ordering === `-${key}`
        ? 'descend'
        : null;
  return { key, sorter: sortable, sortOrder };
}
