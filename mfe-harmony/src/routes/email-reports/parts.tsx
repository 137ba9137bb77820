import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { navigateTo } from '@ensemble/shared-ui';

export function BackToList({ onBack }: { onBack: () => void }) {
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
      Back
    </Button>
  );
}

export function ReportNotFound({ onBack }: { onBack: () => void }) {
  return (
    <Result
      status="404"
      title="Report not found"
      subTitle="This email report does not exist in this organization."
      extra={<BackToList onBack={onBack} />}
    />
  );
}

/** A contact's record page (a composition route, so a plain URL across remotes). */
export function RecordLink(props: { href: string; children: ReactNode }) {
  return (
    <a
      href={props.href}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigateTo(props.href);
      }}
    >
      {props.children}
    </a>
  );
}

/** Opened, Clicked: 'Yes' (with how many times, past once) or 'No'. */
export const yesNo = (done: boolean, times = 0) => (done ? (times > 1 ? `Yes (${times})` : 'Yes') : 'No');
