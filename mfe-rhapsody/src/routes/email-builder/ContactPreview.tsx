import { useState } from 'react';
import { Flex, Modal, Segmented, Select, Typography } from 'antd';
import { DesktopOutlined, MobileOutlined } from '@ant-design/icons';
import { fillVariables, limits, type Organization } from '@ensemble/contracts';
import { useDebouncedValue } from '@ensemble/shared-ui';
import { useRecipientSearchQuery } from '../../api/emailSendingApi';
import { variableValues } from '../email/composer/compose';
import { contactName, type PickedContact } from '../email/composer/RecipientsPicker';

type Device = 'desktop' | 'mobile';

/**
 * The email as a chosen contact will get it (issue 17: variables shown with a preview filled from a chosen
 * contact): the builder's compiled HTML with every #!variable!# filled from the contact and the organization, in a
 * sandboxed frame (no script, no same-origin access), at desktop or phone width.
 */
export function ContactPreview(props: {
  organizationId: number;
  organization: Organization | undefined;
  /** The compiled HTML when the preview was opened; null: closed. */
  html: string | null;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed, limits.searchDebounceMs).trim();
  const search = useRecipientSearchQuery(
    { organizationId: props.organizationId, query },
    { skip: query === '' || props.html === null },
  );
  const [contact, setContact] = useState<PickedContact | null>(null);
  const [device, setDevice] = useState<Device>('desktop');
  const results = search.data?.results ?? [];
  const filled = fillVariables(props.html ?? '', variableValues(contact, props.organization), 'html');

  return (
    <Modal
      open={props.html !== null}
      title="Preview"
      onCancel={props.onClose}
      footer={null}
      width={880}
      destroyOnHidden
    >
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <Select<number>
          aria-label="Preview as contact"
          placeholder="Search a contact to preview as"
          style={{ minWidth: 280 }}
          showSearch={{ filterOption: false, onSearch: setTyped }}
          allowClear
          loading={search.isFetching}
          value={contact?.id}
          onChange={(id) => setContact(results.find((c) => c.id === id) ?? null)}
          onClear={() => setContact(null)}
          notFoundContent={query ? 'No contact found' : 'Type a name or an email'}
          options={results.map((c) => ({ value: c.id, label: contactName(c) }))}
        />
        <Segmented<Device>
          aria-label="Preview width"
          value={device}
          onChange={setDevice}
          options={[
            { value: 'desktop', icon: <DesktopOutlined />, label: 'Desktop' },
            { value: 'mobile', icon: <MobileOutlined />, label: 'Mobile' },
          ]}
        />
      </Flex>
      {contact === null && (
        <Typography.Paragraph type="secondary">
          Without a contact, their variables are left empty, as for a contact who has no value.
        </Typography.Paragraph>
      )}
      <Flex justify="center">
        <iframe
          title="Email preview"
          sandbox=""
          srcDoc={filled}
          style={{
            width: device === 'mobile' ? 375 : '100%',
            height: '60vh',
            border: '1px solid #d9d9d9',
            borderRadius: 6,
            background: '#fff',
          }}
        />
      </Flex>
    </Modal>
  );
}
