/** A plain list of rows (the accounts, the networks of Manage Accounts). */
export const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;
export const rowStyle = { padding: '10px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' } as const;
