import { useNavigate } from 'react-router-dom';
import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { PageHeader, useSession } from '@ensemble/shared-ui';
import { OrganizationPicker } from '../../components/OrganizationPicker';
import { useOpenOrganization } from '../../hooks/useOpenOrganization';
import { paths } from '../paths';

/** The picker inside the layout, opened from the menu's Switch organization link. */
export default function OrganizationSwitchPage() {
  const { organizationId } = useSession();
  const openOrganization = useOpenOrganization();
  const navigate = useNavigate();

  return (
    <div style={{ maxWidth: 720 }}>
      <PageHeader
        title="Switch organization"
        extra={
          <Button icon={<PlusOutlined />} onClick={() => navigate(paths.companyDetails)}>
            Add organization
          </Button>
        }
      />
      <Card>
        <OrganizationPicker onSelect={openOrganization} currentId={organizationId} />
      </Card>
    </div>
  );
}
