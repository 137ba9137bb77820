import { useState } from 'react';
import { Flex, Modal, Segmented, Typography } from 'antd';
import { DesktopOutlined, MobileOutlined } from '@ant-design/icons';
import { fillVariables, type Organization } from '@ensemble/contracts';
import { variableValues } from '../email/composer/compose';
import type { PickedContact } from '../email/composer/RecipientsPicker';
import { PreviewContactSelect } from '../email/PreviewContactSelect';

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
  const [contact, setContact] = useState<PickedContact | null>(null);
  const [device, setDevice] = useState<Device>('desktop');
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
        <PreviewContactSelect organizationId={props.organizationId} value={contact} onChange={setContact} />
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
