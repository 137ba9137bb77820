import { render, screen, within } from '@testing-library/react';
import { Table } from 'antd';
import { AppProviders } from './AppProviders';

// Guards the shared jest set-up (testing/antd-hiding-styles.cjs): should antd stop writing its styles through the
// module it replaces, every front-end suite would silently be slow again, or lose antd's hiding.

function antdRules() {
  return Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-css-hash]')).flatMap((style) =>
    Array.from(style.sheet?.cssRules ?? []),
  );
}

function hides({ style }: CSSStyleRule) {
  return (
    style.display === 'none' || ['hidden', 'collapse'].includes(style.visibility) || style.opacity === '0'
  );
}

describe('antd styles in jsdom', () => {
  it("keeps only antd's hiding rules, so what antd hides stays inaccessible", () => {
    render(
      <AppProviders>
        <Table
          rowKey="id"
          pagination={false}
          dataSource={[{ id: 1, name: 'Plain row' }]}
          columns={[{ dataIndex: 'name', title: 'Name' }]}
          expandable={{ expandedRowRender: () => 'More', rowExpandable: () => false }}
        />
      </AppProviders>,
    );
    expect(document.querySelectorAll('style[data-css-hash]').length).toBeGreaterThan(0);
    const rules = antdRules();
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.filter((rule) => !hides(rule as CSSStyleRule)).map((rule) => rule.cssText)).toEqual([]);

    // A row that cannot expand keeps a spacer expand button that antd's CSS hides.
    const row = screen.getByText('Plain row').closest('tr') as HTMLElement;
    expect(row.querySelector('button.ant-table-row-expand-icon-spaced')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });
});
