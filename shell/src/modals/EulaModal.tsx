import { useEffect, useState } from 'react';
import { Button, Flex, Modal } from 'antd';
import { messages, type Organization, type User } from '@ensemble/contracts';
import { homePathFor, navigateTo, session, useEdition, useNotify, useSession } from '@ensemble/shared-ui';
import { useLogoutMutation, useOrganizationQuery } from '../api/shellApi';
import { useAgreeToEulaMutation } from './eulaApi';
import { EulaText } from './EulaText';
import { useOtherModalOpen } from './useOtherModalOpen';

export const EULA_TITLE = 'End User License Agreement';
const OWN_CLASS = 'ensemble-eula-modal';
/** First-time setup (mfe-tempo), where subscribing leads (spec 1 §2 /configuration). */
const FIRST_TIME_SETUP_PATH = '/configuration';

/**
 * Spec 1 §4: a newer EULA than the organization agreed to, a paid organization, and a user who is not a
 * superuser (superusers skip it). Whether another modal is open is checked separately, on the page.
 */
export function eulaRequired(
  organization: Pick<Organization, 'eula' | 'last_eula' | 'is_subscribed'> | undefined | null,
  user: Pick<User, 'is_superuser'> | null,
): boolean {
  if (!organization || !user) return false;
  return (
    organization.last_eula > organization.eula && organization.is_subscribed === true && !user.is_superuser
  );
}

export function EulaModal() {
  const { organizationId, user, refresh } = useSession();
  const edition = useEdition();
  const notify = useNotify();
  const org = useOrganizationQuery(organizationId ?? 0, { skip: organizationId == null });
  const [agree, agreeState] = useAgreeToEulaMutation();
  const [revoke] = useLogoutMutation();
  const [declining, setDeclining] = useState(false);
  const [shown, setShown] = useState(false);

  const organization = organizationId != null && org.data?.id === organizationId ? org.data : null;
  const required = eulaRequired(organization, user);
  const otherOpen = useOtherModalOpen(OWN_CLASS, required && !shown);
  // Once shown it stays until answered, whatever opens above it.
  const open = required && (shown || !otherOpen);

  useEffect(() => {
    if (open !== shown && (open || !required)) setShown(open);
  }, [open, shown, required]);

  if (!organization) return null;

  const onAgree = async () => {
    const result = await agree({ id: organization.id, eula: organization.last_eula });
    if (result.error) {
      notify.error(messages.unableToUpdateEula);
      return;
    }
    // A newly subscribed organization meets the EULA on first-time setup, which goes on to the dashboard
    // (or social setup) itself; leaving for the dashboard here would skip the setup for good.
    if (window.location.pathname.replace(/\/$/, '') === FIRST_TIME_SETUP_PATH) return;
    navigateTo(homePathFor(organization.id, edition));
  };

  const onDecline = async () => {
    setDeclining(true);
    // Revoking the refresh token is best effort: the user is logged out whatever the API answers.
    if (refresh) await revoke({ refresh }).catch(() => undefined);
    session.logout('user');
  };

  return (
    <Modal
      open={open}
      title={EULA_TITLE}
      wrapClassName={OWN_CLASS}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      footer={null}
      width={640}
      centered
    >
      <EulaText />
      <Flex justify="flex-end" gap={8} wrap style={{ marginTop: 16 }}>
        <Button onClick={() => void onDecline()} loading={declining} disabled={agreeState.isLoading}>
          Decline
        </Button>
        <Button
          type="primary"
          onClick={() => void onAgree()}
          loading={agreeState.isLoading}
          disabled={declining}
        >
          Agree
        </Button>
      </Flex>
    </Modal>
  );
}
