import { useParams } from 'react-router-dom';
import { Card } from 'antd';
import { EmptyState, NotFound, PageHeader, parseId, useEdition } from '@ensemble/shared-ui';
import { usePhoneNumberQuery, usePhoneSetupOrganizationQuery } from '../../api/phoneNumbersApi';
import { Loaded } from '../organization-settings/shared/Loaded';
import { ActiveNumber } from './ActiveNumber';
import { ChooseNumber } from './ChooseNumber';

/**
 * `/tempo/phone-number-setup/:organizationId` (spec 3 §2 'Phone setup', §4 'Phone'): the organization's number for
 * texts and calls. None yet: the owner chooses Toll free or Local, a number, and the real number its calls are
 * forwarded to; then the active number with Edit. A member reads the number; buying and forwarding are the owner's.
 */
export function PhoneNumberSetupPage() {
  const organizationId = parseId(useParams().organizationId);
  const edition = useEdition();
  const skip = organizationId == null || edition === 'social';
  const number = usePhoneNumberQuery(organizationId ?? 0, { skip });
  const organization = usePhoneSetupOrganizationQuery(organizationId ?? 0, { skip });
  // The social edition sends no texts.
  if (edition === 'social' || organizationId == null) return <NotFound />;

  const setup = {
    isLoading: number.isLoading || organization.isLoading,
    isError: number.isError || organization.isError,
    data:
      number.data && organization.data
        ? { number: number.data, owner: organization.data.is_owner }
        : undefined,
    refetch: () => {
      if (number.isError) void number.refetch();
      if (organization.isError) void organization.refetch();
    },
  };

  return (
    <section aria-label="Phone setup" style={{ maxWidth: 960 }}>
      <PageHeader title="Phone setup" />
      <Loaded query={setup} errorTitle="Unable to load the phone setup">
        {({ number: current, owner }) =>
          current.twilio_number ? (
            <ActiveNumber organizationId={organizationId} number={current} owner={owner} />
          ) : owner ? (
            <ChooseNumber organizationId={organizationId} />
          ) : (
            <Card data-testid="phone-number-none">
              <EmptyState description="No phone number yet. Only the organization's owner can set one up." />
            </Card>
          )
        }
      </Loaded>
    </section>
  );
}
