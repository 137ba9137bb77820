import { Link } from 'react-router-dom';
import { Alert } from 'antd';
import { useGetMailboxQuery } from '../api/mailboxApi';
import { mailboxUrl } from '../routes/paths';

/**
 * On the embedded default the suite's emails land in a local mailbox instead of a real inbox; when the API
 * serves it (200 rather than 404) this points the newcomer at it.
 */
export function LocalMailboxLink({ address }: { address: string }) {
  const { isSuccess } = useGetMailboxQuery(address, { skip: !address });
  if (!address || !isSuccess) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginTop: 16 }}
      title="This deployment keeps its emails in a local mailbox."
      description={<Link to={mailboxUrl(address)}>Open the local mailbox</Link>}
    />
  );
}
