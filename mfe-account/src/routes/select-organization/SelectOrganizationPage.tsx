import { Navigate, useNavigate } from 'react-router-dom';
import { Button, Flex } from 'antd';
import { LogoutOutlined, PlusOutlined } from '@ant-design/icons';
import { useSession } from '@ensemble/shared-ui';
import { AuthPage } from '../../components/AuthPage';
import { OrganizationPicker } from '../../components/OrganizationPicker';
import { useLogout } from '../../hooks/useLogout';
import { useOpenOrganization } from '../../hooks/useOpenOrganization';
import { paths } from '../paths';

export default function SelectOrganizationPage() {
  const { access } = useSession();
  const openOrganization = useOpenOrganization();
  const navigate = useNavigate();
  const logout = useLogout();

  if (!access) return <Navigate to={paths.login} replace />;

  return (
    <AuthPage
      title="Select an organization"
      subtitle="Choose the organization you want to work in."
      maxWidth={560}
    >
      <OrganizationPicker onSelect={openOrganization} />
      <Flex justify="space-between" wrap gap={8} style={{ marginTop: 24 }}>
        <Button icon={<PlusOutlined />} onClick={() => navigate(paths.companyDetails)}>
          Add organization
        </Button>
        <Button type="text" icon={<LogoutOutlined />} onClick={() => void logout()}>
          Log out
        </Button>
      </Flex>
    </AuthPage>
  );
}
